import { runAdmin } from "./admin";
import { alignCommand } from "./align";
import { bibleImportCommand } from "./bible-import";
import { bibleInstallCommand } from "./bible-install";
import type { Command } from "./command";
import { withDatabase } from "./database";
import { dbMigrateCommand } from "./db-migrate";
import { lexiconInstallCommand } from "./lexicon-install";

// The one entry point of the `pnpm <command>` scripts (package.json "cli"): add a command here.
const COMMANDS: Record<string, Command> = {
  admin: {
    summary: "moderation and statistics (pnpm admin help)",
    run: (args) => withDatabase((db) => runAdmin(args, db, console)),
  },
  "db:migrate": dbMigrateCommand,
  align: alignCommand,
  "bible:install": bibleInstallCommand,
  "bible:import": bibleImportCommand,
  "lexicon:install": {
    summary: "install or re-install the word-study data (all data sets, or those named)",
    run: (args) => lexiconInstallCommand(args),
  },
};

const [name, ...args] = process.argv.slice(2);
const command = name ? COMMANDS[name] : undefined;
if (!command) {
  const list = Object.entries(COMMANDS)
    .map(([key, c]) => `  ${key.padEnd(14)} ${c.summary}`)
    .join("\n");
  console.error(`${name ? `Unknown command: ${name}\n\n` : ""}Commands:\n${list}`);
  process.exitCode = 2;
} else {
  process.exitCode = await command.run(args);
}
