import type { Language } from "@bible/canon";
import {
  and,
  bibleVersions,
  eq,
  inArray,
  isNotNull,
  type LexiconEntry,
  type LexiconSense,
  lexiconEntries,
  lexiconSenses,
  type OriginalLanguage,
  type OriginalWord,
  type Queryable,
  type TaggedWord,
  taggedVerses,
  verses,
} from "@bible/db";
import { TAGGED_SOURCES } from "../sources";
import { originalOfClickedWord } from "./aligned-word";
import { findTag, glossMatches } from "./match";
import { isNewTestament, type VerseRef } from "./reference";

export type TaggedText = { version: string; text: string; words: TaggedWord[] };

export type Occurrence = {
  /** The word as written in this verse (Hebrew without its morpheme slashes, Greek unaccented). */
  form: string;
  morphology: string | null;
  language: OriginalLanguage;
  sense: LexiconSense | null;
};

export type OriginalMatch = {
  strongs: string;
  entry: LexiconEntry;
  occurrence: Occurrence | null;
  /**
   * How the number was found: the stored word alignment of the version, the text's own tag, or matching of
   * glosses or names with the KJV (when no alignment covers the verse).
   */
  how: "alignment" | "tag" | "gloss" | "name";
  /** The version whose alignment or tag gave the number. */
  taggedBy: string;
  /** The alignment's confidence in the link (1 for a text's own tag). */
  confidence?: number;
  /** The original word's index in its verse when the alignment says which, else -1. */
  index: number;
};

/** Why no original word is given: the version is not aligned yet, the link is too weak, or the occurrence unclear. */
export type OriginalMiss = "pending" | "uncertain" | "ambiguous";

/** Where exactly the word was clicked, when the client says: the version read and the word's offset in the verse. */
export type ClickPosition = { version?: string | null; offset?: number | null; end?: number | null };

const at = (ref: VerseRef) => ({ book: ref.book, chapter: ref.chapter, verse: ref.verse });

async function taggedVerse(db: Queryable, source: string, ref: VerseRef) {
  const { book, chapter, verse } = at(ref);
  const [row] = await db
    .select({ text: taggedVerses.text, words: taggedVerses.words })
    .from(taggedVerses)
    .where(
      and(
        eq(taggedVerses.source, source),
        eq(taggedVerses.book, book),
        eq(taggedVerses.chapter, chapter),
        eq(taggedVerses.verse, verse),
      ),
    );
  return row ?? null;
}

/** The verse in every version of `language` that carries Strong's tags (and, for English, the lexicon's KJV). */
export async function taggedTexts(db: Queryable, ref: VerseRef, language: Language): Promise<TaggedText[]> {
  const rows = await db
    .select({ version: verses.versionCode, text: verses.text, words: verses.strongs })
    .from(verses)
    .innerJoin(bibleVersions, eq(bibleVersions.code, verses.versionCode))
    .where(
      and(
        inArray(bibleVersions.language, [language.id, language.code]),
        eq(verses.book, ref.book),
        eq(verses.chapter, ref.chapter),
        eq(verses.verse, ref.verse),
        isNotNull(verses.strongs),
      ),
    );
  const texts: TaggedText[] = rows.map((r) => ({ version: r.version, text: r.text, words: r.words ?? [] }));
  if (language.id === "english" && !texts.some((t) => t.version === TAGGED_SOURCES.kjv)) {
    const kjv = await kjvVerse(db, ref);
    if (kjv) texts.unshift(kjv);
  }
  return texts;
}

export async function kjvVerse(db: Queryable, ref: VerseRef): Promise<TaggedText | null> {
  const row = await taggedVerse(db, TAGGED_SOURCES.kjv, ref);
  return row ? { version: TAGGED_SOURCES.kjv, text: row.text, words: row.words } : null;
}

/** A crude English stem, enough to meet "loved" with "love" and "created" with "create". */
export function englishStem(word: string): string {
  const stripped = word.replace(/(eth|est|ing|ed|es|s)$/, "");
  const base = stripped.length >= 3 ? stripped : word;
  return base.replace(/e$/, "");
}

const STOP_GLOSSES = new Set(["be", "of", "the", "to", "a", "an", "sth", "sb", "one", "in", "on", "and", "or", "as"]);

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function oneNumber(words: TaggedWord[]): string | null {
  const numbers = new Set(words.map((w) => w.s[0]).filter(Boolean));
  return numbers.size === 1 ? ([...numbers][0] ?? null) : null;
}

/** The Strong's number of the word in the verse of a version of its language that carries Strong's tags. */
async function strongsFromTags(
  db: Queryable,
  ref: VerseRef,
  language: Language,
  word: string,
  context: string | null,
): Promise<{ strongs: string; how: "tag"; taggedBy: string } | null> {
  for (const tagged of await taggedTexts(db, ref, language)) {
    const match = findTag(tagged.text, tagged.words, word, context);
    const strongs = match?.tag.s[0];
    if (strongs) return { strongs, how: "tag", taggedBy: tagged.version };
  }
  return null;
}

/**
 * The Strong's number behind a clicked word: from the tags of a version in the word's language, else by
 * matching the word's English glosses (or a proper name) against the KJV verse's tagged words. Null
 * when nothing matches with confidence.
 */
export async function strongsForWord(
  db: Queryable,
  ref: VerseRef,
  language: Language,
  word: string,
  context: string | null,
  englishGlosses: readonly string[],
): Promise<{ strongs: string; how: OriginalMatch["how"]; taggedBy: string } | null> {
  const tagged = await strongsFromTags(db, ref, language, word, context);
  if (tagged || language.id === "english") return tagged;
  const kjv = await kjvVerse(db, ref);
  if (!kjv) return null;
  const glosses = englishGlosses
    .flatMap((g) => g.split(/\s+/))
    .filter((g) => g.length > 2 && !STOP_GLOSSES.has(g.toLowerCase()));
  if (glosses.length > 0) {
    const strongs = oneNumber(glossMatches(kjv.words, glosses, englishStem));
    if (strongs) return { strongs, how: "gloss", taggedBy: kjv.version };
  }
  // Proper names and close cognates survive translation: Abraham, Jésus → Jesus.
  const name = fold(word);
  if (name.length >= 4) {
    const same = kjv.words.filter((w) => w.w.split(/\s+/).some((t) => fold(t) === name));
    const strongs = oneNumber(same);
    if (strongs) return { strongs, how: "name", taggedBy: kjv.version };
  }
  return null;
}

/**
 * The number's occurrence in the Hebrew (OSHB) or Greek (RP2018) verse, with its sense and language: the word at
 * `index` when the alignment says which, else the first word with the number.
 */
export async function occurrenceIn(
  db: Queryable,
  ref: VerseRef,
  strongs: string,
  index = -1,
): Promise<Occurrence | null> {
  const source = isNewTestament(ref.book) ? TAGGED_SOURCES.rp2018 : TAGGED_SOURCES.oshb;
  const row = await taggedVerse(db, source, ref);
  if (!row) return null;
  const words: OriginalWord[] = row.words;
  const indexed = words[index];
  const word = indexed?.s.includes(strongs) ? indexed : words.find((w) => w.s.includes(strongs));
  if (!word) return null;
  const language: OriginalLanguage =
    source === TAGGED_SOURCES.rp2018 ? "greek" : word.m?.startsWith("A") ? "aramaic" : "hebrew";
  const [sense] = word.a ? await db.select().from(lexiconSenses).where(eq(lexiconSenses.key, word.a)) : [];
  return { form: word.w, morphology: word.m ?? null, language, sense: sense ?? null };
}

/** Whether the verse's original text is Aramaic (most of its words carry an "A" morphology). */
export async function verseIsAramaic(db: Queryable, ref: VerseRef): Promise<boolean> {
  if (isNewTestament(ref.book)) return false;
  const row = await taggedVerse(db, TAGGED_SOURCES.oshb, ref);
  const words = row?.words ?? [];
  return words.length > 0 && words.filter((w) => w.m?.startsWith("A")).length * 2 > words.length;
}

export async function lexiconEntry(db: Queryable, strongs: string): Promise<LexiconEntry | null> {
  const [entry] = await db.select().from(lexiconEntries).where(eq(lexiconEntries.strongs, strongs));
  return entry ?? null;
}

export async function findOriginal(
  db: Queryable,
  ref: VerseRef,
  language: Language,
  word: string,
  context: string | null,
  englishGlosses: readonly string[],
  position: ClickPosition = {},
): Promise<{ match: OriginalMatch | null; miss: OriginalMiss | null; pendingVersion?: string }> {
  const aligned = await originalOfClickedWord(db, {
    ref,
    language: language.id,
    version: position.version ?? null,
    offset: position.offset ?? null,
    end: position.end ?? null,
    word,
    context,
  });
  let found: { strongs: string; how: OriginalMatch["how"]; taggedBy: string; confidence?: number } | null;
  if (aligned.status === "found") {
    found = { strongs: aligned.strongs, how: "alignment", taggedBy: aligned.version, confidence: aligned.confidence };
  } else if (aligned.status === "absent") {
    found = await strongsForWord(db, ref, language, word, context, englishGlosses);
  } else if (aligned.status === "pending") {
    // A text carrying its own Strong's tags (LSG, KJV…) answers from them while its alignment is still to come.
    found = await strongsFromTags(db, ref, language, word, context);
    if (!found) return { match: null, miss: "pending", pendingVersion: aligned.version };
  } else {
    return { match: null, miss: aligned.status };
  }
  if (!found) return { match: null, miss: null };
  const entry = await lexiconEntry(db, found.strongs);
  if (!entry) return { match: null, miss: null };
  const index = aligned.status === "found" ? aligned.word : -1;
  let occurrence = await occurrenceIn(db, ref, found.strongs, index);
  if (!occurrence && entry.language !== "greek" && (await verseIsAramaic(db, ref))) {
    occurrence = { form: entry.lemma, morphology: null, language: "aramaic", sense: null };
  }
  return { match: { ...found, entry, occurrence, index }, miss: null };
}
