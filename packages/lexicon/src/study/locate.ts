import type { Language } from "@bible/canon";
import { and, bibleVersions, eq, ilike, inArray, type Queryable, taggedVerses, verses } from "@bible/db";
import { TAGGED_SOURCES } from "../sources";
import type { VerseRef } from "./reference";

/** The clause around the bracketed word, long enough to find its verse ("God so [loved] the world"). */
export function searchFragment(context: string): string | null {
  const bracket = context.indexOf("[");
  const sentence = context.replace(/[[\]]/g, "");
  if (bracket < 0) return sentence.trim() || null;
  const marks = /[,;:.!?«»"“”()]/;
  let start = bracket;
  while (start > 0 && !marks.test(sentence[start - 1] ?? "")) start--;
  let end = bracket;
  while (end < sentence.length && !marks.test(sentence[end] ?? "")) end++;
  const fragment = sentence.slice(start, end).trim();
  return fragment.length >= 3 ? fragment : null;
}

/** A LIKE pattern of the text; apostrophes match either form (typographic ’ or straight '). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/['’]/g, "_");

/**
 * Finds the verse a context sentence comes from, among the versions of its language (and, for English,
 * the lexicon's KJV). Only a single verse is an answer: a clause found in several verses is ambiguous.
 */
export async function locateVerse(db: Queryable, context: string, language: Language): Promise<VerseRef | null> {
  const fragment = searchFragment(context);
  if (!fragment) return null;
  const pattern = `%${escapeLike(fragment)}%`;
  const found = await db
    .selectDistinct({ book: verses.book, chapter: verses.chapter, verse: verses.verse })
    .from(verses)
    .innerJoin(bibleVersions, eq(bibleVersions.code, verses.versionCode))
    .where(and(inArray(bibleVersions.language, [language.id, language.code]), ilike(verses.text, pattern)))
    .limit(2);
  if (found.length === 0 && language.id === "english") {
    found.push(
      ...(await db
        .selectDistinct({ book: taggedVerses.book, chapter: taggedVerses.chapter, verse: taggedVerses.verse })
        .from(taggedVerses)
        .where(and(eq(taggedVerses.source, TAGGED_SOURCES.kjv), ilike(taggedVerses.text, pattern)))
        .limit(2)),
    );
  }
  return found.length === 1 ? (found[0] ?? null) : null;
}
