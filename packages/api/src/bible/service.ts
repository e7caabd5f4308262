import { BOOKS, type Language, localizedBookName } from "@bible/canon";
import { and, asc, type BibleVersion, bibleVersions, type Database, eq, verses } from "@bible/db";
import { frenchMessage } from "@bible/i18n";
import { otherOccurrences, versionsOfLanguage } from "@bible/lexicon";
import { getTRPCErrorFromUnknown } from "@trpc/server";
import { LRUCache } from "lru-cache";
import { apiError, describeError, invalidField } from "../errors";
import { resolveBook, resolveLanguage } from "../lib/refs";
import type { Occurrences, OccurrencesInput } from "../schemas/ai";
import {
  type BibleChapter,
  type BibleVersionInfo,
  type BookInfo,
  type ChapterSet,
  chaptersInput,
} from "../schemas/bible";
import { verseWords, WORDS_REVISION } from "./words";

/**
 * Installed text never changes under a running server except by a re-import, which sets a new
 * installedAt: chapters are cached under a key that includes it. The version rows themselves are
 * re-read every few seconds so an install made by the CLI shows up without a restart.
 */
type BibleCache = {
  versions: LRUCache<"rows", Map<string, BibleVersion>>;
  chapters: LRUCache<string, BibleChapter>;
};

const caches = new WeakMap<Database, BibleCache>();

function cacheOf(db: Database): BibleCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      versions: new LRUCache({ max: 1, ttl: 10_000 }),
      chapters: new LRUCache({ max: 2_000 }),
    };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Empties the chapter and version caches of `db`: the server calls it when any process announces a change of the
 * version rows (an install, a re-import), so every instance serves the new text at once.
 */
export function forgetBibleCaches(db: Database): void {
  const cache = caches.get(db);
  cache?.versions.clear();
  cache?.chapters.clear();
}

async function versionRows(db: Database): Promise<Map<string, BibleVersion>> {
  const { versions } = cacheOf(db);
  const cached = versions.get("rows");
  if (cached) return cached;
  const rows = await db.select().from(bibleVersions);
  const map = new Map(rows.map((row) => [row.code.toUpperCase(), row]));
  versions.set("rows", map);
  return map;
}

function isInstalled(version: BibleVersion): boolean {
  return version.installedAt !== null;
}

function toInfo(row: BibleVersion): BibleVersionInfo {
  return {
    code: row.code,
    name: row.name,
    language: row.language,
    description: row.description,
    difficultyLevel: row.difficultyLevel,
    fidelityLevel: row.fidelityLevel,
    difficultyNote: row.difficultyNote,
    fidelityNote: row.fidelityNote,
    license: row.license,
    installed: isInstalled(row),
    distributable: row.distributable,
  };
}

/** The catalog for one language, installed versions first, then the spec's default, then by name. */
export async function listVersions(db: Database, languageRef: string): Promise<BibleVersionInfo[]> {
  const language = resolveLanguage(languageRef);
  const rows = [...(await versionRows(db)).values()].filter((row) => row.language === language.id);
  const rank = (row: BibleVersion) => (isInstalled(row) ? 0 : 2) + (row.code === language.defaultVersion ? 0 : 1);
  rows.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
  return rows.map(toInfo);
}

async function installedFor(db: Database, language: Language): Promise<{ code: string; name: string }[]> {
  const rows = await listVersions(db, language.id);
  return rows.filter((row) => row.installed).map(({ code, name }) => ({ code, name }));
}

/** A version of the catalog by code (any case), whatever its language. */
export async function findVersion(db: Database, code: string): Promise<BibleVersion | undefined> {
  return (await versionRows(db)).get(code.trim().toUpperCase());
}

/** The book of a chapter reference, refusing a chapter number beyond it. */
function chapterBook(input: { book: string; chapter: number }) {
  const book = resolveBook(input.book);
  const max = book.chapters;
  if (input.chapter > max) {
    throw apiError(
      "CHAPTER_NOT_FOUND",
      { field: "chapter", chapters: max },
      { message: frenchMessage("errors.chapterOutOfRange", { book: book.english, max, chapter: input.chapter }) },
    );
  }
  return book;
}

export async function getChapter(
  db: Database,
  input: { book: string; chapter: number; language: string; version: string },
): Promise<BibleChapter> {
  const language = resolveLanguage(input.language);
  const book = chapterBook(input);
  const version = await findVersion(db, input.version);
  if (!version || version.language !== language.id || !isInstalled(version)) {
    throw apiError("VERSION_NOT_AVAILABLE", {
      version: input.version,
      language: language.id,
      details: frenchMessage("chapterError.versionUnavailable.text", { version: input.version }),
      availableVersions: await installedFor(db, language),
    });
  }

  const cache = cacheOf(db);
  const key = `${version.code}|${version.installedAt?.getTime()}|${book.number}|${input.chapter}`;
  const cached = cache.chapters.get(key);
  if (cached) return cached;

  const rows = await db
    .select({
      verse: verses.verse,
      text: verses.text,
      originalRef: verses.originalRef,
      heading: verses.heading,
      verseEnd: verses.verseEnd,
    })
    .from(verses)
    .where(and(eq(verses.versionCode, version.code), eq(verses.book, book.number), eq(verses.chapter, input.chapter)))
    .orderBy(asc(verses.verse));
  if (rows.length === 0) {
    throw apiError("text_not_available", { version: version.code, book: book.english, chapter: input.chapter });
  }
  const chapter: BibleChapter = {
    version: version.code,
    versionName: version.name,
    language: language.id,
    book: book.english,
    bookId: book.osis,
    bookName: localizedBookName(book, language.code),
    chapter: input.chapter,
    verses: rows.map((row) => {
      const words = verseWords(row.text, language.id);
      return {
        verse: row.verse,
        text: row.text,
        ...(row.originalRef ? { originalRef: row.originalRef } : {}),
        ...(row.heading ? { heading: row.heading } : {}),
        ...(row.verseEnd ? { verseEnd: row.verseEnd } : {}),
        ...(words ? { words } : {}),
      };
    }),
  };
  cache.chapters.set(key, chapter);
  return chapter;
}

/** `fr:LSG` → the language and version of one column. */
function splitColumn(column: string): { language: string; version: string } {
  const at = column.indexOf(":");
  return { language: column.slice(0, at), version: column.slice(at + 1) };
}

/**
 * The same chapter in the reader's columns, in one answer: a column that cannot be read carries its error
 * (the version is not installed, the text is missing) and the others their text. A wrong book or chapter
 * number is the whole request's error.
 */
export async function getChapters(
  db: Database,
  input: { book: string; chapter: number; versions: readonly string[] },
): Promise<ChapterSet> {
  chapterBook(input);
  const columns = await Promise.all(
    input.versions.map(async (column) => {
      const { language, version } = splitColumn(column);
      try {
        return { status: "ok" as const, chapter: await getChapter(db, { ...input, language, version }) };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        const { status, body } = describeError(error);
        if (status !== 404) throw error;
        return { status: "error" as const, language, version, error: body };
      }
    }),
  );
  return { columns };
}

/**
 * What a chapter set's text depends on besides its input: the install of each version it reads (a re-import
 * gives a new one). Undefined when the input is not a chapter set; then the request is answered the usual way.
 */
export async function chapterSetRevision(db: Database, input: unknown): Promise<string | undefined> {
  const codes = typeof input === "object" && input !== null ? columnCodes(input) : undefined;
  if (!codes) return undefined;
  const rows = await versionRows(db);
  const columns = codes.map((code) => {
    const row = rows.get(code);
    return `${row?.code ?? "-"}@${row?.installedAt?.getTime() ?? "-"}`;
  });
  return `${columns.join(",")}|${WORDS_REVISION}`;
}

/** The version codes of a chapters input, once per input object (the REST door reuses the input of a URL). */
const codesOfInput = new WeakMap<object, string[] | null>();

function columnCodes(input: object): string[] | undefined {
  let codes = codesOfInput.get(input);
  if (codes === undefined) {
    const parsed = chaptersInput.safeParse(input);
    codes = parsed.success
      ? parsed.data.versions.map((column) => splitColumn(column).version.trim().toUpperCase())
      : null;
    codesOfInput.set(input, codes);
  }
  return codes ?? undefined;
}

export function listBooks(languageRef: string | undefined): BookInfo[] {
  const language = resolveLanguage(languageRef ?? "fr", "lang");
  return BOOKS.map((book) => ({
    number: book.number,
    id: book.osis,
    usfm: book.usfm,
    english: book.english,
    name: localizedBookName(book, language.code),
    testament: book.testament,
    chapters: book.chapters,
  }));
}

/**
 * Other occurrences of an original word (SPEC issue 11): the verses of the Hebrew or Greek text where its Strong's
 * number occurs, paged, in a version of the reader's language (its default one unless another is asked), with
 * the words aligned to it highlighted.
 */
export async function wordOccurrences(db: Database, input: OccurrencesInput): Promise<Occurrences> {
  const language = resolveLanguage(input.language);
  let version: string | null = null;
  if (input.version) {
    const found = await findVersion(db, input.version);
    if (!found || !isInstalled(found)) throw invalidField("version");
    version = found.code;
  } else {
    version = (await versionsOfLanguage(db, language.id))[0] ?? null;
  }
  const shown = version ? ((await findVersion(db, version))?.language ?? language.id) : language.id;
  if (!version) {
    return {
      strongs: input.strongs,
      version: null,
      language: shown,
      total: 0,
      page: input.page,
      pageSize: input.pageSize,
      pending: false,
      items: [],
    };
  }
  const page = await otherOccurrences(db, {
    strongs: input.strongs,
    version,
    page: input.page,
    pageSize: input.pageSize,
  });
  return { ...page, version, language: shown };
}
