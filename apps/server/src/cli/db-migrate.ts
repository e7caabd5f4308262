import type { Command } from "./command";
import { withDatabase } from "./database";

export const dbMigrateCommand: Command = {
  summary: "apply the SQL migrations",
  run: () =>
    withDatabase(async (_db, _env, handle) => {
      console.log(`migrations applied (${handle.kind}: ${handle.location})`);
      return 0;
    }),
};
