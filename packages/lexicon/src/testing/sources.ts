import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");

/** The shared data folders beside the repository (CI clones it next to shared/), or the variables' values. */
export const LEXICON_DIR = process.env.LEXICON_SOURCE_DIR ?? resolve(repoRoot, "../shared/data/lexicon");
export const BIBLES_DIR = process.env.BIBLE_SOURCE_DIR ?? resolve(repoRoot, "../shared/data/bibles");

if (!existsSync(LEXICON_DIR)) throw new Error(`No lexicon data at ${LEXICON_DIR}: set LEXICON_SOURCE_DIR`);
