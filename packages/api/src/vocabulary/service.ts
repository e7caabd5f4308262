import { and, type Database, desc, eq, type GrammaticalInfo, type VocabularyEntry, vocabularyEntries } from "@bible/db";
import { notFound } from "../errors";
import { iso, resolveLanguage } from "../lib/refs";
import { createCards } from "../review/service";
import type { Deleted } from "../schemas/common";
import type { AddVocabularyInput, VocabularyEntryOutput } from "../schemas/vocabulary";

/** Case and surrounding space do not make a new word: 'Lumière ' and 'lumière' are one entry. */
export function normalizeWord(word: string): string {
  return word.normalize("NFC").trim().toLocaleLowerCase();
}

export function toVocabularyOutput(row: VocabularyEntry): VocabularyEntryOutput {
  return {
    id: row.id,
    word: row.word,
    definition: row.definition,
    context: row.context,
    language: row.language,
    grammaticalInfo: row.grammaticalInfo,
    addedAt: iso(row.addedAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Adds a word, or updates the entry when the user already has it in that language. */
export async function addWord(
  db: Database,
  userId: string,
  input: Omit<AddVocabularyInput, "userId">,
): Promise<VocabularyEntryOutput> {
  const language = resolveLanguage(input.language);
  const info = input.grammaticalInfo;
  const grammaticalInfo: GrammaticalInfo = {
    type: info?.type ?? null,
    translation: info?.translation ?? null,
    infinitive: info?.infinitive ?? null,
    pronunciation: info?.pronunciation ?? null,
    conjugations: info?.conjugations ?? null,
  };
  const values = {
    word: input.word,
    definition: input.definition,
    context: input.context,
    grammaticalInfo,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(vocabularyEntries)
    .values({ ...values, userId, language: language.id, normalizedWord: normalizeWord(input.word) })
    .onConflictDoUpdate({
      target: [vocabularyEntries.userId, vocabularyEntries.language, vocabularyEntries.normalizedWord],
      set: values,
    })
    .returning();
  if (!row) throw new Error("vocabulary upsert returned no row");
  await createCards(db, userId, row.id);
  return toVocabularyOutput(row);
}

export async function listWords(
  db: Database,
  userId: string,
  languageRef?: string | undefined,
): Promise<VocabularyEntryOutput[]> {
  const language = languageRef ? resolveLanguage(languageRef) : undefined;
  const rows = await db
    .select()
    .from(vocabularyEntries)
    .where(
      language
        ? and(eq(vocabularyEntries.userId, userId), eq(vocabularyEntries.language, language.id))
        : eq(vocabularyEntries.userId, userId),
    )
    .orderBy(desc(vocabularyEntries.addedAt), desc(vocabularyEntries.id));
  return rows.map(toVocabularyOutput);
}

export async function removeWord(db: Database, userId: string, wordId: number): Promise<Deleted> {
  const deleted = await db
    .delete(vocabularyEntries)
    .where(and(eq(vocabularyEntries.id, wordId), eq(vocabularyEntries.userId, userId)))
    .returning({ id: vocabularyEntries.id });
  if (deleted.length === 0) throw notFound();
  return { deleted: true, id: wordId };
}
