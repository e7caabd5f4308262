import { findLanguage, type Language, openingOrder } from "@bible/canon";
import type { RouterOutputs } from "@/lib/trpc";
import { type Found, strongsVerses } from "./pack-search";
import { type KeptPack, keptPacks, readPack, type VersionPack } from "./packs";

type OccurrencePage = RouterOutputs["bible"]["occurrences"];

/**
 * 'Autres occurrences' without the network (issue 34): every verse of the reader's downloaded version whose links
 * name the original word, read once for the word (a page is a slice of it, occurrencePage). Null when this device
 * keeps no pack of the reader's language.
 */
export type PackOccurrences = { version: string; language: string; found: Found[] } | null;

/**
 * The kept pack a language's occurrences are read from: the one the server opens the language with (its rule,
 * openingOrder), among the packs of that language on this device. A kept pack was installed on the server when it
 * was downloaded, so when the server's version is kept it is the one chosen.
 */
export function occurrencePack(kept: readonly KeptPack[], language: Language): KeptPack | undefined {
  const ofLanguage = kept
    .filter((pack) => findLanguage(pack.language)?.id === language.id)
    .map((pack) => ({ code: pack.version, pack }));
  return openingOrder(language, ofLanguage)[0]?.pack;
}

/** Every verse of a pack where the original word (its Strong's number) occurs, aligned words to highlight. */
export function occurrencesInPack(pack: VersionPack, strongs: string): NonNullable<PackOccurrences> {
  return { version: pack.version, language: pack.language, found: [...strongsVerses(pack, strongs)] };
}

/** One page of the occurrences read from a pack, shaped as the server's answer (bible.occurrences). */
export function occurrencePage(
  strongs: string,
  occurrences: PackOccurrences,
  page: number,
  pageSize: number,
): OccurrencePage | null {
  if (!occurrences) return null;
  const start = (page - 1) * pageSize;
  return {
    strongs,
    version: occurrences.version,
    language: occurrences.language,
    total: occurrences.found.length,
    page,
    pageSize,
    pending: false,
    items: occurrences.found.slice(start, start + pageSize).map((hit) => ({
      book: hit.book,
      chapter: hit.chapter,
      verse: hit.verse,
      text: hit.text,
      highlights: hit.spans.map(([spanStart, end]) => ({ start: spanStart, end })),
    })),
  };
}

/** Reads the occurrences of an original word from the reader language's kept pack (null when there is none). */
export async function packOccurrences(strongs: string, languageRef: string): Promise<PackOccurrences> {
  const language = findLanguage(languageRef);
  const kept = language ? occurrencePack(await keptPacks(), language) : undefined;
  const pack = kept ? await readPack(kept.version) : undefined;
  return pack ? occurrencesInPack(pack, strongs) : null;
}
