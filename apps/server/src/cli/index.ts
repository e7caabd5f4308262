import { createDb, type Database } from "@bible/db";
import { loadEnv, pgliteDir } from "../env";
import { runAdmin } from "./admin";

// The one entry point of `pnpm <command>` scripts: pnpm admin, pnpm db:migrate, …
const COMMANDS: Record<string, { summary: string; run(args: string[]): Promise<number> }> = {
  admin: {
    summary: "moderation and statistics (pnpm admin help)",
    run: (args) => withDatabase((db) => runAdmin(args, db, console)),
  },
  "db:migrate": {
    summary: "apply the SQL migrations",
    run: () =>
      withDatabase(async () => {
        console.log("migrations applied");
        return 0;
      }),
  },
};

async function withDatabase(work: (db: Database) => Promise<number>): Promise<number> {
  const env = loadEnv();
  const database = createDb({ url: env.DATABASE_URL, dataDir: pgliteDir(env) });
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const [name, ...args] = process.argv.slice(2);
const command = name ? COMMANDS[name] : undefined;
if (!command) {
  const list = Object.entries(COMMANDS)
    .map(([key, c]) => `  ${key.padEnd(12)} ${c.summary}`)
    .join("\n");
  console.error(`${name ? `Unknown command: ${name}\n\n` : ""}Commands:\n${list}`);
  process.exitCode = 2;
} else {
  process.exitCode = await command.run(args);
}
