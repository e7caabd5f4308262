import type { Language } from "@bible/canon";
import { and, asc, bibleVersions, eq, ilike, inArray, isNotNull, type Queryable, verses } from "@bible/db";
import { searchFragment } from "./locate";

/** A LIKE pattern of the text; apostrophes match either form (typographic ’ or straight '). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/['’]/g, "_");

/**
 * The verse a sentence comes from, in another language: the sentence is looked up in every installed
 * version and, when it belongs to one verse only, that verse is returned from an installed version of
 * `language`. Null when the verse is ambiguous or the language has no installed version.
 */
export async function verseInLanguage(db: Queryable, context: string, language: Language): Promise<string | null> {
  const fragment = searchFragment(context);
  if (!fragment) return null;
  const found = await db
    .selectDistinct({ book: verses.book, chapter: verses.chapter, verse: verses.verse })
    .from(verses)
    .where(ilike(verses.text, `%${escapeLike(fragment)}%`))
    .limit(2);
  const ref = found.length === 1 ? found[0] : undefined;
  if (!ref) return null;
  const [row] = await db
    .select({ text: verses.text })
    .from(verses)
    .innerJoin(bibleVersions, eq(bibleVersions.code, verses.versionCode))
    .where(
      and(
        inArray(bibleVersions.language, [language.id, language.code]),
        isNotNull(bibleVersions.installedAt),
        eq(verses.book, ref.book),
        eq(verses.chapter, ref.chapter),
        eq(verses.verse, ref.verse),
      ),
    )
    .orderBy(asc(bibleVersions.code))
    .limit(1);
  return row?.text ?? null;
}
