import { bookByNumber, DEFAULT_LANGUAGE } from "@bible/canon";
import { verseCount } from "@bible/canon/verses";
import { type Database, desc, eq, type UserPreferences, userPreferences, verseHistory } from "@bible/db";
import { frenchMessage } from "@bible/i18n";
import { findVersion } from "@bible/versions";
import { invalidField } from "../errors";
import { bookLabel, checkReference, iso, resolveBook, resolveLanguage } from "../lib/refs";
import type { Preferences, UpdatePreferencesInput } from "../schemas/preferences";

/** SPEC §4 defaults, for users who never saved any. */
export const DEFAULT_PREFERENCES: Preferences = {
  selectedLanguages: [DEFAULT_LANGUAGE.id],
  languageVersionMap: { [DEFAULT_LANGUAGE.id]: DEFAULT_LANGUAGE.defaultVersion },
  primaryLanguage: DEFAULT_LANGUAGE.id,
  lastBook: null,
  lastChapter: null,
  lastVerse: null,
  desiredRetention: 0.9,
};

type StoredPreferences = Omit<UserPreferences, "userId" | "updatedAt">;

function toOutput(row: StoredPreferences): Preferences {
  return {
    selectedLanguages: row.selectedLanguages,
    languageVersionMap: row.languageVersionMap,
    primaryLanguage: row.primaryLanguage,
    lastBook: row.lastBook === null ? null : bookLabel(row.lastBook).book,
    lastChapter: row.lastChapter,
    lastVerse: row.lastVerse,
    desiredRetention: row.desiredRetention,
  };
}

async function stored(db: Database, userId: string): Promise<StoredPreferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  if (row) return row;
  return {
    selectedLanguages: DEFAULT_PREFERENCES.selectedLanguages,
    languageVersionMap: DEFAULT_PREFERENCES.languageVersionMap,
    primaryLanguage: DEFAULT_PREFERENCES.primaryLanguage,
    lastBook: null,
    lastChapter: null,
    lastVerse: null,
    desiredRetention: DEFAULT_PREFERENCES.desiredRetention,
  };
}

export async function getPreferences(db: Database, userId: string): Promise<Preferences> {
  return toOutput(await stored(db, userId));
}

async function save(db: Database, userId: string, next: StoredPreferences): Promise<Preferences> {
  const values = { ...next, updatedAt: new Date() };
  await db
    .insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: values });
  return toOutput(next);
}

function resolveSelected(languages: string[]): string[] {
  const ids = languages.map((value, i) => resolveLanguage(value, `selectedLanguages.${i}`).id);
  const duplicate = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (duplicate >= 0) {
    throw invalidField(`selectedLanguages.${duplicate}`, frenchMessage("errors.duplicateLanguage"));
  }
  return ids;
}

async function resolveVersionMap(
  db: Database,
  map: Record<string, string>,
  selected: string[],
): Promise<Record<string, string>> {
  const resolved: Record<string, string> = {};
  for (const [languageRef, code] of Object.entries(map)) {
    const field = `languageVersionMap.${languageRef}`;
    const language = resolveLanguage(languageRef, field);
    if (!selected.includes(language.id)) throw invalidField(field, frenchMessage("errors.languageNotSelected"));
    const version = await findVersion(db, code);
    if (!version || version.language !== language.id) {
      throw invalidField(field, frenchMessage("errors.versionNotInLanguage", { version: code }));
    }
    resolved[language.id] = version.code;
  }
  return resolved;
}

/**
 * Partial update. Removing a language from the selection removes its version entry (SPEC §4); a
 * version map given explicitly must only name selected languages and versions of that language.
 */
export async function updatePreferences(
  db: Database,
  userId: string,
  patch: UpdatePreferencesInput,
): Promise<Preferences> {
  const current = await stored(db, userId);
  const selectedLanguages = patch.selectedLanguages
    ? resolveSelected(patch.selectedLanguages)
    : current.selectedLanguages;
  const languageVersionMap = patch.languageVersionMap
    ? await resolveVersionMap(db, patch.languageVersionMap, selectedLanguages)
    : Object.fromEntries(Object.entries(current.languageVersionMap).filter(([id]) => selectedLanguages.includes(id)));
  const primaryLanguage = patch.primaryLanguage
    ? resolveLanguage(patch.primaryLanguage, "primaryLanguage").id
    : current.primaryLanguage;

  let lastBook = current.lastBook;
  if (patch.lastBook !== undefined)
    lastBook = patch.lastBook === null ? null : resolveBook(patch.lastBook, "lastBook").number;
  const lastChapter = patch.lastChapter !== undefined ? patch.lastChapter : current.lastChapter;
  const lastVerse = patch.lastVerse !== undefined ? patch.lastVerse : current.lastVerse;
  if (lastBook !== null && lastChapter !== null) {
    checkReference(bookByNumber(lastBook), lastChapter, lastVerse, { chapter: "lastChapter", verse: "lastVerse" });
  }
  return save(db, userId, {
    selectedLanguages,
    languageVersionMap,
    primaryLanguage,
    lastBook,
    lastChapter,
    lastVerse,
    desiredRetention: patch.desiredRetention ?? current.desiredRetention,
  });
}

/** Stores a reading and moves the last position to it (SPEC §4: lastVerse is the range's first verse). */
export async function addVerseHistory(
  db: Database,
  userId: string,
  input: { book: string; chapter: number; verses: string; language: string; version: string },
) {
  const book = resolveBook(input.book);
  checkReference(book, input.chapter);
  const language = resolveLanguage(input.language);
  const version = await findVersion(db, input.version);
  if (!version) throw invalidField("version", frenchMessage("errors.unknownVersion", { version: input.version }));
  const firstVerse = Number(input.verses.split("-")[0]);
  const [row] = await db
    .insert(verseHistory)
    .values({
      userId,
      book: book.number,
      chapter: input.chapter,
      verses: input.verses,
      language: language.id,
      version: version.code,
    })
    .returning();
  if (!row) throw new Error("history insert returned no row");
  const current = await stored(db, userId);
  await save(db, userId, {
    ...current,
    lastBook: book.number,
    lastChapter: input.chapter,
    lastVerse: firstVerse >= 1 && firstVerse <= verseCount(book, input.chapter) ? firstVerse : 1,
  });
  return toHistoryOutput(row);
}

function toHistoryOutput(row: typeof verseHistory.$inferSelect) {
  return {
    id: row.id,
    ...bookLabel(row.book),
    chapter: row.chapter,
    verses: row.verses,
    language: row.language,
    version: row.version,
    readAt: iso(row.readAt),
  };
}

export async function listVerseHistory(db: Database, userId: string, limit: number) {
  const rows = await db
    .select()
    .from(verseHistory)
    .where(eq(verseHistory.userId, userId))
    .orderBy(desc(verseHistory.readAt), desc(verseHistory.id))
    .limit(limit);
  return rows.map(toHistoryOutput);
}

/**
 * The interface (primary) language switch (SPEC §4: the interface language is the primary language, and the reader
 * starts with it). The same rule as the web app's for guests: the new primary language becomes the first reading
 * language, moved there when already selected, otherwise in place of the previous first one (whose version entry
 * goes; the new one takes its language's default version until the reader picks one). The other languages stay.
 */
export async function setPrimaryLanguage(db: Database, userId: string, language: string): Promise<Preferences> {
  const current = await stored(db, userId);
  const primaryLanguage = resolveLanguage(language, "primaryLanguage").id;
  const [first, ...rest] = current.selectedLanguages;
  let selectedLanguages = current.selectedLanguages;
  if (first !== primaryLanguage) {
    selectedLanguages = current.selectedLanguages.includes(primaryLanguage)
      ? [primaryLanguage, ...current.selectedLanguages.filter((id) => id !== primaryLanguage)]
      : [primaryLanguage, ...rest];
  }
  const languageVersionMap = Object.fromEntries(
    Object.entries(current.languageVersionMap).filter(([id]) => selectedLanguages.includes(id)),
  );
  return save(db, userId, { ...current, selectedLanguages, languageVersionMap, primaryLanguage });
}
