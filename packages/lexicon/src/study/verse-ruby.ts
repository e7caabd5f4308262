import { and, eq, type Queryable, type RubyWord, verses } from "@bible/db";
import type { RubySpan } from "../languages/types";
import type { VerseRef } from "./reference";

/**
 * The verse's ruby placed on its text: each pair is looked for from where the previous one ended (the ruby is in
 * text order); a pair whose kanji the text does not have there is left out.
 */
export function placeRuby(text: string, ruby: readonly RubyWord[]): RubySpan[] {
  const spans: RubySpan[] = [];
  let cursor = 0;
  for (const { w, r } of ruby) {
    const at = text.indexOf(w, cursor);
    if (at < 0) continue;
    spans.push({ start: at, end: at + w.length, reading: r });
    cursor = at + w.length;
  }
  return spans;
}

/**
 * The ruby of the clicked word's sentence, in the sentence's coordinates (the context without its brackets, as the
 * analysers read it), when the version read prints ruby for that verse; undefined otherwise. The sentence is
 * found in the stored verse at the word's offset when the client gives it, else where it first occurs.
 */
export async function sentenceRuby(
  db: Queryable,
  where: { version: string | null; reference: VerseRef | null; context: string | null; offset: number | null },
): Promise<RubySpan[] | undefined> {
  const { version, reference, context, offset } = where;
  if (!version || !reference || !context) return undefined;
  const [row] = await db
    .select({ text: verses.text, ruby: verses.ruby })
    .from(verses)
    .where(
      and(
        eq(verses.versionCode, version),
        eq(verses.book, reference.book),
        eq(verses.chapter, reference.chapter),
        eq(verses.verse, reference.verse),
      ),
    )
    .limit(1);
  if (!row?.ruby || row.ruby.length === 0) return undefined;
  const sentence = context.replace(/[[\]]/g, "");
  const bracket = context.indexOf("[");
  const atOffset = offset !== null && bracket >= 0 ? offset - bracket : -1;
  const start = atOffset >= 0 && row.text.startsWith(sentence, atOffset) ? atOffset : row.text.indexOf(sentence);
  if (start < 0) return undefined;
  const end = start + sentence.length;
  return placeRuby(row.text, row.ruby)
    .filter((span) => span.start >= start && span.end <= end)
    .map((span) => ({ start: span.start - start, end: span.end - start, reading: span.reading }));
}
