import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** The Bible files for tests: BIBLE_SOURCE_DIR, else the shared data folder beside the repository (as CI clones it). */
export function bibleSourceDir(): string {
  return process.env.BIBLE_SOURCE_DIR ?? resolve(REPO_ROOT, "../shared/data/bibles");
}
