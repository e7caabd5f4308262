import { ADMIN_HELP, runAdmin } from "./admin";
import { alignCommand } from "./align";
import { bibleImportCommand } from "./bible-import";
import { bibleInstallCommand } from "./bible-install";
import { asksForHelp, type Command, UsageError } from "./command";
import { withDatabase } from "./database";
import { dbMigrateCommand } from "./db-migrate";
import { lexiconInstallCommand } from "./lexicon-install";
import { plansImportCommand } from "./plans-import";

/** Every operator command: `pnpm <name>` from the repository root runs index.ts with <name> (root package.json). */
export const COMMANDS: Record<string, Command> = {
  admin: {
    summary: "moderation and statistics (pnpm admin help)",
    usage: ADMIN_HELP,
    // `pnpm admin` and `pnpm admin help` print the help without opening the database, as --help does.
    run: (args) =>
      (args[0] ?? "help") === "help"
        ? Promise.resolve(print(ADMIN_HELP))
        : withDatabase((db) => runAdmin(args, db, console)),
  },
  "db:migrate": dbMigrateCommand,
  align: alignCommand,
  "bible:install": bibleInstallCommand,
  "bible:import": bibleImportCommand,
  "plans:import": plansImportCommand,
  "lexicon:install": lexiconInstallCommand,
};

function print(text: string): number {
  console.log(text);
  return 0;
}

/** Runs one command and answers the process exit code: 0 done, 1 refused or failed, 2 misused. */
export async function runCommand(name: string, args: string[]): Promise<number> {
  const command = COMMANDS[name];
  if (command) {
    if (asksForHelp(args)) return print(command.usage);
    try {
      return await command.run(args);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      console.error(`${name}: ${error.message}\n\n${command.usage}`);
      return 2;
    }
  }
  const list = Object.entries(COMMANDS)
    .map(([key, c]) => `  pnpm ${key.padEnd(16)} ${c.summary}`)
    .join("\n");
  console.error(`Unknown command: ${name}\n\nCommands:\n${list}`);
  return 2;
}
