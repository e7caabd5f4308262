import { type TokenLink, tokenize, tokensAt } from "@bible/align";
import type { Queryable } from "@bible/db";
import { versionsOf } from "@bible/versions";
import { type AlignedVerseView, lookUpVerse } from "../alignment/lookup";
import { positionInVerse } from "./match";
import type { VerseRef } from "./reference";

/** Where the reader clicked: the verse, and the version, the offset or the word itself as far as known. */
export type ClickedWord = {
  ref: VerseRef;
  /** The version read; without it, the installed versions of `language` (its default one first). */
  version?: string | null;
  language?: string | null;
  /** UTF-16 offset of the clicked word in the verse text as stored, and its end when known. */
  offset?: number | null;
  end?: number | null;
  /** The word as clicked, used when no offset is sent. */
  word?: string | null;
  /** The sentence with the word in [brackets], which tells which occurrence was clicked. */
  context?: string | null;
};

export type AlignedOriginal =
  | {
      status: "found";
      version: string;
      strongs: string;
      confidence: number;
      /** The original word's index in its verse (`tagged_verses.words`), -1 when unknown. */
      word: number;
      /** The clicked word in the version's verse. */
      start: number;
      end: number;
      text: string;
    }
  /** No link reaches the version's threshold: the word study says it does not know. */
  | { status: "uncertain"; version: string; confidence: number | null }
  /** The word occurs more than once in the verse, the occurrences are linked differently, and nothing tells which. */
  | { status: "ambiguous"; version: string }
  /** The version is not aligned yet. */
  | { status: "pending"; version: string }
  /** No version of the language has this word in this verse. */
  | { status: "absent" };

type Occurrence = { tokens: number[]; best: TokenLink | null };

/** The token at an index taken from `view.tokens` itself (a missing one is a bug). */
function tokenAt(view: AlignedVerseView, index: number | undefined): AlignedVerseView["tokens"][number] {
  const token = index === undefined ? undefined : view.tokens[index];
  if (!token) throw new Error(`aligned verse has no token ${index}`);
  return token;
}

/**
 * The strongest stored link of the tokens of one written word: its main tokens' links. A clitic's link stands for
 * the word only when the word is nothing but clitics: the article of السلام (ال) is linked to the Greek article,
 * and ὁ is not what 'the peace' renders; with no link of its own, the word's original is not known.
 */
export function bestLink(view: AlignedVerseView, indexes: readonly number[]): TokenLink | null {
  const tokens = indexes.map((i) => tokenAt(view, i));
  const main = tokens.filter((t) => !t.clitic);
  let best: TokenLink | null = null;
  for (const token of main.length > 0 ? main : tokens) {
    for (const link of view.allLinks) {
      if (link.start === token.start && (!best || link.confidence > best.confidence)) best = link;
    }
  }
  return best;
}

/** Every written word of the verse made of the clicked word's tokens (l'abîme, والأرض, 하나님이…). */
function occurrencesOf(view: AlignedVerseView, word: string): Occurrence[] {
  const wanted = tokenize(word, view.language);
  const main = wanted.filter((t) => !t.clitic).map((t) => t.norm);
  const norms = main.length > 0 ? main : wanted.map((t) => t.norm);
  if (norms.length === 0) return [];
  const groups = new Map<number, number[]>();
  view.tokens.forEach((token, i) => {
    groups.set(token.word, [...(groups.get(token.word) ?? []), i]);
  });
  const found: Occurrence[] = [];
  for (const indexes of groups.values()) {
    const tokenNorms = indexes.map((i) => tokenAt(view, i).norm);
    if (norms.every((n) => tokenNorms.includes(n))) found.push({ tokens: indexes, best: bestLink(view, indexes) });
  }
  // A Chinese or Japanese word may span several segments: match their run.
  if (found.length === 0) {
    const joined = norms.join("");
    for (let i = 0; i < view.tokens.length; i++) {
      let text = "";
      const run: number[] = [];
      for (let k = i; k < view.tokens.length && text.length < joined.length; k++) {
        text += tokenAt(view, k).norm;
        run.push(k);
      }
      if (text === joined) found.push({ tokens: run, best: bestLink(view, run) });
    }
  }
  return found;
}

function chooseOccurrence(view: AlignedVerseView, clicked: ClickedWord): Occurrence | "ambiguous" | null {
  if (clicked.offset !== undefined && clicked.offset !== null) {
    const tokens = tokensAt(view.tokens, clicked.offset, clicked.end ?? undefined);
    return tokens.length > 0 ? { tokens, best: bestLink(view, tokens) } : null;
  }
  if (!clicked.word) return null;
  const found = occurrencesOf(view, clicked.word);
  if (found.length <= 1) return found[0] ?? null;
  const position = positionInVerse(view.text, clicked.context ?? null);
  if (position !== null) {
    const hit = found.find((o) =>
      o.tokens.some((i) => position >= tokenAt(view, i).start && position < tokenAt(view, i).end),
    );
    if (hit) return hit;
  }
  // Without a position: the occurrences linked with confidence must all agree (the others are unknown, not
  // different); two confident occurrences with different numbers are left undecided.
  const confident = found.filter((o) => o.best && o.best.confidence >= view.threshold - 1e-6);
  const numbers = new Set(confident.map((o) => o.best?.strongs));
  if (numbers.size > 1) return "ambiguous";
  return confident[0] ?? found[0] ?? null;
}

/**
 * The original word behind a clicked word, from the stored alignment: by the clicked offset when the client sends
 * it, else by the word (its occurrence chosen from the context; never a guess when two occurrences differ). A link
 * below the version's threshold is reported as uncertain, not used.
 */
export async function originalOfClickedWord(db: Queryable, clicked: ClickedWord): Promise<AlignedOriginal> {
  const versions = clicked.version
    ? [clicked.version]
    : clicked.language
      ? (await versionsOf(db, clicked.language)).map((v) => v.code)
      : [];
  let pending: string | null = null;
  for (const version of versions) {
    const lookup = await lookUpVerse(db, version, clicked.ref);
    if (lookup.status === "missing") continue;
    if (lookup.status === "pending") {
      pending ??= version;
      continue;
    }
    const { view } = lookup;
    const occurrence = chooseOccurrence(view, clicked);
    if (occurrence === null) continue;
    if (occurrence === "ambiguous") return { status: "ambiguous", version };
    const link = occurrence.best;
    if (!link || link.confidence < view.threshold - 1e-6) {
      return { status: "uncertain", version, confidence: link?.confidence ?? null };
    }
    const first = tokenAt(view, occurrence.tokens[0]);
    const last = tokenAt(view, occurrence.tokens.at(-1));
    return {
      status: "found",
      version,
      strongs: link.strongs,
      confidence: link.confidence,
      word: link.word,
      start: first.start,
      end: last.end,
      text: view.text.slice(first.start, last.end),
    };
  }
  return pending ? { status: "pending", version: pending } : { status: "absent" };
}
