// Trains the aligner of one version in a worker thread, so the server keeps answering while it runs (a
// version takes seconds to a minute of CPU). The database stays with the main thread: it sends the texts and
// writes back what this returns. Node strips the types; only @bible/align and node: modules are imported.
import { parentPort, workerData } from "node:worker_threads";
import {
  type AlignPhase,
  alignTranslation,
  encodeLinks,
  type OriginalVerse,
  type TextLanguage,
  type TranslationVerse,
} from "@bible/align";

export type AlignJob = {
  language: TextLanguage;
  verses: TranslationVerse[];
  originals: OriginalVerse[];
};

export type AlignMessage =
  | { kind: "progress"; phase: AlignPhase; done: number; total: number }
  | {
      kind: "done";
      verses: { book: number; chapter: number; verse: number; links: number[] }[];
      links: number;
      seconds: number;
    };

const job = workerData as AlignJob;
const post = (message: AlignMessage) => parentPort?.postMessage(message);
const result = alignTranslation(job.language, job.verses, job.originals, {
  onProgress: (phase, done, total) => post({ kind: "progress", phase, done, total }),
});
post({
  kind: "done",
  verses: result.verses.map((v) => ({ book: v.book, chapter: v.chapter, verse: v.verse, links: encodeLinks(v.links) })),
  links: result.links,
  seconds: result.seconds.prepare + result.seconds.train + result.seconds.link,
});
