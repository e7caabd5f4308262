import { findLanguage } from "@bible/canon";
import {
  and,
  type Database,
  desc,
  eq,
  type GrammaticalInfo,
  lexiconEntries,
  type VocabularyEntry,
  vocabularyEntries,
} from "@bible/db";
import { getChapter, listVersions } from "../bible/service";
import { notFound } from "../errors";
import { bookLabel, checkReference, iso, resolveBook, resolveLanguage } from "../lib/refs";
import type { Deleted } from "../schemas/common";
import type { AddVocabularyInput, VocabularyEntryOutput } from "../schemas/vocabulary";

/** Case and surrounding space do not make a new word: 'Lumière ' and 'lumière' are one entry. */
export function normalizeWord(word: string): string {
  return word.normalize("NFC").trim().toLocaleLowerCase();
}

/**
 * What earlier versions of the app wrote for a missing value ('Non disponible' and its 11 translations, '/.../'),
 * which words saved then still carry: a missing value is left out, never shown as a value.
 */
const PLACEHOLDERS = new Set([
  "non disponible",
  "not available",
  "nicht verfügbar",
  "no disponible",
  "non disponibile",
  "indisponível",
  "нет данных",
  "немає даних",
  "暂无",
  "情報なし",
  "정보 없음",
  "غير متوفر",
  "...",
  "…",
]);

/** The value, or null when it is empty or a placeholder for a missing value. */
function present(value: string | null | undefined): string | null {
  const bare = value
    ?.trim()
    .replace(/^\/(.*)\/$/u, "$1")
    .trim();
  return bare && !PLACEHOLDERS.has(bare.toLocaleLowerCase()) ? (value?.trim() ?? null) : null;
}

function cleanInfo(info: Partial<GrammaticalInfo> | null | undefined): GrammaticalInfo {
  return {
    type: present(info?.type),
    translation: present(info?.translation),
    infinitive: present(info?.infinitive),
    pronunciation: present(info?.pronunciation),
    conjugations: info?.conjugations ?? null,
  };
}

export function toVocabularyOutput(row: VocabularyEntry): VocabularyEntryOutput {
  return {
    id: row.id,
    word: row.word,
    definition: present(row.definition) ?? "",
    context: row.context,
    language: row.language,
    grammaticalInfo: cleanInfo(row.grammaticalInfo),
    original: row.strongs ? { strongs: row.strongs, lemma: row.originalLemma } : null,
    place:
      row.book && row.chapter && row.verse
        ? { ...bookLabel(row.book), chapter: row.chapter, verse: row.verse, version: row.version }
        : null,
    parallel:
      row.parallelLanguage && row.parallelVersion && row.parallelText
        ? { language: row.parallelLanguage, version: row.parallelVersion, text: row.parallelText }
        : null,
    addedAt: iso(row.addedAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * The verse in the reader's language: the same reference in the first installed version of that language (the one
 * the reader opens with); null when the word is in that language, or no version of it has the verse.
 */
async function parallelVerse(
  db: Database,
  wordLanguage: string,
  readerLanguage: string | undefined,
  place: { book: string; chapter: number; verse: number },
) {
  const reader = readerLanguage ? findLanguage(readerLanguage) : undefined;
  if (!reader || reader.id === wordLanguage) return null;
  const version = (await listVersions(db, reader.id)).find((v) => v.installed);
  if (!version) return null;
  try {
    const chapter = await getChapter(db, { ...place, language: reader.id, version: version.code });
    const text = chapter.verses.find((v) => v.verse === place.verse)?.text;
    return text ? { parallelLanguage: reader.id, parallelVersion: version.code, parallelText: text } : null;
  } catch {
    return null;
  }
}

/**
 * The original word and the verse a word is saved with: the lemma is the lexicon's for the Strong's number; the
 * version the verse was read in, and the verse in the reader's language when one is installed.
 * A save that names neither keeps what the entry has; one that names a verse replaces them all.
 */
async function origin(
  db: Database,
  language: string,
  input: Pick<AddVocabularyInput, "strongs" | "place" | "readerLanguage">,
) {
  if (!input.strongs && !input.place) return {};
  let place = {
    book: null as number | null,
    chapter: null as number | null,
    verse: null as number | null,
    version: null as string | null,
    parallelLanguage: null as string | null,
    parallelVersion: null as string | null,
    parallelText: null as string | null,
  };
  if (input.place) {
    const book = resolveBook(input.place.book, "place.book");
    checkReference(book, input.place.chapter, input.place.verse, { chapter: "place.chapter", verse: "place.verse" });
    const parallel = await parallelVerse(db, language, input.readerLanguage, input.place);
    place = {
      book: book.number,
      chapter: input.place.chapter,
      verse: input.place.verse,
      version: input.place.version ?? null,
      parallelLanguage: parallel?.parallelLanguage ?? null,
      parallelVersion: parallel?.parallelVersion ?? null,
      parallelText: parallel?.parallelText ?? null,
    };
  }
  const strongs = input.strongs ?? null;
  const [entry] = strongs
    ? await db.select({ lemma: lexiconEntries.lemma }).from(lexiconEntries).where(eq(lexiconEntries.strongs, strongs))
    : [];
  return { strongs, originalLemma: entry?.lemma ?? null, ...place };
}

/** A word as the reader saves it (the add input without the owner, who is the caller). */
export type WordToSave = Omit<AddVocabularyInput, "userId">;

/**
 * Adds a word, or updates the entry when the user already has it in that language. Its review cards are the review
 * domain's: `saveWord` (src/word-cards) does both in one transaction.
 */
export async function addWord(db: Database, userId: string, input: WordToSave): Promise<VocabularyEntryOutput> {
  const language = resolveLanguage(input.language);
  const grammaticalInfo = cleanInfo(input.grammaticalInfo);
  const values = {
    word: input.word,
    definition: present(input.definition) ?? "",
    context: input.context,
    grammaticalInfo,
    ...(await origin(db, language.id, input)),
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
