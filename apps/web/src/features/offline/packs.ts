import { strongsNumber } from "@bible/align/strongs";
import { findBook, findLanguage, localizedBookName } from "@bible/canon";
import type { RouterOutputs } from "@/lib/trpc";

/**
 * Version packs kept on this device (issue 34): a version's whole text with its word-study data, as GET
 * /api/packs/{version} answers it, downloaded from the 'Hors ligne' screen. Kept in the Cache API, not IndexedDB:
 * a pack is one answer read whole (the reader parses it once per session and keeps it in memory), the Cache API
 * stores it as the server sent it with no library and no schema to migrate, its size is counted by
 * `navigator.storage.estimate()` like the service worker's caches, and removing a pack is one delete.
 */
export type VersionPack = RouterOutputs["bible"]["pack"];
type Chapter = RouterOutputs["bible"]["chapter"];
type WordDefinition = RouterOutputs["ai"]["wordDefinition"];

const PACKS_CACHE = "bible-packs-v1";
/** The key a pack is kept under: one per version (the reader language's glosses are those of its download). */
const packKey = (version: string) => `/offline-packs/${encodeURIComponent(version)}`;

/** A pack on this device, as the 'Hors ligne' screen lists it. */
export type KeptPack = { version: string; name: string; language: string; bytes: number; revision: string };

const listeners = new Set<() => void>();
/** Parsed packs, by version: parsed once, on first use offline. */
const parsed = new Map<string, Promise<VersionPack | undefined>>();
/** The packs of `parsed` once read, for an answer in the same render (`parsedPack`). */
const ready = new Map<string, VersionPack>();

function changed() {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever a pack is downloaded or removed. */
export function onPacksChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function cacheAvailable(): boolean {
  return typeof caches !== "undefined";
}

/** The packs on this device, by version code. */
export async function keptPacks(): Promise<KeptPack[]> {
  if (!cacheAvailable()) return [];
  const cache = await caches.open(PACKS_CACHE);
  const kept: KeptPack[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const headers = response?.headers;
    const version = headers?.get("x-pack-version");
    if (!headers || !version) continue;
    kept.push({
      version,
      name: decodeURIComponent(headers.get("x-pack-name") ?? version),
      language: headers.get("x-pack-language") ?? "",
      bytes: Number(headers.get("x-pack-bytes") ?? 0),
      revision: headers.get("x-pack-revision") ?? "",
    });
  }
  return kept.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Downloads a version's pack for a reader language and keeps it; `onProgress` hears the share received (0 to 1),
 * counted on the decompressed bytes against `rawBytes` (GET /api/packs/{version}/size).
 */
export async function downloadPack(
  version: string,
  reader: string,
  rawBytes: number,
  onProgress: (share: number) => void,
): Promise<void> {
  const url = `/api/packs/${encodeURIComponent(version)}?reader=${encodeURIComponent(reader)}`;
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok || !response.body) throw new Error(`GET ${url}: ${response.status}`);
  const reader_ = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader_.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(Math.min(1, received / Math.max(1, rawBytes)));
  }
  const blob = new Blob(chunks, { type: "application/json" });
  // Read once to check it is a whole pack, and to label it.
  const pack: VersionPack = JSON.parse(await blob.text());
  const cache = await caches.open(PACKS_CACHE);
  await cache.put(
    packKey(version),
    new Response(blob, {
      headers: {
        "content-type": "application/json",
        "x-pack-bytes": String(blob.size),
        "x-pack-version": pack.version,
        "x-pack-name": encodeURIComponent(pack.versionName),
        "x-pack-language": pack.language,
        "x-pack-revision": pack.revision,
      },
    }),
  );
  parsed.set(pack.version, Promise.resolve(pack));
  ready.set(pack.version, pack);
  changed();
}

/** Removes a version's pack from this device. */
export async function removePack(version: string): Promise<void> {
  if (!cacheAvailable()) return;
  const cache = await caches.open(PACKS_CACHE);
  await cache.delete(packKey(version));
  parsed.delete(version);
  ready.delete(version);
  changed();
}

/** The pack of a version when this device keeps one, parsed once. */
export function readPack(version: string): Promise<VersionPack | undefined> {
  let pack = parsed.get(version);
  if (!pack) {
    pack = (async () => {
      if (!cacheAvailable()) return undefined;
      const response = await (await caches.open(PACKS_CACHE)).match(packKey(version));
      if (!response) return undefined;
      const read: VersionPack = await response.json();
      return read;
    })();
    parsed.set(version, pack);
    pack
      .then((found) => (found ? ready.set(version, found) : parsed.delete(version)))
      .catch(() => parsed.delete(version));
  }
  return pack;
}

/**
 * The pack of a version when this device keeps one and this session has already read it (the reader reads the
 * packs of the chapters it shows offline), without waiting: the word dialog answers from it in its first render.
 */
export function parsedPack(version: string): VersionPack | undefined {
  return ready.get(version);
}

/** A chapter of a kept pack, shaped as the server's chapter answer; undefined when the pack lacks it. */
export function chapterFromPack(pack: VersionPack, bookRef: string, chapter: number): Chapter | undefined {
  const book = findBook(bookRef);
  if (!book) return undefined;
  const verses = pack.books.find((entry) => entry.book === book.number)?.chapters[chapter - 1];
  if (!verses || verses.length === 0) return undefined;
  const language = findLanguage(pack.language);
  return {
    version: pack.version,
    versionName: pack.versionName,
    language: pack.language,
    book: book.english,
    bookId: book.osis,
    bookName: localizedBookName(book, language?.code ?? "en"),
    chapter,
    verses: verses.map((verse) => ({
      verse: verse.v,
      text: verse.t,
      ...(verse.r ? { originalRef: verse.r } : {}),
      ...(verse.h ? { heading: verse.h } : {}),
      ...(verse.e ? { verseEnd: verse.e } : {}),
    })),
  };
}

/** Where a word was read: the verse and the word's UTF-16 offsets in its text, as the reader reports them. */
type PackPlace = { book: string; chapter: number; verse: number; offset: number; end: number };

/**
 * The original word behind a word of a kept pack, from its trusted links: the link whose token holds the word's
 * first character (or overlaps the word), and the original with its glosses. Undefined when the verse has no link
 * there.
 */
export function originalFromPack(pack: VersionPack, place: PackPlace) {
  const book = findBook(place.book);
  const verse = book
    ? pack.books
        .find((entry) => entry.book === book.number)
        ?.chapters[place.chapter - 1]?.find((v) => v.v === place.verse)
    : undefined;
  const links = verse?.l ?? [];
  for (let k = 0; k + 2 < links.length; k += 3) {
    const start = links[k] ?? 0;
    const end = links[k + 1] ?? 0;
    if (start < place.end && end > place.offset) {
      const strongs = strongsNumber(links[k + 2] ?? 0);
      const original = pack.originals[strongs];
      if (original) return { strongs, ...original };
    }
  }
  return undefined;
}

/**
 * The word dialog's answer from a kept pack, offline: the original word and its transliteration, its gloss in the
 * reader's language as the translation (never the English one: that is shown beside it, said to be English, as the
 * server does); what only the server knows (grammar, pronunciation, the dictionary's definition) is left out and
 * said so in `texts.missing`.
 */
export function definitionFromPack(
  pack: VersionPack,
  selection: { word: string; context: string; place: PackPlace },
  texts: { missing: string; englishGloss: (gloss: string) => string },
): WordDefinition | undefined {
  const original = originalFromPack(pack, selection.place);
  if (!original) return undefined;
  const english = original.e && original.e !== original.g ? texts.englishGloss(original.e) : undefined;
  const gloss = [original.g, english].filter(Boolean).join(" · ");
  // The dialog names Hebrew and Aramaic terms; a Greek word is told in the note, as the server does.
  const greek = original.k === "g";
  const aramaic = original.k === "a";
  const named = greek ? null : original.l;
  const note = greek
    ? [`${original.l}${original.x ? ` (${original.x})` : ""}`, gloss].filter(Boolean).join(" — ")
    : gloss || null;
  return {
    word: selection.word,
    definition: null,
    context: selection.context,
    grammaticalType: null,
    infinitive: null,
    pronunciation: null,
    translation: original.g ?? null,
    conjugations: null,
    declension: null,
    hebrew: aramaic ? null : named,
    hebrewPhonetic: aramaic || greek ? null : (original.x ?? null),
    hebrewExplanation: aramaic ? null : note,
    aramaic: aramaic ? original.l : null,
    aramaicPhonetic: aramaic ? (original.x ?? null) : null,
    aramaicExplanation: aramaic ? note : null,
    pronunciationSystem: null,
    missing: texts.missing,
    strongs: original.strongs,
    pending: false,
  };
}
