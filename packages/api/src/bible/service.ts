import { BOOKS, findLanguage, type Language, localizedBookName } from "@bible/canon";
import { and, asc, type BibleVersion, type Database, eq, verses } from "@bible/db";
import { frenchMessage } from "@bible/i18n";
import { otherOccurrences } from "@bible/lexicon";
import { catalogVersions, findVersion, openingVersion, versionsOf } from "@bible/versions";
import { getTRPCErrorFromUnknown } from "@trpc/server";
import { LRUCache } from "lru-cache";
import { apiError, describeError, invalidField } from "../errors";
import { resolveBook, resolveLanguage } from "../lib/refs";
import type { Occurrences, OccurrencesInput } from "../schemas/ai";
import type { BibleChapter, BibleVersionInfo, BookInfo, ChapterSet } from "../schemas/bible";
import { verseWords } from "./words";

/**
 * Installed text never changes under a running server except by a re-import, which sets a new installedAt:
 * chapters are cached under a key that includes it (the version rows come from the version catalog,
 * `@bible/versions`).
 */
const chapterCaches = new WeakMap<Database, LRUCache<string, BibleChapter>>();

function chapterCacheOf(db: Database): LRUCache<string, BibleChapter> {
  let cache = chapterCaches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 2_000 });
    chapterCaches.set(db, cache);
  }
  return cache;
}

/**
 * Empties the chapter cache of `db`: the server calls it when any process announces a change of the version rows
 * (an install, a re-import), so the text of a version replaced is not kept.
 */
export function forgetBibleCaches(db: Database): void {
  chapterCaches.get(db)?.clear();
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

/**
 * The catalog for one language: the version it opens with first (the reader, the word study and the occurrences
 * open the same), its other installed versions, then the spec's default when it is not installed, then by name.
 */
export async function listVersions(db: Database, languageRef: string): Promise<BibleVersionInfo[]> {
  const language = resolveLanguage(languageRef);
  const installed = await versionsOf(db, language.id);
  const others = (await catalogVersions(db)).filter(
    (row) => findLanguage(row.language)?.id === language.id && !isInstalled(row),
  );
  const rank = (row: BibleVersion) => (row.code === language.defaultVersion ? 0 : 1);
  others.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
  return [...installed, ...others].map(toInfo);
}

async function installedFor(db: Database, language: Language): Promise<{ code: string; name: string }[]> {
  return (await versionsOf(db, language.id)).map(({ code, name }) => ({ code, name }));
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

  const cache = chapterCacheOf(db);
  const key = `${version.code}|${version.installedAt?.getTime()}|${book.number}|${input.chapter}`;
  const cached = cache.get(key);
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
  cache.set(key, chapter);
  return chapter;
}

/** `fr:LSG` → the language and version of one column. */
export function splitColumn(column: string): { language: string; version: string } {
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
    version = (await openingVersion(db, language.id))?.code ?? null;
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
