// The size of each version's offline pack (issue 34: the whole text with its word-study data, GET
// /api/packs/{version}) against the target of 8 MB compressed, as the server builds and sends it: the JSON, gzip
// (level 6, what the size shown before a download counts), brotli at the REST door's first quality (5) and at the
// quality it keeps (11); with the links and originals it carries, the CPU time to build it, and the load.
//   BIBLE_SOURCE_DIR=../shared/data/bibles LEXICON_SOURCE_DIR=../shared/data/lexicon pnpm --filter @bible/bench offline-pack
//   VERSIONS=LSG,KJV (default: the public-domain default of each of the 12 languages; the untagged ones are aligned
//   first, minutes of CPU), READER=french (the reader language whose glosses the packs carry).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { installVersions } from "@bible/bible-import";
import { createDb } from "@bible/db";
import { alignVersions, installLexicon, versionPack } from "@bible/lexicon";
import { findVersion, PUBLIC_DOMAIN_DEFAULTS } from "@bible/versions";
import { REPO } from "./lib/production-server";
import { machineLoad } from "./lib/stats";

const TARGET_BYTES = 8_000_000;
const bibles = resolve(process.env.BIBLE_SOURCE_DIR ?? resolve(REPO, "../shared/data/bibles"));
const lexicon = resolve(process.env.LEXICON_SOURCE_DIR ?? resolve(REPO, "../shared/data/lexicon"));
const versions = process.env.VERSIONS ? process.env.VERSIONS.split(",") : Object.values(PUBLIC_DOMAIN_DEFAULTS);
const reader = process.env.READER ?? "french";

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
const brotli = (body: Buffer, quality: number) =>
  brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }).length;

const dir = mkdtempSync(join(tmpdir(), "offline-pack-"));
const database = createDb({ dataDir: join(dir, "pglite") });
let missed = false;
try {
  await database.migrate();
  console.log(`offline-pack: ${versions.join(" ")}, glosses for a ${reader} reader; ${machineLoad()}`);
  const wanted = [...new Set([...versions, PUBLIC_DOMAIN_DEFAULTS[reader as keyof typeof PUBLIC_DOMAIN_DEFAULTS]])];
  for (const outcome of await installVersions(database.db, wanted.filter(Boolean) as string[], {
    sourceDir: bibles,
    cacheDir: join(dir, "b"),
  })) {
    if ("error" in outcome) throw outcome.error;
  }
  await installLexicon(database.db, {
    lexiconDir: lexicon,
    biblesDir: bibles,
    datasets: ["strongs-hebrew", "strongs-greek", "oshb", "rp2018"],
  });
  await alignVersions(database.db, wanted.filter(Boolean) as string[]);
  console.log(`installed and aligned; ${machineLoad()}`);

  for (const code of versions) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const version = await findVersion(database.db, code);
    if (!version) throw new Error(`${code} is not installed`);
    // As bible.pack answers it (packages/api/src/bible/pack.ts): the pack with its version's names around it.
    const pack = {
      version: version.code,
      versionName: version.name,
      language: version.language,
      reader,
      revision: "-",
      ...(await versionPack(database.db, version, reader)),
    };
    const body = Buffer.from(JSON.stringify(pack));
    const used = process.cpuUsage(cpu);
    const built = performance.now() - started;
    const gzip = gzipSync(body, { level: 6 }).length;
    const first = brotli(body, 5);
    const kept = brotli(body, 11);
    let verses = 0;
    let links = 0;
    for (const book of pack.books) {
      for (const chapter of book.chapters) {
        verses += chapter.length;
        for (const verse of chapter) links += (verse.l?.length ?? 0) / 3;
      }
    }
    const ok = gzip < TARGET_BYTES;
    if (!ok) missed = true;
    console.log(
      `${code.padEnd(8)} ${verses} verses, ${links} links, ${Object.keys(pack.originals).length} originals: ` +
        `JSON ${mb(body.length)}, gzip ${mb(gzip)}, brotli 5 ${mb(first)}, brotli 11 ${mb(kept)} ` +
        `(target < 8 MB compressed ${ok ? "ok" : "MISSED"}); built in ${built.toFixed(0)} ms wall, ` +
        `${((used.user + used.system) / 1000).toFixed(0)} ms CPU; ${machineLoad()}`,
    );
  }
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = missed ? 1 : 0;
