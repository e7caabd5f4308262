// Imports a whole Bible (file → parse → one transaction of batched inserts) and prints the seconds it takes,
// on PGlite and on Postgres. Targets on the 2-core machine: under 3 s on PGlite, under 2 s on Postgres.
// Usage: pnpm --filter @bible/bench import [CODE...]   (default: KJV, the largest, with Strong's tags, and CUV)
import { join } from "node:path";
import { coverage, findCatalogEntry, readBible, writeBibleVersion } from "@bible/bible-import";
import { BIBLE_SOURCE_DIR, benchDatabases, median } from "./databases";

const RUNS = 3;
const codes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["KJV", "CUV"];
const targets: Record<string, number> = { PGlite: 3, Postgres: 2 };
let failed = false;

for await (const { label, handle } of benchDatabases()) {
  for (const code of codes) {
    const entry = findCatalogEntry(code);
    if (!entry?.source) throw new Error(`${code}: not a shipped version`);
    const path = join(BIBLE_SOURCE_DIR, entry.source.path);
    const totals: number[] = [];
    const parses: number[] = [];
    const writes: number[] = [];
    let verses = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const text = await readBible(path, {
        format: entry.source.format,
        versification: entry.versification,
        ...(entry.source.bookOrder ? { bookOrder: entry.source.bookOrder } : {}),
      });
      const parsed = performance.now();
      const report = coverage(text.records);
      await writeBibleVersion(
        handle.db,
        { code, language: entry.language, name: entry.name, versification: text.versification },
        text.records,
        { ...report, sourceFile: entry.source.path, sha256: null },
      );
      const written = performance.now();
      parses.push((parsed - started) / 1000);
      writes.push((written - parsed) / 1000);
      totals.push((written - started) / 1000);
      verses = text.records.length;
    }
    const total = median(totals);
    const target = targets[label] ?? Number.POSITIVE_INFINITY;
    if (total >= target) failed = true;
    console.log(
      `import ${label.padEnd(8)} ${code.padEnd(5)} ${verses} verses: ${total.toFixed(2)} s ` +
        `(parse ${median(parses).toFixed(2)} s + write ${median(writes).toFixed(2)} s, median of ${RUNS}; ` +
        `target < ${target} s ${total < target ? "ok" : "MISSED"})`,
    );
  }
}
process.exitCode = failed ? 1 : 0;
