// Writes the generated plan files under plans/: `pnpm --filter @bible/plans generate [mcheyne-plan.json]`.
// The M'Cheyne source defaults to the shared data folder (see LEXICON-SOURCES.md §6).
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { mcheynePlan, newTestamentPlan, planFileText, wholeBiblePlan } from "../src/generate";
import { PLAN_DIR } from "../src/plan-file";
import { MCHEYNE_SOURCE } from "../src/testing";

const source = process.argv[2] ?? MCHEYNE_SOURCE;
const plans = [wholeBiblePlan(), newTestamentPlan(), mcheynePlan(JSON.parse(await readFile(source, "utf8")))];
for (const plan of plans) {
  await writeFile(join(PLAN_DIR, `${plan.code}.json`), planFileText(plan));
  console.log(`${plan.code}.json: ${plan.days.length} days`);
}
