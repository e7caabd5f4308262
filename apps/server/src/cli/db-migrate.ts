import { type Command, parseCommandArgs, UsageError } from "./command";
import { withDatabase } from "./database";

export const dbMigrateCommand: Command = {
  summary: "apply the SQL migrations",
  usage: `pnpm db:migrate

Applies the SQL migrations to the configured database (DATABASE_URL, else the embedded one under DATA_DIR).`,
  run: (args) => {
    if (parseCommandArgs(args, {}).positionals.length > 0) throw new UsageError("no arguments expected");
    return withDatabase(async (_db, _env, handle) => {
      console.log(`migrations applied (${handle.kind}: ${handle.location})`);
      return 0;
    });
  },
};
