import { findLanguage, type LanguageId, openingOrder } from "@bible/canon";
import {
  asc,
  BIBLE_VERSIONS_CHANGED,
  type BibleVersion,
  bibleVersions,
  type DbHandle,
  type Queryable,
} from "@bible/db";

/** The version rows as read once: every row, by code, and each language's installed versions in opening order. */
type Catalog = {
  rows: readonly BibleVersion[];
  byCode: ReadonlyMap<string, BibleVersion>;
  installed: readonly BibleVersion[];
  byLanguage: ReadonlyMap<LanguageId, readonly BibleVersion[]>;
};

/**
 * One catalog per database (the `db` of a handle): the rows are read when first asked and kept until a version
 * changes. The promise is kept, so callers asking together share one query; forgetting drops it, so a read that
 * was under way when a version changed is never kept.
 */
const catalogs = new WeakMap<Queryable, Promise<Catalog>>();

function catalogOf(db: Queryable): Promise<Catalog> {
  let catalog = catalogs.get(db);
  if (!catalog) {
    const reading = readCatalog(db);
    catalog = reading;
    catalogs.set(db, reading);
    // A failed read is not kept: the next call asks the database again.
    reading.catch(() => {
      if (catalogs.get(db) === reading) catalogs.delete(db);
    });
  }
  return catalog;
}

async function readCatalog(db: Queryable): Promise<Catalog> {
  const rows = await db.select().from(bibleVersions).orderBy(asc(bibleVersions.code));
  const installed = rows.filter((row) => row.installedAt !== null);
  const byLanguage = new Map<LanguageId, BibleVersion[]>();
  for (const row of installed) {
    const language = findLanguage(row.language);
    if (language) byLanguage.set(language.id, [...(byLanguage.get(language.id) ?? []), row]);
  }
  for (const [id, versions] of byLanguage) {
    const language = findLanguage(id);
    if (language) byLanguage.set(id, openingOrder(language, versions));
  }
  return { rows, byCode: new Map(rows.map((row) => [row.code.toUpperCase(), row])), installed, byLanguage };
}

/**
 * The catalog of `db` as an object that is replaced whenever the catalog is forgotten (a version installed,
 * re-imported or removed, here or in another process): a cache of data derived from the version rows keeps it
 * beside what it computed and recomputes when it differs. Reads the rows when none is kept.
 */
export function versionCatalogToken(db: Queryable): Promise<unknown> {
  return catalogOf(db);
}

/** Every version the app knows, installed or not (the copyrighted ones too, so the picker is honest), by code. */
export async function catalogVersions(db: Queryable): Promise<readonly BibleVersion[]> {
  return (await catalogOf(db)).rows;
}

/** The versions whose verses are installed, by code. */
export async function installedVersions(db: Queryable): Promise<readonly BibleVersion[]> {
  return (await catalogOf(db)).installed;
}

/**
 * The installed versions of a language (its id, 'english', or its code, 'en'), the one it opens with first (see
 * `openingVersion`). Empty for a language with nothing installed, or none of the 12.
 */
export async function versionsOf(db: Queryable, language: string): Promise<readonly BibleVersion[]> {
  const found = findLanguage(language);
  if (!found) return [];
  return (await catalogOf(db)).byLanguage.get(found.id) ?? [];
}

/**
 * The version a language opens with, wherever it is opened (the reader, the word study, the occurrences): the
 * spec's default when it is installed, else the public-domain one we ship, else its first installed version by code.
 */
export async function openingVersion(db: Queryable, language: string): Promise<BibleVersion | undefined> {
  return (await versionsOf(db, language))[0];
}

/** A version of the catalog by code (any case), installed or not. */
export async function findVersion(db: Queryable, code: string): Promise<BibleVersion | undefined> {
  return (await catalogOf(db)).byCode.get(code.trim().toUpperCase());
}

/** Drops the catalog of `db`: the next question reads the rows again. Installs call it once they are committed. */
export function forgetVersions(db: Queryable): void {
  catalogs.delete(db);
}

/**
 * Keeps the catalog of `handle` true when another process changes a version (the `bible_versions_changed`
 * notification, sent by a trigger on every change of the rows, see the scale_out migration; "" when the listening
 * connection was reopened and announcements may have been missed): the catalog is forgotten, then `onChange` hears
 * the version's code. Answers how to stop.
 */
export function watchVersions(
  handle: Pick<DbHandle, "db" | "listen">,
  onChange: (code: string) => void = () => {},
): Promise<() => Promise<void>> {
  return handle.listen(BIBLE_VERSIONS_CHANGED, (code) => {
    forgetVersions(handle.db);
    onChange(code);
  });
}
