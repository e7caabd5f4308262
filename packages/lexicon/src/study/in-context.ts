import type { TokenLink } from "@bible/align";
import type { Queryable } from "@bible/db";
import { versionsOf } from "@bible/versions";
import { lookUpVerse } from "../alignment/lookup";
import type { VerseRef } from "./reference";

/** A word of a version's verse, with its offsets there and the confidence of its link. */
export type AlignedToken = { text: string; start: number; end: number; confidence: number };

export type ContextTranslation =
  | {
      status: "found";
      version: string;
      /** The words linked to the original word, in text order. */
      words: AlignedToken[];
      /** Those words as the verse writes them, adjacent ones joined ("au-dessus", "burnt offering"). */
      rendering: string;
    }
  /** The version is aligned, but none of its words is linked with confidence to this original word. */
  | { status: "none"; version: string }
  | { status: "pending"; version: string }
  /** No installed version of the language has this verse. */
  | { status: "absent" };

export type ContextTranslationRequest = {
  ref: VerseRef;
  /** The original word: its Strong's number and, when known, its index in the original verse. */
  strongs: string;
  word?: number | null;
  /** The version to read the rendering in; without it, the installed versions of `language`, default first. */
  version?: string | null;
  language?: string | null;
  /** Which linked words count (all by default): the word study leaves out 'you' for a noun, see `alignedWords`. */
  keep?: (word: string) => boolean;
};

/** The linked tokens for one original word: those tied to the same occurrence when the original has several. */
function linkedTo(links: readonly TokenLink[], strongs: string, word: number | null | undefined): TokenLink[] {
  const same = links.filter((l) => l.strongs === strongs);
  if (word === undefined || word === null || word < 0) return same;
  const exact = same.filter((l) => l.word === word);
  return exact.length > 0 ? exact : same;
}

/**
 * Translation in context: the word(s) of a version aligned to the same original word in the same verse ('Пастырь'
 * in Psalm 23:1 → H7462 → 'berger' in LSG, 'shepherd' in KJV), for any pair of languages.
 */
export async function translationInContext(
  db: Queryable,
  request: ContextTranslationRequest,
): Promise<ContextTranslation> {
  const versions = request.version
    ? [request.version]
    : request.language
      ? (await versionsOf(db, request.language)).map((v) => v.code)
      : [];
  let pending: string | null = null;
  for (const version of versions) {
    const lookup = await lookUpVerse(db, version, request.ref);
    if (lookup.status === "missing") continue;
    if (lookup.status === "pending") {
      pending ??= version;
      continue;
    }
    const { view } = lookup;
    const byStart = new Map<number, AlignedToken>();
    for (const link of linkedTo(view.links, request.strongs, request.word)) {
      const known = byStart.get(link.start);
      if (!known || link.confidence > known.confidence) {
        byStart.set(link.start, {
          text: view.text.slice(link.start, link.end),
          start: link.start,
          end: link.end,
          confidence: link.confidence,
        });
      }
    }
    const words = [...byStart.values()].filter((w) => request.keep?.(w.text) ?? true).sort((a, b) => a.start - b.start);
    if (words.length === 0) return { status: "none", version };
    return { status: "found", version, words, rendering: rendering(view.text, words) };
  }
  return pending ? { status: "pending", version: pending } : { status: "absent" };
}

/** The words in text order; neighbours separated only by spaces or a hyphen are one phrase, others are listed. */
function rendering(text: string, words: readonly AlignedToken[]): string {
  const phrases: string[] = [];
  const [first, ...rest] = words;
  if (!first) return "";
  let phraseStart = first.start;
  let phraseEnd = first.end;
  for (const word of rest) {
    if (/^[\s\-‐]*$/u.test(text.slice(phraseEnd, word.start))) phraseEnd = word.end;
    else {
      phrases.push(text.slice(phraseStart, phraseEnd));
      phraseStart = word.start;
      phraseEnd = word.end;
    }
  }
  phrases.push(text.slice(phraseStart, phraseEnd));
  return [...new Set(phrases)].join(", ");
}
