import { existsSync } from "node:fs";
import type { DbHandle } from "@bible/db";
import { type AlignProgress, alignVersions, segmentChineseVersions } from "@bible/lexicon";
import { installedVersions } from "@bible/versions";
import type { FastifyBaseLogger } from "fastify";
import type { Env } from "./env";

/**
 * The test hook ALIGNMENT_HOLD (see env.ts): the versions named wait for the file ALIGNMENT_RELEASE_FILE before
 * they are aligned; none without the setting (loadEnv refuses it in production).
 */
export function alignmentHold(env: Pick<Env, "ALIGNMENT_HOLD" | "ALIGNMENT_RELEASE_FILE">, log: FastifyBaseLogger) {
  const { ALIGNMENT_HOLD: held, ALIGNMENT_RELEASE_FILE: release } = env;
  if (!held || !release) return undefined;
  const codes = new Set(held.split(",").map((code) => code.trim().toUpperCase()));
  return async (code: string) => {
    if (!codes.has(code.toUpperCase())) return;
    log.warn({ version: code, release }, "alignment held by ALIGNMENT_HOLD until the release file exists");
    while (!existsSync(release)) await new Promise((done) => setTimeout(done, 100));
  };
}

/**
 * Aligns every installed version not aligned yet (or whose text changed) to the original text, after the Bible
 * texts and the lexicon are in place and without holding up the start: the training runs in worker threads
 * and each version is written in one transaction. Until a version is done the word study says it is pending.
 * `onAligned` is called when every version is aligned (the word study works in every language), before the Chinese
 * segmentation beside it is waited for. Answers how many versions were segmented or aligned (0 when all were up to
 * date); a failure is logged.
 */
export async function alignInstalledVersions(
  database: DbHandle,
  log: FastifyBaseLogger,
  { beforeVersion, onAligned }: { beforeVersion?: (code: string) => Promise<void>; onAligned?: () => void } = {},
): Promise<number> {
  const { db } = database;
  const started = new Set<string>();
  const onProgress = ({ code, phase }: AlignProgress) => {
    if (phase !== "train" || started.has(code)) return;
    started.add(code);
    log.info({ version: code }, "aligning the version to the original text");
  };
  let written = 0;
  try {
    const codes = (await installedVersions(db)).map((v) => v.code);
    // Beside the alignment (its writes on this thread, jieba in a worker of its own at the lowest priority, while the
    // lanes train): the Chinese text's segmentation, so the word study does not load jieba for it. Until it is
    // done the word study runs jieba itself; it is not waited for to call the word study ready.
    const segmenting = segmentChineseVersions(db, codes).then(
      (reports) => {
        for (const { code: version, pieces, seconds, skipped } of reports) {
          if (skipped) continue;
          written++;
          log.info({ version, pieces, seconds: Number(seconds.toFixed(1)) }, "Chinese text segmented");
        }
      },
      (error: unknown) => log.warn({ err: error }, "Chinese text not segmented; the word study runs jieba itself"),
    );
    let aligned = 0;
    // Each version under a lock of its own: instances sharing a PostgreSQL database align it once between them.
    for (const report of await alignVersions(db, codes, { onProgress, lock: database.withLock, beforeVersion })) {
      const { code: version, method, verses, links, seconds, cpuSeconds, skipped } = report;
      if (skipped === "up to date") continue;
      if (skipped) log.warn({ version, reason: skipped }, "version not aligned");
      else {
        const cpu = cpuSeconds === undefined ? {} : { cpuSeconds: Number(cpuSeconds.toFixed(1)) };
        log.info({ version, method, verses, links, seconds: Math.round(seconds), ...cpu }, "version aligned");
      }
      aligned += skipped ? 0 : 1;
    }
    written += aligned;
    log.info({ aligned }, "alignment done");
    onAligned?.();
    await segmenting;
  } catch (error) {
    log.error({ err: error }, "alignment failed; run `pnpm align` to retry");
  }
  return written;
}
