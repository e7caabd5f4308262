import { strongsCode } from "@bible/align/strongs";
import { bookByNumber, findBook, strongsOf } from "@bible/canon";
import type { RouterOutputs } from "@/lib/trpc";
import { keptPacks, readPack, type VersionPack } from "./packs";

type VersesResult = Extract<RouterOutputs["search"]["query"], { kind: "verses" }>;
type Hit = VersesResult["hits"][number];

export type PackSearchInput = {
  q: string;
  testament?: "OT" | "NT";
  book?: string;
  version?: string;
};

/** The query key of a pack search: its input without the page, so that paging reads no pack again (packPage). */
export const PACK_SEARCH_KEY = "pack-search";

/**
 * Every verse a search without the network finds, in the versions this device keeps (none when it keeps none):
 * read once per query, a page is a slice of it (packPage).
 */
export type PackMatches = { versions: string[]; matches: Matches | null };

/** What a search without the network shows: one page of its matches. */
export type PackSearch = { versions: string[]; result: VersesResult | null };

/** Scripts written without spaces between words: a term is found anywhere in the text, not at a word's start. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** One character folded for comparison: no accents or vowel points, lower case. */
const foldChar = (char: string) => char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const fold = (text: string) => [...text].map(foldChar).join("");

/** A text folded, with the offset in the text of each folded character (to highlight what matched). */
function foldedWithOffsets(text: string): { folded: string; at: number[] } {
  let folded = "";
  const at: number[] = [];
  let offset = 0;
  for (const char of text) {
    const piece = foldChar(char);
    folded += piece;
    for (let i = 0; i < piece.length; i++) at.push(offset);
    offset += char.length;
  }
  at.push(offset);
  return { folded, at };
}

/** The terms of a query: a quoted phrase as one term, else its words. */
function termsOf(q: string): string[] {
  const quoted = /^\s*"([^"]+)"\s*$/.exec(q);
  if (quoted?.[1]) return [fold(quoted[1].trim())];
  return (fold(q).match(/[\p{L}\p{N}]+/gu) ?? []).filter(Boolean);
}

/** Where a term stands in a folded text: at the start of a word (or anywhere in a script without spaces). */
function find(folded: string, term: string): [number, number][] {
  const found: [number, number][] = [];
  for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + 1)) {
    const before = folded[at - 1];
    if (UNSPACED.test(term) || before === undefined || !/[\p{L}\p{N}]/u.test(before)) {
      found.push([at, at + term.length]);
    }
  }
  return found;
}

/** A verse of a pack that matches, with the UTF-16 spans of its text to highlight. */
export type Found = {
  version: string;
  book: number;
  chapter: number;
  verse: number;
  text: string;
  spans: [number, number][];
};

function* verses(pack: VersionPack, keep: (book: number) => boolean) {
  for (const { book, chapters } of pack.books) {
    if (!keep(book)) continue;
    for (const [index, list] of chapters.entries()) {
      for (const verse of list) yield { book, chapter: index + 1, verse };
    }
  }
}

/**
 * The verses of a pack whose trusted links name an original word (its Strong's number, 'H7225' or 'G26'), in the
 * pack's order, each with the spans of the words linked to it: the Strong's search and 'Autres occurrences' offline.
 */
export function* strongsVerses(
  pack: VersionPack,
  strongs: string,
  keep: (book: number) => boolean = () => true,
): Generator<Found> {
  const code = strongsCode(strongs);
  for (const { book, chapter, verse } of verses(pack, keep)) {
    const links = verse.l ?? [];
    const spans: [number, number][] = [];
    for (let i = 0; i + 2 < links.length; i += 3) {
      if (links[i + 2] === code) spans.push([links[i] ?? 0, links[i + 1] ?? 0]);
    }
    if (spans.length > 0) yield { version: pack.version, book, chapter, verse: verse.v, text: verse.t, spans };
  }
}

type Matches = Pick<VersesResult, "mode" | "strongs" | "books"> & { found: Found[] };

/**
 * Searches the versions this device keeps (issue 34), as /recherche does online but simpler: every word of the
 * query at the start of a word of the verse (accents and case aside), a quoted phrase as written, or a Strong's
 * number through the pack's alignment. Verses in canonical order, the reader's filters applied, counted by book:
 * all of them, which packPage cuts into pages.
 */
export async function searchPacks(input: PackSearchInput): Promise<PackMatches> {
  const kept = (await keptPacks()).filter((pack) => !input.version || pack.version === input.version);
  const packs = (await Promise.all(kept.map((pack) => readPack(pack.version)))).filter(
    (pack): pack is VersionPack => pack !== undefined,
  );
  if (packs.length === 0) return { versions: [], matches: null };
  const only = input.book ? findBook(input.book)?.number : undefined;
  const keep = (book: number) =>
    (only === undefined || book === only) && (!input.testament || bookByNumber(book).testament === input.testament);
  const strongs = strongsOf(input.q);
  const found: Found[] = [];
  if (strongs) {
    for (const pack of packs) for (const hit of strongsVerses(pack, strongs, keep)) found.push(hit);
  } else {
    const terms = termsOf(input.q);
    if (terms.length > 0) {
      for (const pack of packs) {
        for (const { book, chapter, verse } of verses(pack, keep)) {
          // The quick test first: the folded verse holds every term somewhere.
          const quick = fold(verse.t);
          if (!terms.every((term) => quick.includes(term))) continue;
          const { folded, at } = foldedWithOffsets(verse.t);
          const matches = terms.map((term) => find(folded, term));
          if (matches.some((list) => list.length === 0)) continue;
          const spans = matches.flat().map(([start, end]): [number, number] => [at[start] ?? 0, at[end] ?? 0]);
          found.push({ version: pack.version, book, chapter, verse: verse.v, text: verse.t, spans });
        }
      }
    }
  }
  const counts = new Map<number, number>();
  for (const hit of found) counts.set(hit.book, (counts.get(hit.book) ?? 0) + 1);
  return {
    versions: packs.map((pack) => pack.version),
    matches: {
      mode: strongs ? "strongs" : "words",
      ...(strongs ? { strongs } : {}),
      books: [...counts]
        .sort((a, b) => a[0] - b[0])
        .map(([number, count]) => ({ book: bookByNumber(number).english, bookId: bookByNumber(number).osis, count })),
      found,
    },
  };
}

/** One page of a pack search's matches, shaped as the server's answer. */
export function packPage(search: PackMatches, page: number, pageSize: number): PackSearch {
  const { versions, matches } = search;
  if (!matches) return { versions, result: null };
  const { found, ...rest } = matches;
  const start = (page - 1) * pageSize;
  const hits: Hit[] = found.slice(start, start + pageSize).map((hit) => {
    const book = bookByNumber(hit.book);
    return {
      version: hit.version,
      book: book.english,
      bookId: book.osis,
      chapter: hit.chapter,
      verse: hit.verse,
      text: hit.text,
      highlights: hit.spans,
      rank: 0,
    };
  });
  return { versions, result: { kind: "verses", ...rest, total: found.length, page, pageSize, hits } };
}
