import { loadPlan, PlanFileError, seedPlans } from "@bible/plans";
import { callerPath } from "../env";
import { type Command, parseCommandArgs, UsageError } from "./command";
import { withDatabase } from "./database";

const USAGE = `pnpm plans:import FILE.json [--check]

FILE.json is a plan file (packages/plans/README.md): code, name and description in the 12 languages, and days of
passages checked against the canon. Day titles and themes come from FILE.texts/<lang>.json when that folder
exists, otherwise each day is titled with its references. A plan of the same code is replaced (readers keep
their progress). --check only validates the file.`;

/** `pnpm plans:import FILE.json`: checks a plan file and writes it into the database. */
export const plansImportCommand: Command = {
  summary: "check a reading-plan file and add it (or replace the plan of its code)",
  usage: USAGE,
  async run(args) {
    const { values, positionals } = parseCommandArgs(args, { check: { type: "boolean" } });
    const check = values.check === true;
    const [file] = positionals;
    if (!file || positionals.length > 1) throw new UsageError("give exactly one plan file");
    let plan: Awaited<ReturnType<typeof loadPlan>>;
    try {
      plan = await loadPlan(callerPath(file), { isDefault: false });
    } catch (error) {
      if (error instanceof PlanFileError) {
        const count = error.problems.length;
        console.error(
          `Refused: ${count} problem${count === 1 ? "" : "s"}:\n${error.problems.map((p) => `  ${p}`).join("\n")}`,
        );
        return 1;
      }
      throw error;
    }
    const summary = `${plan.code}: ${plan.days.length} days, ${plan.days.reduce((n, d) => n + d.readings.length, 0)} passages`;
    if (check) {
      console.log(`${summary} (valid, not imported)`);
      return 0;
    }
    return withDatabase(async (db) => {
      await seedPlans(db, [plan]);
      console.log(`${summary} imported`);
      return 0;
    });
  },
};
