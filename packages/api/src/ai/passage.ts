import { type Book, findLanguage, type LanguageId } from "@bible/canon";
import { and, asc, bibleVersions, eq, inArray, isNotNull, type Queryable, verses } from "@bible/db";
import type { PassageText } from "./provider";

const FALLBACK_LANGUAGES: LanguageId[] = ["french", "english"];

/**
 * The chapter as our database holds it, for the model to work from: an installed version of the
 * requested language (its default version first), else French, else English. Null when none of
 * them has this chapter.
 */
export async function findPassage(
  db: Queryable,
  reference: { book: Book; chapter: number; language: LanguageId; verses?: number[] },
): Promise<PassageText | null> {
  const languages = [reference.language, ...FALLBACK_LANGUAGES.filter((l) => l !== reference.language)];
  // Versions may record their language as the id ('french') or the code ('fr'): accept both.
  const spellings = languages.flatMap((id) => [id, findLanguage(id)?.code ?? id]);
  const installed = await db
    .select({ code: bibleVersions.code, language: bibleVersions.language })
    .from(bibleVersions)
    .where(and(inArray(bibleVersions.language, spellings), isNotNull(bibleVersions.installedAt)));

  const candidates = installed
    .map((v) => {
      const language = findLanguage(v.language);
      const rank = language ? languages.indexOf(language.id) : -1;
      return { code: v.code, language, rank, isDefault: language?.defaultVersion === v.code };
    })
    .filter((v) => v.language !== undefined && v.rank >= 0)
    .sort((a, b) => a.rank - b.rank || Number(b.isDefault) - Number(a.isDefault) || a.code.localeCompare(b.code));

  for (const candidate of candidates) {
    if (!candidate.language) continue;
    const conditions = [
      eq(verses.versionCode, candidate.code),
      eq(verses.book, reference.book.number),
      eq(verses.chapter, reference.chapter),
    ];
    if (reference.verses && reference.verses.length > 0) conditions.push(inArray(verses.verse, reference.verses));
    const rows = await db
      .select({ verse: verses.verse, text: verses.text })
      .from(verses)
      .where(and(...conditions))
      .orderBy(asc(verses.verse));
    if (rows.length > 0) return { versionCode: candidate.code, language: candidate.language.id, verses: rows };
  }
  return null;
}
