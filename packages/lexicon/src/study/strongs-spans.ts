import { CONFIDENCE_THRESHOLD, decodeLinks, taggedLinks, tokenize } from "@bible/align";
import { findLanguage } from "@bible/canon";
import type { TaggedWord } from "@bible/db";

type Span = [start: number, end: number];

function sorted(spans: Map<number, number>): Span[] {
  return [...spans].sort((a, b) => a[0] - b[0]);
}

/**
 * Where the words a tagged text (KJV, LSG…) gives a Strong's number stand in its verse, in text order: the text's
 * own tags read the way its alignment reads them (`taggedLinks`), so a search marks the words the word study
 * teaches. Empty when the language is unknown or no tagged word is found in the text.
 */
export function taggedSpans(text: string, language: string, tags: readonly TaggedWord[], strongs: string): Span[] {
  const id = findLanguage(language)?.id;
  if (!id) return [];
  const spans = new Map<number, number>();
  for (const link of taggedLinks(text, tokenize(text, id), tags)) {
    if (link.strongs === strongs) spans.set(link.start, link.end);
  }
  return sorted(spans);
}

/**
 * The words of a verse's stored alignment (`verse_alignments.links`) linked to a Strong's number with at least the
 * confidence the word study trusts (CONFIDENCE_THRESHOLD, which the column `verse_alignments.strongs` also applies).
 */
export function alignedSpans(links: readonly number[], strongs: string): Span[] {
  const spans = new Map<number, number>();
  for (const link of decodeLinks(links)) {
    if (link.strongs === strongs && link.confidence >= CONFIDENCE_THRESHOLD - 1e-6) spans.set(link.start, link.end);
  }
  return sorted(spans);
}
