import { and, type Database, eq, inArray, vocabularyEntries, wordStates } from "@bible/db";
import { studyWord, type WordStudy, wordKey } from "@bible/lexicon";
import { getChapter } from "../bible/service";
import { installedVocabulary } from "../learning/core-vocabulary";
import { importWordStates, markWords } from "../learning/service";
import { resolveLanguage } from "../lib/refs";
import { createCards } from "../review/service";
import type { LearnCoreInput, LearnCoreResult, MarkWordsInput } from "../schemas/learning";
import type { VocabularyEntryOutput, VocabularyImportResult } from "../schemas/vocabulary";
import { addWord, normalizeWord, type WordToSave } from "../vocabulary/service";
import { readCsvImport } from "../vocabulary/transfer";

/**
 * What crosses the vocabulary, review and learning domains: a word the reader saves comes with its two review cards
 * and is a word being learnt in the learning view; a word marked 'learn' in the reader is saved with its cards. Each
 * domain writes its own table; this module composes them in one transaction, so a word is never left without its
 * cards (nor cards without their word), nor a word being learnt without its card.
 */

/** Saves a word and its cards within a transaction the caller holds. */
async function saveWordIn(tx: Database, userId: string, word: WordToSave): Promise<VocabularyEntryOutput> {
  const saved = await addWord(tx, userId, word);
  await createCards(tx, userId, saved.id);
  return saved;
}

/**
 * The saved word's state in the learning view: learning, keyed by its lemma as the reader's columns key it.
 * `onlyNew` keeps a state the reader already gave the word (an import does not undo a 'known').
 */
async function learnSavedWord(tx: Database, userId: string, word: WordToSave, onlyNew: boolean): Promise<void> {
  const language = resolveLanguage(word.language).id;
  const lemma = await wordKey(tx, language, word.word);
  if (!lemma) return;
  await markWords(tx, userId, {
    language,
    lemmas: [lemma],
    state: "learning",
    ...(word.strongs ? { strongs: word.strongs } : {}),
    ...(onlyNew ? { onlyNew: true } : {}),
  });
}

/** Saves a word and its cards (added while reading), or updates a word the reader already has; it is being learnt. */
export function saveWord(db: Database, userId: string, word: WordToSave): Promise<VocabularyEntryOutput> {
  return db.transaction(async (tx) => {
    const saved = await saveWordIn(tx, userId, word);
    await learnSavedWord(tx, userId, word, false);
    return saved;
  });
}

/** A vocabulary CSV imported as a whole or not at all: every line checked first, then every word saved with its cards. */
export async function importVocabularyCsv(db: Database, userId: string, csv: string): Promise<VocabularyImportResult> {
  const { words, result } = await readCsvImport(db, userId, csv);
  await db.transaction(async (tx) => {
    for (const word of words) {
      await saveWordIn(tx, userId, word);
      await learnSavedWord(tx, userId, word, true);
    }
  });
  return result;
}

/** An account import's word: saved with its cards, learning unless the imported states say otherwise. */
export async function importWordIn(tx: Database, userId: string, word: WordToSave): Promise<VocabularyEntryOutput> {
  const saved = await saveWordIn(tx, userId, word);
  await learnSavedWord(tx, userId, word, true);
  return saved;
}

/**
 * The verse a word was marked in, the word in [brackets] where its offsets are given (the card's cloze), or '' when
 * the version or the verse is not there.
 */
async function verseContext(db: Database, language: string, place: NonNullable<MarkWordsInput["place"]>) {
  try {
    const chapter = await getChapter(db, { ...place, language });
    const text = chapter.verses.find((v) => v.verse === place.verse)?.text ?? "";
    const { start, end } = place;
    if (start === undefined || end === undefined || !(start < end && end <= text.length)) return text;
    return `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
  } catch {
    return "";
  }
}

/**
 * Lemmas marked 'learning' in the reader become vocabulary words with their cards (the lemma is the word learnt,
 * with the verse it was marked in); a word the reader already has keeps its entry and gets its cards if it had none.
 */
async function saveLearntWords(
  tx: Database,
  userId: string,
  input: MarkWordsInput,
  language: string,
  studies?: ReadonlyMap<string, WordStudy>,
): Promise<void> {
  const lemmas = [...new Set(input.lemmas)];
  // With `onlyNew`, a word the reader had marked otherwise stays so: only the words now learning get a card.
  const learning = await tx
    .select({ lemma: wordStates.lemma })
    .from(wordStates)
    .where(
      and(
        eq(wordStates.userId, userId),
        eq(wordStates.language, language),
        eq(wordStates.state, "learning"),
        inArray(wordStates.lemma, lemmas),
      ),
    );
  if (learning.length === 0) return;
  const have = await tx
    .select({ id: vocabularyEntries.id, normalizedWord: vocabularyEntries.normalizedWord })
    .from(vocabularyEntries)
    .where(
      and(
        eq(vocabularyEntries.userId, userId),
        eq(vocabularyEntries.language, language),
        inArray(
          vocabularyEntries.normalizedWord,
          learning.map((w) => normalizeWord(w.lemma)),
        ),
      ),
    );
  const existing = new Map(have.map((row) => [row.normalizedWord, row.id]));
  const context = input.place ? await verseContext(tx, language, input.place) : "";
  for (const { lemma } of learning) {
    const id = existing.get(normalizeWord(lemma));
    if (id !== undefined) {
      await createCards(tx, userId, id);
      continue;
    }
    const study = studies?.get(lemma);
    await saveWordIn(tx, userId, {
      word: lemma,
      language,
      definition: study?.definition ?? "",
      context,
      strongs: input.strongs ?? study?.strongs ?? null,
      ...(study ? { grammaticalInfo: cardInfo(study) } : {}),
      place: input.place
        ? {
            book: input.place.book,
            chapter: input.place.chapter,
            verse: input.place.verse,
            version: input.place.version,
          }
        : null,
      ...(input.readerLanguage ? { readerLanguage: input.readerLanguage } : {}),
    });
  }
}

/**
 * Marks words in the learning view; a word marked 'learning' is saved to the vocabulary with its review cards, in
 * the same transaction (marking it again changes nothing).
 */
export function markWordsWithCards(
  db: Database,
  userId: string,
  input: Omit<MarkWordsInput, "idempotencyKey">,
): Promise<{ language: string; changed: number }> {
  // The reader's language names the parallel verse a learnt word's card carries: one of the 12, or a clear 400.
  if (input.readerLanguage !== undefined) resolveLanguage(input.readerLanguage, "readerLanguage");
  if (input.state !== "learning") return markWords(db, userId, input);
  return db.transaction(async (tx) => {
    const marked = await markWords(tx, userId, input);
    await saveLearntWords(tx, userId, input, marked.language);
    return marked;
  });
}

/** A guest's words moved into the account: those being learnt are saved with their cards. */
export function importGuestWords(
  db: Database,
  userId: string,
  words: Parameters<typeof importWordStates>[2],
): Promise<{ imported: number }> {
  return db.transaction(async (tx) => {
    const imported = await importWordStates(tx, userId, words);
    const learning = new Map<string, string[]>();
    for (const word of words) {
      if (word.state !== "learning") continue;
      const language = resolveLanguage(word.language, "words.language").id;
      learning.set(language, [...(learning.get(language) ?? []), word.lemma]);
    }
    for (const [language, lemmas] of learning) {
      await saveLearntWords(tx, userId, { language, lemmas, state: "learning" }, language);
    }
    return imported;
  });
}

/**
 * Words of a Bible's core vocabulary learnt before reading (issue 33): each lemma the version has and the reader
 * has not marked yet becomes a word being learnt, saved with its cards and the first verse the version reads it in
 * (its cloze), all in one transaction; the lesson's words the reader says they know already are marked known, with
 * no card. A lemma already marked, or one the version does not have, is left as it is.
 */
export async function learnCoreWords(db: Database, userId: string, input: LearnCoreInput): Promise<LearnCoreResult> {
  if (input.readerLanguage !== undefined) resolveLanguage(input.readerLanguage, "readerLanguage");
  const vocabulary = await installedVocabulary(db, input.version);
  const { language } = vocabulary;
  const lemmas = [...new Set(input.lemmas)].filter((lemma) => !input.known.includes(lemma));
  // Each word is studied in its first verse before the transaction (the word study reads much and writes nothing).
  const studies = new Map<string, WordStudy>();
  for (const lemma of lemmas) {
    const place = vocabulary.firstPlace.get(lemma);
    const study = place ? await studyInVerse(db, vocabulary, place, input.readerLanguage) : null;
    if (study) studies.set(lemma, study);
  }
  return db.transaction(async (tx) => {
    const known: string[] = [];
    for (const lemma of new Set(input.known)) {
      if (!vocabulary.firstPlace.has(lemma)) continue;
      const marked = await markWords(tx, userId, { language, lemmas: [lemma], state: "known", onlyNew: true });
      if (marked.changed > 0) known.push(lemma);
    }
    const learnt: string[] = [];
    for (const lemma of lemmas) {
      const place = vocabulary.firstPlace.get(lemma);
      if (!place) continue;
      const marked = await markWords(tx, userId, { language, lemmas: [lemma], state: "learning", onlyNew: true });
      if (marked.changed === 0) continue;
      const mark: MarkWordsInput = {
        language,
        lemmas: [lemma],
        state: "learning",
        place: { version: vocabulary.version, ...place, book: String(place.book) },
        ...(input.readerLanguage ? { readerLanguage: input.readerLanguage } : {}),
      };
      await saveLearntWords(tx, userId, mark, language, studies);
      learnt.push(lemma);
    }
    return { language, learnt, known };
  });
}

type VersePlace = { book: number; chapter: number; verse: number; start: number; end: number };

/**
 * The word study of a core word where the version first reads it, in the reader's language (French when none is
 * given, as the interface): the card gets the sense of that verse, its translation, part of speech and original,
 * as a word saved from the dialog does. A study that fails leaves the card with its verse only.
 */
async function studyInVerse(
  db: Database,
  vocabulary: { version: string; language: string },
  place: VersePlace,
  readerLanguage: string | undefined,
): Promise<WordStudy | null> {
  try {
    const chapter = await getChapter(db, {
      version: vocabulary.version,
      book: String(place.book),
      chapter: place.chapter,
      language: vocabulary.language,
    });
    const text = chapter.verses.find((v) => v.verse === place.verse)?.text ?? "";
    const word = text.slice(place.start, place.end);
    if (!word) return null;
    const { answer } = await studyWord(db, {
      word,
      context: `${text.slice(0, place.start)}[${word}]${text.slice(place.end)}`,
      language: vocabulary.language,
      interfaceLanguage: readerLanguage ?? "french",
      reference: { book: place.book, chapter: place.chapter, verse: place.verse },
      version: vocabulary.version,
      offset: place.start,
      end: place.end,
    });
    return answer;
  } catch {
    return null;
  }
}

/** What a card keeps of a word study, as the dialog saves it. */
function cardInfo(study: WordStudy): NonNullable<WordToSave["grammaticalInfo"]> {
  return {
    type: study.grammaticalType,
    infinitive: study.infinitive,
    pronunciation: study.pronunciation,
    translation: study.translation,
    conjugations: study.conjugations,
  };
}
