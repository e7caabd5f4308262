import {
  and,
  type Bookmark,
  bookmarks,
  type Database,
  desc,
  eq,
  isNotNull,
  type QaEntry,
  type Queryable,
  type QuestionCategory,
  qaEntries,
} from "@bible/db";
import { notFound } from "../errors";
import { bookLabel, checkReference, iso, resolveBook, resolveLanguage } from "../lib/refs";
import type { Deleted } from "../schemas/common";
import type { BookmarkOutput, QaHistoryEntry, SavedQa } from "../schemas/library";

function toBookmark(row: Bookmark): BookmarkOutput {
  return {
    id: row.id,
    ...bookLabel(row.book),
    chapter: row.chapter,
    verse: row.verse,
    text: row.text,
    language: row.language,
    addedAt: iso(row.addedAt),
  };
}

export async function addBookmark(
  db: Database,
  userId: string,
  input: { book: string; chapter: number; verse: number; text: string; language: string },
): Promise<BookmarkOutput> {
  const book = resolveBook(input.book);
  checkReference(book, input.chapter, input.verse);
  const language = resolveLanguage(input.language);
  const values = {
    userId,
    book: book.number,
    chapter: input.chapter,
    verse: input.verse,
    text: input.text,
    language: language.id,
  };
  // An identical bookmark is stored once (a unique index): saving it again answers the one already there.
  const [row] = await db.insert(bookmarks).values(values).onConflictDoNothing().returning();
  if (row) return toBookmark(row);
  const [existing] = await db
    .select()
    .from(bookmarks)
    .where(
      and(
        eq(bookmarks.userId, userId),
        eq(bookmarks.book, values.book),
        eq(bookmarks.chapter, values.chapter),
        eq(bookmarks.verse, values.verse),
        eq(bookmarks.language, values.language),
        eq(bookmarks.text, values.text),
      ),
    );
  if (!existing) throw new Error("bookmark insert conflicted with no row");
  return toBookmark(existing);
}

export async function listBookmarks(db: Database, userId: string): Promise<BookmarkOutput[]> {
  const rows = await db
    .select()
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId))
    .orderBy(desc(bookmarks.addedAt), desc(bookmarks.id));
  return rows.map(toBookmark);
}

export async function removeBookmark(db: Database, userId: string, bookmarkId: number): Promise<Deleted> {
  const deleted = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.id, bookmarkId), eq(bookmarks.userId, userId)))
    .returning({ id: bookmarks.id });
  if (deleted.length === 0) throw notFound();
  return { deleted: true, id: bookmarkId };
}

export type NewQaEntry = {
  userId: string | null;
  book: string | number;
  chapter: number;
  language: string;
  question: string;
  answer: string;
  category?: QuestionCategory;
};

/** Records an asked question and its answer (the ai branch calls this); guests' entries have no owner. */
export async function recordQaEntry(db: Queryable, entry: NewQaEntry): Promise<QaEntry> {
  const book = typeof entry.book === "number" ? entry.book : resolveBook(entry.book).number;
  const [row] = await db
    .insert(qaEntries)
    .values({
      userId: entry.userId,
      book,
      chapter: entry.chapter,
      language: resolveLanguage(entry.language).id,
      question: entry.question,
      answer: entry.answer,
      category: entry.category ?? "other",
    })
    .returning();
  if (!row) throw new Error("qa insert returned no row");
  return row;
}

export async function chapterHistory(
  db: Database,
  userId: string,
  input: { book: string; chapter: number },
): Promise<QaHistoryEntry[]> {
  const book = resolveBook(input.book);
  const rows = await db
    .select()
    .from(qaEntries)
    .where(and(eq(qaEntries.userId, userId), eq(qaEntries.book, book.number), eq(qaEntries.chapter, input.chapter)))
    .orderBy(desc(qaEntries.createdAt), desc(qaEntries.id));
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    answer: row.answer,
    language: row.language,
    isSaved: row.isSaved,
    createdAt: iso(row.createdAt),
  }));
}

export async function setQaSaved(
  db: Database,
  userId: string,
  qaId: number,
  saved: boolean,
): Promise<{ id: number; isSaved: boolean }> {
  const updated = await db
    .update(qaEntries)
    .set({ isSaved: saved, savedAt: saved ? new Date() : null })
    .where(and(eq(qaEntries.id, qaId), eq(qaEntries.userId, userId)))
    .returning({ id: qaEntries.id });
  if (updated.length === 0) throw notFound();
  return { id: qaId, isSaved: saved };
}

export async function savedQa(db: Database, userId: string): Promise<SavedQa[]> {
  const rows = await db
    .select()
    .from(qaEntries)
    .where(and(eq(qaEntries.userId, userId), eq(qaEntries.isSaved, true), isNotNull(qaEntries.savedAt)))
    .orderBy(desc(qaEntries.savedAt), desc(qaEntries.id));
  return rows.map((row) => ({
    id: row.id,
    ...bookLabel(row.book),
    chapter: row.chapter,
    question: row.question,
    answer: row.answer,
    savedAt: iso(row.savedAt ?? row.createdAt),
  }));
}
