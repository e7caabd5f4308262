import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** M'Cheyne's calendar in the shared data folder beside the repository (CI clones it next to shared/). */
export const MCHEYNE_SOURCE = process.env.LEXICON_SOURCE_DIR
  ? resolve(process.env.LEXICON_SOURCE_DIR, "../plans/mcheyne-plan.json")
  : resolve(dirname(fileURLToPath(import.meta.url)), "../../../../shared/data/plans/mcheyne-plan.json");
