// jieba over the pieces of the installed Chinese text (segmentation/run.ts), in a thread of its own that ends with
// the pass: jieba's dictionary (about 60 MB of WebAssembly memory) goes with it. Node modules only (Node strips the
// types).
import { createRequire } from "node:module";
import { constants } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { packTags } from "../languages/chinese-segments.ts";
import { lowerThreadPriority } from "../thread-priority.ts";

export type SegmentJob = { pieces: string[] };
/** Each piece's packed tags, in the order of the job's pieces. */
export type SegmentResult = { tags: string[] };

const require = createRequire(import.meta.url);
const jieba: { tag(text: string, hmm: boolean): { word: string; tag: string }[] } = require("jieba-wasm");
const { pieces } = workerData as SegmentJob;
// The word study runs jieba itself until the pass is done: the segmentation takes a core nobody else wants (on a
// first start the alignment's training threads come first).
lowerThreadPriority(constants.priority.PRIORITY_LOW);
// As the segmenter thread tags a sentence (segmenters.worker.ts): with the HMM for words not in the dictionary.
parentPort?.postMessage({ tags: pieces.map((piece) => packTags(jieba.tag(piece, true))) } satisfies SegmentResult);
