import { runAdmin } from "./admin";
import { alignCommand } from "./align";
import { bibleImportCommand } from "./bible-import";
import { bibleInstallCommand } from "./bible-install";
import type { Command } from "./command";
import { withDatabase } from "./database";
import { dbMigrateCommand } from "./db-migrate";
import { lexiconInstallCommand } from "./lexicon-install";
import { plansImportCommand } from "./plans-import";

// Every operator command: `pnpm <name>` from the repository root runs this file with <name> (root package.json).
const COMMANDS: Record<string, Command> = {
  admin: {
    summary: "moderation and statistics (pnpm admin help)",
    run: (args) => withDatabase((db) => runAdmin(args, db, console)),
  },
  "db:migrate": dbMigrateCommand,
  align: alignCommand,
  "bible:install": bibleInstallCommand,
  "bible:import": bibleImportCommand,
  "plans:import": plansImportCommand,
  "lexicon:install": {
    summary: "install or re-install the word-study data (all data sets, or those named)",
    run: (args) => lexiconInstallCommand(args),
  },
};

/** Runs one command and answers the process exit code: 0 done, 1 refused or failed, 2 misused. */
export async function runCommand(name: string, args: string[]): Promise<number> {
  const command = COMMANDS[name];
  if (command) return command.run(args);
  const list = Object.entries(COMMANDS)
    .map(([key, c]) => `  pnpm ${key.padEnd(16)} ${c.summary}`)
    .join("\n");
  console.error(`Unknown command: ${name}\n\nCommands:\n${list}`);
  return 2;
}

const [name = "", ...args] = process.argv.slice(2);
process.on("SIGINT", () => {
  console.error(`\n${name}: interrupted (an unfinished install or import is not kept)`);
  process.exit(130);
});
try {
  process.exitCode = await runCommand(name, args);
} catch (error) {
  console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
