import type { DbHandle } from "@bible/db";
import { type AlignProgress, alignVersions, segmentChineseVersions } from "@bible/lexicon";
import { installedVersions } from "@bible/versions";
import type { FastifyBaseLogger } from "fastify";

/**
 * Aligns every installed version not aligned yet (or whose text changed) to the original text, after the Bible
 * texts and the lexicon are in place and without holding up the start: the training runs in worker threads and
 * each version is written in one transaction. Until a version is done the word study says it is pending.
 * Answers how many versions were segmented or aligned (0 when all were up to date); a failure is logged.
 */
export async function alignInstalledVersions(database: DbHandle, log: FastifyBaseLogger): Promise<number> {
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
    // First, as it takes seconds: the Chinese text's segmentation, so the word study does not load jieba for it.
    await segmentChineseVersions(db, codes).then(
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
    for (const report of await alignVersions(db, codes, { onProgress, lock: database.withLock })) {
      const { code: version, method, verses, links, seconds, skipped } = report;
      if (skipped === "up to date") continue;
      if (skipped) log.warn({ version, reason: skipped }, "version not aligned");
      else log.info({ version, method, verses, links, seconds: Math.round(seconds) }, "version aligned");
      aligned += skipped ? 0 : 1;
    }
    written += aligned;
    log.info({ aligned }, "alignment done");
  } catch (error) {
    log.error({ err: error }, "alignment failed; run `pnpm align` to retry");
  }
  return written;
}
