import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { bibleVersions, type DbHandle, readingPlanDays, readingPlans, verses } from "@bible/db";

/**
 * The data the end-to-end tests read: Louis Segond 1910 for Genesis 1-3, taken from the shared Bible
 * files (BIBLE_SOURCE_DIR), and a three-day plan over those chapters.
 */
export const SEED_CHAPTERS = [1, 2, 3] as const;

function readLsgGenesis(bibleDir: string): { chapter: number; verse: number; text: string }[] {
  const xml = gunzipSync(readFileSync(join(bibleDir, "fr", "LSG.zefania.xml.gz"))).toString("utf8");
  const genesis = /<BIBLEBOOK bnumber="1"[^>]*>([\s\S]*?)<\/BIBLEBOOK>/.exec(xml)?.[1] ?? "";
  const rows: { chapter: number; verse: number; text: string }[] = [];
  for (const chapter of genesis.matchAll(/<CHAPTER cnumber="(\d+)">([\s\S]*?)<\/CHAPTER>/g)) {
    const number = Number(chapter[1]);
    if (!SEED_CHAPTERS.some((c) => c === number)) continue;
    for (const verse of (chapter[2] ?? "").matchAll(/<VERS vnumber="(\d+)">([\s\S]*?)<\/VERS>/g)) {
      rows.push({ chapter: number, verse: Number(verse[1]), text: (verse[2] ?? "").trim() });
    }
  }
  if (rows.length === 0) throw new Error("Genesis 1-3 not found in LSG.zefania.xml.gz");
  return rows;
}

export async function seedE2eData(database: DbHandle, bibleDir: string): Promise<void> {
  const { db } = database;
  const rows = readLsgGenesis(bibleDir);
  await db
    .insert(bibleVersions)
    .values({
      code: "LSG",
      language: "french",
      name: "Louis Segond 1910",
      description: "Traduction classique protestante",
      difficultyLevel: 4,
      fidelityLevel: 4,
      license: "Domaine public",
      verseCount: rows.length,
      installedAt: new Date(),
    })
    .onConflictDoNothing();
  await db
    .insert(verses)
    .values(rows.map((row) => ({ versionCode: "LSG", book: 1, ...row })))
    .onConflictDoNothing();
  const [plan] = await db
    .insert(readingPlans)
    .values({
      code: "e2e",
      name: { fr: "Plan de test", en: "Test plan" },
      description: { fr: "Genèse 1 à 3", en: "Genesis 1 to 3" },
      dayCount: SEED_CHAPTERS.length,
      isDefault: true,
    })
    .onConflictDoNothing()
    .returning({ id: readingPlans.id });
  if (!plan) return;
  const titles = [
    { fr: "La création", en: "The creation" },
    { fr: "Le jardin d'Éden", en: "The garden of Eden" },
    { fr: "La chute", en: "The fall" },
  ];
  await db.insert(readingPlanDays).values(
    SEED_CHAPTERS.map((chapter, index) => ({
      planId: plan.id,
      day: index + 1,
      book: 1,
      chapter,
      verseStart: 1,
      verseEnd: Math.max(...rows.filter((r) => r.chapter === chapter).map((r) => r.verse)),
      title: titles[index] ?? { fr: `Jour ${index + 1}` },
      theme: { fr: "Commencements", en: "Beginnings" },
    })),
  );
}
