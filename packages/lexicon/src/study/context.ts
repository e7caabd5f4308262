import type { Language } from "@bible/canon";
import { and, eq, ilike, inArray, type Queryable, verses } from "@bible/db";
import { versionsOf } from "@bible/versions";
import { searchFragment } from "./locate";

/** A LIKE pattern of the text; apostrophes match either form (typographic ’ or straight '). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/['’]/g, "_");

/**
 * The verse a sentence comes from, in another language: the sentence is looked up in every installed
 * version and, when it belongs to one verse only, that verse is returned from an installed version of
 * `language`, the one it opens with first. Null when the verse is ambiguous or the language has no installed version.
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
  const versions = (await versionsOf(db, language.id)).map((v) => v.code);
  if (versions.length === 0) return null;
  const rows = await db
    .select({ version: verses.versionCode, text: verses.text })
    .from(verses)
    .where(
      and(
        inArray(verses.versionCode, versions),
        eq(verses.book, ref.book),
        eq(verses.chapter, ref.chapter),
        eq(verses.verse, ref.verse),
      ),
    );
  // From the version the language opens with when it has this verse, as the reader shows it.
  const row = versions.map((code) => rows.find((r) => r.version === code)).find((r) => r !== undefined);
  return row?.text ?? null;
}
