import { FUNCTION_WORDS, type TaggedLanguage as GoldLanguage } from "@bible/canon";
import type { OriginalVerse } from "../align.ts";
import type { TokenLink } from "../links.ts";
import type { Token } from "../tokenize/index.ts";

/** The main word class of an OSHB (HC/Td/Ncbsa) or Robinson (N-NSF) morphology code: N, V, A, … */
export function wordClass(strongs: string, morphology: string | undefined): string {
  const code = morphology ?? "";
  if (strongs.startsWith("G")) return code.split("-")[0] ?? "";
  const stems = code
    .slice(1)
    .split("/")
    .filter((segment) => !segment.startsWith("S"));
  return stems.at(-1)?.[0] ?? "";
}

/**
 * The Strong's numbers of content words: nouns (proper nouns included), verbs and adjectives, by the class the
 * original's morphology gives most of their occurrences.
 */
export function contentNumbers(originals: Iterable<OriginalVerse>): Set<string> {
  const classes = new Map<string, Map<string, number>>();
  for (const verse of originals) {
    for (const word of verse.words) {
      const strongs = word.s[0];
      if (!strongs) continue;
      const counts = classes.get(strongs) ?? new Map<string, number>();
      const kind = wordClass(strongs, word.m);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      classes.set(strongs, counts);
    }
  }
  const content = new Set<string>();
  for (const [strongs, counts] of classes) {
    const [kind] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [""];
    if (kind === "N" || kind === "V" || kind === "A") content.add(strongs);
  }
  return content;
}

/** One token of a tagged text judged against its own tags. */
export type Judgement = {
  book: number;
  /** The confidence of the aligner's best link for the token (0 when it has none). */
  confidence: number;
  correct: boolean;
  /** Its tag is a noun, verb or adjective, and the token is not a function word inside a tagged phrase. */
  content: boolean;
};

/** Judges the aligner's best link of every token that its text tags (`gold`, the links of its own tags). */
export function judgeVerse(
  book: number,
  tokens: readonly Token[],
  predicted: readonly TokenLink[],
  gold: readonly TokenLink[],
  content: ReadonlySet<string>,
  language: GoldLanguage,
): Judgement[] {
  const functionWords: ReadonlySet<string> = FUNCTION_WORDS[language];
  const judged: Judgement[] = [];
  for (const token of tokens) {
    const expected = gold.filter((l) => l.start === token.start).map((l) => l.strongs);
    if (expected.length === 0) continue;
    let best: TokenLink | null = null;
    for (const link of predicted) {
      if (link.start === token.start && (!best || link.confidence > best.confidence)) best = link;
    }
    judged.push({
      book,
      confidence: best?.confidence ?? 0,
      correct: best !== null && expected.includes(best.strongs),
      content: expected.some((s) => content.has(s)) && !token.clitic && !functionWords.has(token.norm),
    });
  }
  return judged;
}

export type Measure = { threshold: number; precision: number; coverage: number; tokens: number };

/** Precision of the links kept at `threshold`, and the share of judged tokens that keep one. */
export function measureAt(judged: readonly Judgement[], threshold: number): Measure {
  let kept = 0;
  let correct = 0;
  for (const j of judged) {
    if (j.confidence >= threshold && j.confidence > 0) {
      kept++;
      if (j.correct) correct++;
    }
  }
  return {
    threshold,
    precision: kept > 0 ? correct / kept : 0,
    coverage: judged.length > 0 ? kept / judged.length : 0,
    tokens: judged.length,
  };
}
