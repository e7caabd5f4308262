// Reads and parses the lexicon data sets other than FreeDict (Strong's, KJV, OSHB, RP2018, cross-references,
// MHCC) in a worker thread, each sent as soon as it is parsed, its rows already serialized: the main thread only
// writes them. Started while the Bible texts are written (see startLexiconParsing).
import { constants } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { lowerThreadPriority } from "@bible/threads/worker";
import { DATASETS, type DatasetId } from "../manifest.ts";
import { type ParsedDataset, parseDataset } from "./parse.ts";
import { loadDataFile, SourceUnavailableError } from "./source.ts";

export type LexiconParseJob = {
  lexiconDir: string | undefined;
  biblesDir: string | undefined;
  datasets: DatasetId[];
  /** Parsed ahead while the Bible texts are written: the thread yields the CPU to the one writing them. */
  yieldCpu: boolean;
};

export type LexiconParseMessage =
  | { id: DatasetId; parsed: ParsedDataset; origin: string; hashes: string[] }
  | { id: DatasetId; unavailable: string }
  | { id: DatasetId; error: string };

const job = workerData as LexiconParseJob;
if (job.yieldCpu) lowerThreadPriority(constants.priority.PRIORITY_LOW);
const options = { lexiconDir: job.lexiconDir, biblesDir: job.biblesDir };
for (const dataset of DATASETS.filter((d) => job.datasets.includes(d.id))) {
  let message: LexiconParseMessage;
  try {
    const files = [];
    for (const file of dataset.files) files.push(await loadDataFile(file, options));
    const parsed = parseDataset(dataset, files);
    const origin = options.lexiconDir && dataset.files[0]?.folder === "lexicon" ? options.lexiconDir : files[0]?.origin;
    message = { id: dataset.id, parsed, origin: origin ?? "", hashes: files.map((f) => f.sha256) };
  } catch (error) {
    message =
      error instanceof SourceUnavailableError
        ? { id: dataset.id, unavailable: error.message }
        : { id: dataset.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(message);
}
