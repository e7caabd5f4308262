import {
  type Book,
  bookByNumber,
  findLanguage,
  localizedBookName,
  searchLanguage,
  searchQueryText,
  searchTerms,
  strongsOf,
} from "@bible/canon";
import { type Database, sql } from "@bible/db";
import { message } from "@bible/i18n";
import { z } from "zod";
import type { PassageText } from "../ai/provider";
import type { QuestionVerdict } from "../ai/schemas";
import { rowsOf } from "./service";

const CHAPTER_VERSES = 3;
const BIBLE_VERSES = 3;
const COMMENTARY_CHARS = 500;

const matchRow = z.object({
  book: z.coerce.number(),
  chapter: z.coerce.number(),
  verse: z.coerce.number(),
  text: z.string(),
});
type Match = z.infer<typeof matchRow>;

/**
 * Any of the question's words (a question rarely has all its words in one verse): each word or phrase of the
 * full-text query, joined by '|'.
 */
function anyWordQuery(language: string, question: string): string {
  const terms = searchTerms(language, question);
  return [
    ...terms.words.map((w) => searchQueryText(language, { words: [w], phrases: [] })),
    ...terms.phrases.map((p) => searchQueryText(language, { words: [], phrases: [p] })),
  ]
    .filter(Boolean)
    .join(" | ");
}

function readerLink(book: Book, chapter: number, verse: number): string {
  return `/lire?book=${encodeURIComponent(book.english)}&chapter=${chapter}&verse=${verse}`;
}

/** The Matthew Henry section that covers a verse, cut at a sentence near COMMENTARY_CHARS. */
async function commentaryOn(db: Database, book: number, chapter: number, verse: number): Promise<string | null> {
  const [section] = await rowsOf(
    db,
    sql`select text from commentary_sections where book = ${book} and chapter = ${chapter} and verse <= ${verse}
      order by verse desc limit 1`,
    z.object({ text: z.string() }),
  );
  if (!section) return null;
  const text = section.text.replace(/\s+/g, " ").trim();
  if (text.length <= COMMENTARY_CHARS) return text;
  const cut = text.slice(0, COMMENTARY_CHARS);
  const end = cut.lastIndexOf(". ");
  return `${end > 100 ? cut.slice(0, end + 1) : cut} …`;
}

/**
 * A chapter question answered from the texts when no model is configured (issue 15): the verses of the chapter
 * that best match the question in the reader's version (or, when none does, of the whole Bible), the Matthew
 * Henry section that covers the first one and the Strong's numbers the question names, composed into a short
 * markdown answer that quotes and links each verse and says it was found in the texts, not written by a model.
 * A question none of whose words is in the Bible is off topic. Only verses read from the database are quoted.
 */
export async function answerFromTexts(
  db: Database,
  request: { question: string; book: Book; chapter: number; passage: PassageText },
): Promise<QuestionVerdict> {
  const { passage, book, chapter } = request;
  const code = findLanguage(passage.language)?.code ?? "fr";
  const query = anyWordQuery(passage.language, request.question);
  const offTopic: QuestionVerdict = { onTopic: false, category: "other", answer: "" };
  if (query === "") return offTopic;
  const cfg = searchLanguage(passage.language).config;
  const tsquery = sql`to_tsquery(${cfg}::regconfig, ${query})`;
  const ranked = (where: ReturnType<typeof sql>, limit: number) =>
    rowsOf(
      db,
      sql`select s.book, s.chapter, s.verse, v.text from verse_search s
        join verses v on v.version_code = s.version_code and v.book = s.book and v.chapter = s.chapter and v.verse = s.verse
        where s.version_code = ${passage.versionCode} and s.document @@ ${tsquery} and ${where}
        order by ts_rank_cd(s.document, ${tsquery}, 1) desc, s.book, s.chapter, s.verse limit ${limit}`,
      matchRow,
    );
  let verses: Match[] = await ranked(sql`s.book = ${book.number} and s.chapter = ${chapter}`, CHAPTER_VERSES);
  const inChapter = verses.length > 0;
  if (!inChapter) verses = await ranked(sql`true`, BIBLE_VERSES);
  if (verses.length === 0) return offTopic;

  const lines = [`> *${message(code, "search.offline.label", { version: passage.versionCode })}*`, ""];
  lines.push(
    message(code, inChapter ? "search.offline.chapterVerses" : "search.offline.bibleVerses", {
      book: localizedBookName(book, code),
      chapter,
    }),
    "",
  );
  for (const verse of verses.sort((a, b) => a.book - b.book || a.chapter - b.chapter || a.verse - b.verse)) {
    const where = bookByNumber(verse.book);
    const label = `${localizedBookName(where, code)} ${verse.chapter}:${verse.verse}`;
    lines.push(`- **[${label}](${readerLink(where, verse.chapter, verse.verse)})** — « ${verse.text} »`);
  }
  const first = verses[0];
  const commentary = first && inChapter ? await commentaryOn(db, first.book, first.chapter, first.verse) : null;
  if (commentary) lines.push("", `**${message(code, "search.offline.commentary")}** ${commentary}`);
  const strongs = request.question
    .split(/\s+/)
    .map(strongsOf)
    .filter((s): s is string => s !== undefined);
  if (strongs.length > 0) {
    const links = strongs.map((s) => `[${s}](/recherche?q=${s})`).join(", ");
    lines.push("", message(code, "search.offline.originalWords", { words: links }));
  }
  return { onTopic: true, category: "other", answer: lines.join("\n") };
}
