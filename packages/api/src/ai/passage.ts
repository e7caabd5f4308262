import type { Book, LanguageId } from "@bible/canon";
import { and, asc, eq, inArray, type Queryable, verses } from "@bible/db";
import { versionsOf } from "@bible/versions";
import type { PassageText } from "./provider";

const FALLBACK_LANGUAGES: LanguageId[] = ["french", "english"];

/**
 * The chapter as our database holds it, for the model to work from: an installed version of the
 * requested language (the one it opens with first), else French, else English. Null when none of
 * them has this chapter.
 */
export async function findPassage(
  db: Queryable,
  reference: { book: Book; chapter: number; language: LanguageId; verses?: number[] },
): Promise<PassageText | null> {
  const languages = [reference.language, ...FALLBACK_LANGUAGES.filter((l) => l !== reference.language)];
  for (const language of languages) {
    for (const version of await versionsOf(db, language)) {
      const conditions = [
        eq(verses.versionCode, version.code),
        eq(verses.book, reference.book.number),
        eq(verses.chapter, reference.chapter),
      ];
      if (reference.verses && reference.verses.length > 0) conditions.push(inArray(verses.verse, reference.verses));
      const rows = await db
        .select({ verse: verses.verse, text: verses.text })
        .from(verses)
        .where(and(...conditions))
        .orderBy(asc(verses.verse));
      if (rows.length > 0) return { versionCode: version.code, language, verses: rows };
    }
  }
  return null;
}
