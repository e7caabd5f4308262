import { bookByNumber, findLanguage, localizedBookName } from "@bible/canon";
import { verseCount } from "@bible/canon/verses";
import { and, commentarySections, crossReferences, desc, eq, gte, lte, type Queryable } from "@bible/db";
import { MHCC_SOURCE } from "../sources";
import { textsFor } from "./texts";

export type PassageExplanation = { explanation: string; keyThemes: string[]; practicalApplication: string };

export type PassageRequest = {
  book: number;
  chapter: number;
  /** "16", "1-8", or empty for the whole chapter. */
  verses?: string | null;
  /** The reader's interface language, for the texts around the commentary. */
  interfaceLanguage: string;
  crossReferenceLimit?: number;
};

export function verseRange(verses: string | null | undefined, chapterLength: number): [number, number] {
  const numbers = (verses ?? "").match(/\d+/g)?.map(Number) ?? [];
  if (numbers.length === 0) return [1, chapterLength];
  const first = Math.max(1, Math.min(...numbers));
  return [first, Math.min(chapterLength, Math.max(...numbers))];
}

type Reference = {
  book: number;
  chapter: number;
  verse: number;
  endBook: number | null;
  endChapter: number | null;
  endVerse: number | null;
};

export function formatCrossReference(ref: Reference, code: Parameters<typeof localizedBookName>[1]): string {
  const start = `${localizedBookName(bookByNumber(ref.book), code)} ${ref.chapter}:${ref.verse}`;
  if (ref.endVerse === null || ref.endChapter === null) return start;
  if ((ref.endBook ?? ref.book) !== ref.book) {
    return `${start} – ${localizedBookName(bookByNumber(ref.endBook ?? ref.book), code)} ${ref.endChapter}:${ref.endVerse}`;
  }
  return ref.endChapter === ref.chapter ? `${start}-${ref.endVerse}` : `${start}-${ref.endChapter}:${ref.endVerse}`;
}

/**
 * An explanation without a model: the sections of Matthew Henry's Concise Commentary that cover the
 * passage (quoted in English, and said so), the chapter outline's headings for the passage as key
 * themes, and the passage's best-voted cross references to read alongside.
 */
export async function explainPassage(db: Queryable, request: PassageRequest): Promise<PassageExplanation> {
  const book = bookByNumber(request.book);
  const chapterLength = verseCount(book, request.chapter);
  const [first, last] = verseRange(request.verses, chapterLength);
  const language = findLanguage(request.interfaceLanguage) ?? findLanguage("fr");
  const code = language?.code ?? "fr";
  const t = textsFor(code);

  const sections = await db
    .select()
    .from(commentarySections)
    .where(
      and(
        eq(commentarySections.source, MHCC_SOURCE),
        eq(commentarySections.book, request.book),
        eq(commentarySections.chapter, request.chapter),
      ),
    )
    .orderBy(commentarySections.verse);
  const starts = sections.filter((s) => s.verse > 0).map((s) => s.verse);
  const covering = sections.filter((s) => {
    if (s.verse === 0) return false;
    const next = starts.find((v) => v > s.verse) ?? chapterLength + 1;
    return s.verse <= last && next > first;
  });
  const outline = sections.find((s) => s.verse === 0)?.outline ?? [];
  const keyThemes = outline
    .filter((item) => item.fromVerse <= last && item.toVerse >= first)
    .map((item) => {
      const span = item.fromVerse === item.toVerse ? `${item.fromVerse}` : `${item.fromVerse}-${item.toVerse}`;
      return `${item.title.replace(/\.$/, "")} (${span})`;
    });

  const rows = await db
    .select()
    .from(crossReferences)
    .where(
      and(
        eq(crossReferences.fromBook, request.book),
        eq(crossReferences.fromChapter, request.chapter),
        gte(crossReferences.fromVerse, first),
        lte(crossReferences.fromVerse, last),
      ),
    )
    .orderBy(desc(crossReferences.votes))
    .limit(50);
  const seen = new Set<string>();
  const references: string[] = [];
  for (const row of rows) {
    const text = formatCrossReference(
      {
        book: row.toBook,
        chapter: row.toChapter,
        verse: row.toVerse,
        endBook: row.toEndBook,
        endChapter: row.toEndChapter,
        endVerse: row.toEndVerse,
      },
      code,
    );
    if (seen.has(text)) continue;
    seen.add(text);
    references.push(text);
    if (references.length >= (request.crossReferenceLimit ?? 6)) break;
  }

  const body = covering.map((s) => s.text).join("\n\n");
  return {
    explanation: body ? `${t("lexicon.explanation.intro")}\n\n${body}` : t("lexicon.explanation.none"),
    keyThemes,
    practicalApplication:
      references.length > 0
        ? t("lexicon.explanation.crossReferences", { references: references.join(" ; ") })
        : t("lexicon.explanation.noCrossReferences"),
  };
}
