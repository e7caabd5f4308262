import { bibleVersions, type Database, readingPlanDays, readingPlanPassages, readingPlans, verses } from "@bible/db";

/** A three-day plan over Genesis 1-3, with French and English titles. */
export async function seedPlan(db: Database, dayCount = 3): Promise<void> {
  const [plan] = await db
    .insert(readingPlans)
    .values({
      code: "test-plan",
      name: { fr: "Plan d'essai", en: "Test plan" },
      description: { fr: "Trois jours", en: "Three days" },
      dayCount,
      isDefault: true,
    })
    .returning();
  if (!plan) throw new Error("plan not inserted");
  const lengths = [31, 25, 24, 26, 32];
  const days = Array.from({ length: dayCount }, (_, i) => i + 1);
  await db.insert(readingPlanDays).values(
    days.map((day) => ({
      planId: plan.id,
      day,
      title: { fr: `Jour ${day} : la Genèse`, en: `Day ${day}: Genesis` },
      theme: { fr: "Création", en: "Creation" },
    })),
  );
  await db.insert(readingPlanPassages).values(
    days.map((day) => ({
      planId: plan.id,
      day,
      position: 0,
      book: 1,
      chapter: day,
      verseStart: 1,
      verseEnd: lengths[day - 1] ?? 20,
    })),
  );
}

/**
 * LSG and KJV installed with Genesis 1 and Psalm 23, a French New Testament installed without
 * Genesis, and NIV in the catalog but not installed (copyrighted).
 */
export async function seedBible(db: Database): Promise<void> {
  const installedAt = new Date();
  await db.insert(bibleVersions).values([
    { code: "LSG", language: "french", name: "Louis Segond 1910", installedAt, license: "Public domain" },
    { code: "KJV", language: "english", name: "King James Version", installedAt, license: "Public domain" },
    { code: "FRNT", language: "french", name: "Nouveau Testament d'essai", installedAt },
    { code: "NIV", language: "english", name: "New International Version", distributable: false },
  ]);
  const genesis = (code: string, words: string) =>
    Array.from({ length: 31 }, (_, i) => ({
      versionCode: code,
      book: 1,
      chapter: 1,
      verse: i + 1,
      text: `${words} ${i + 1}`,
    }));
  await db.insert(verses).values([
    ...genesis("LSG", "Au commencement, verset"),
    ...genesis("KJV", "In the beginning, verse"),
    {
      versionCode: "LSG",
      book: 19,
      chapter: 23,
      verse: 1,
      text: "L'Éternel est mon berger",
      heading: "Psaume de David.",
    },
    { versionCode: "FRNT", book: 40, chapter: 1, verse: 1, text: "Généalogie de Jésus-Christ" },
  ]);
}

/** A second plan of `dayCount` days, each reading Matthew `day` then Psalm `day` (titles in French and English). */
export async function seedTwoReadingPlan(db: Database, dayCount = 5): Promise<void> {
  const [plan] = await db
    .insert(readingPlans)
    .values({
      code: "two-a-day",
      name: { fr: "Deux par jour", en: "Two a day" },
      description: { fr: "Matthieu et les Psaumes", en: "Matthew and the Psalms" },
      dayCount,
    })
    .returning();
  if (!plan) throw new Error("plan not inserted");
  const days = Array.from({ length: dayCount }, (_, i) => i + 1);
  await db
    .insert(readingPlanDays)
    .values(days.map((day) => ({ planId: plan.id, day, title: { fr: `Matthieu ${day}` }, theme: {} })));
  await db.insert(readingPlanPassages).values(
    days.flatMap((day) => [
      { planId: plan.id, day, position: 0, book: 40, chapter: day, verseStart: 1, verseEnd: 10 },
      { planId: plan.id, day, position: 1, book: 19, chapter: day, verseStart: 1, verseEnd: 5 },
    ]),
  );
}
