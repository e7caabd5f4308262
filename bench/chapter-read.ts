// Reads random chapters of an installed version through the prepared chapter query and prints the median and
// p99 time of one read. Target: median under 2 ms.

import { installVersion, prepareChapterQuery } from "@bible/bible-import";
import { BOOKS } from "@bible/canon";
import { BIBLE_SOURCE_DIR, benchDatabases, median, percentile } from "./databases";

const CODE = process.argv[2] ?? "KJV";
const WARMUP = 200;
const READS = 3000;
let failed = false;

const chapters = BOOKS.flatMap((book) =>
  Array.from({ length: book.chapters }, (_, index) => ({ book: book.number, chapter: index + 1 })),
);
// A fixed sequence, so every run reads the same chapters.
let seed = 42;
const next = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  const chapter = chapters[seed % chapters.length];
  if (!chapter) throw new Error("no chapter to read");
  return chapter;
};

for await (const { label, handle } of benchDatabases()) {
  await installVersion(handle.db, CODE, { sourceDir: BIBLE_SOURCE_DIR });
  const readChapter = prepareChapterQuery(handle.db);
  for (let i = 0; i < WARMUP; i++) {
    const { book, chapter } = next();
    await readChapter(CODE, book, chapter);
  }
  const times: number[] = [];
  let verses = 0;
  for (let i = 0; i < READS; i++) {
    const { book, chapter } = next();
    const started = performance.now();
    verses += (await readChapter(CODE, book, chapter)).length;
    times.push(performance.now() - started);
  }
  const mid = median(times);
  if (mid >= 2) failed = true;
  console.log(
    `chapter read ${label.padEnd(8)} ${CODE}: median ${mid.toFixed(3)} ms, p99 ${percentile(times, 99).toFixed(3)} ms ` +
      `over ${READS} random chapters (${(verses / READS).toFixed(1)} verses each; target median < 2 ms ${mid < 2 ? "ok" : "MISSED"})`,
  );
}
process.exitCode = failed ? 1 : 0;
