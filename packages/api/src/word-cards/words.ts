import type { Database } from "@bible/db";
import { createCards } from "../review/service";
import type { VocabularyEntryOutput, VocabularyImportResult } from "../schemas/vocabulary";
import { addWord, type WordToSave } from "../vocabulary/service";
import { readCsvImport } from "../vocabulary/transfer";

/**
 * What crosses the vocabulary and review domains: a word the reader saves comes with its two review cards. Each
 * domain writes its own table; this module composes them in one transaction, so a word is never left without its
 * cards (nor cards without their word).
 */

/** Saves a word and its cards within a transaction the caller holds (the account import). */
export async function saveWordIn(tx: Database, userId: string, word: WordToSave): Promise<VocabularyEntryOutput> {
  const saved = await addWord(tx, userId, word);
  await createCards(tx, userId, saved.id);
  return saved;
}

/** Saves a word and its cards (added while reading), or updates a word the reader already has. */
export function saveWord(db: Database, userId: string, word: WordToSave): Promise<VocabularyEntryOutput> {
  return db.transaction((tx) => saveWordIn(tx, userId, word));
}

/** A vocabulary CSV imported as a whole or not at all: every line checked first, then every word saved with its cards. */
export async function importVocabularyCsv(db: Database, userId: string, csv: string): Promise<VocabularyImportResult> {
  const { words, result } = await readCsvImport(db, userId, csv);
  await db.transaction(async (tx) => {
    for (const word of words) await saveWordIn(tx, userId, word);
  });
  return result;
}
