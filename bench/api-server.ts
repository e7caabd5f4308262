// The server half of api-throughput.ts: a throwaway in-memory database with Psalm 119 (KJV, 176
// verses) and a French catalog, the real app, plus a trivial JSON route to compare against.
import { createReadStream, existsSync } from "node:fs";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { bibleVersions, createDb, verses } from "@bible/db";
import { buildApp } from "../apps/server/src/app";
import { loadEnv } from "../apps/server/src/env";

const sourceDir = resolve(process.env.BIBLE_SOURCE_DIR ?? resolve(import.meta.dirname, "../../shared/data/bibles"));
const KJV = resolve(sourceDir, "en/KJV.engKJV2006eb.imp.gz");

/** Psalm 119 from the KJV SWORD export, markup and notes stripped; synthesized text of the same length otherwise. */
async function psalm119(): Promise<string[]> {
  if (!existsSync(KJV)) {
    return Array.from(
      { length: 176 },
      (_, i) => `Verse ${i + 1}: ${"blessed are the undefiled in the way ".repeat(4)}`,
    );
  }
  const texts: string[] = [];
  let current: number | undefined;
  const lines = createInterface({ input: createReadStream(KJV).pipe(createGunzip()) });
  for await (const line of lines) {
    const header = /^\$\$\$Psalms 119:(\d+)$/.exec(line);
    if (header) {
      current = Number(header[1]);
      continue;
    }
    if (line.startsWith("$$$")) {
      if (current !== undefined && texts.length === 176) break;
      current = undefined;
      continue;
    }
    if (current !== undefined) {
      const text = line
        .replace(/<note[\s\S]*?<\/note>/g, "")
        .replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim();
      texts[current - 1] = `${texts[current - 1] ?? ""} ${text}`.trim();
    }
  }
  return texts;
}

const database = createDb({ dataDir: "memory" });
await database.migrate();
const installedAt = new Date();
await database.db.insert(bibleVersions).values([
  { code: "KJV", language: "english", name: "King James Version", installedAt, license: "Public domain" },
  { code: "LSG", language: "french", name: "Louis Segond 1910", installedAt, license: "Public domain" },
  { code: "DBY", language: "french", name: "Darby", installedAt },
  { code: "BDS", language: "french", name: "Bible du Semeur", distributable: false },
  { code: "S21", language: "french", name: "Segond 21", distributable: false },
  { code: "NEG", language: "french", name: "Nouvelle Edition de Genève", distributable: false },
]);
const psalm = await psalm119();
await database.db
  .insert(verses)
  .values(psalm.map((text, i) => ({ versionCode: "KJV", book: 19, chapter: 119, verse: i + 1, text })));

const env = loadEnv({ NODE_ENV: "production", LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: "0", PORT: "3201" });
const app = await buildApp({ env, database });
app.get("/bench/trivial", async () => ({ ok: true, service: "bible" }));
await app.listen({ host: "127.0.0.1", port: env.PORT });
process.stdout.write(`${JSON.stringify({ ready: true, url: `http://127.0.0.1:${env.PORT}`, verses: psalm.length })}\n`);

process.on("SIGTERM", () => {
  app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
