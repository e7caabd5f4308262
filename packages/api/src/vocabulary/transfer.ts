import { findBook, findLanguage, localizedBookName } from "@bible/canon";
import { isValidReference } from "@bible/canon/verses";
import { type Database, eq, vocabularyEntries } from "@bible/db";
import { frenchMessage } from "@bible/i18n";
import { apiError } from "../errors";
import { resolveLanguage } from "../lib/refs";
import { isStorable, strongsNumber } from "../schemas/common";
import type {
  CsvProblem,
  VocabularyEntryOutput,
  VocabularyExport,
  VocabularyImportResult,
} from "../schemas/vocabulary";
import { CsvSyntaxError, parseCsv, toCsv } from "./csv";
import { listWords, normalizeWord, type WordToSave } from "./service";

/** Columns of the CSV export an import reads, in order; an import needs `word` and `language`, the rest may be absent. */
const CSV_COLUMNS = [
  "word",
  "language",
  "translation",
  "definition",
  "type",
  "pronunciation",
  "infinitive",
  "context",
  "added_at",
] as const;
/**
 * Columns the export adds after those: the original word, its Strong's number and the verse ('Genesis 1:3'). An
 * import reads the number and the verse; the original word comes from the lexicon, as when a word is saved.
 */
const ORIGIN_COLUMNS = ["original_word", "strongs", "reference"] as const;
/**
 * Columns the export adds last, which an import does not read: the version the verse was read in, the verse in the
 * reader's language (its translation) and the reference in the reader's language ('Jean 3:16').
 */
const CARD_COLUMNS = ["version", "verse_translation", "reader_reference"] as const;
type Column = (typeof CSV_COLUMNS)[number] | (typeof ORIGIN_COLUMNS)[number];

/** 'Jean 3:16': the verse a word was saved from, the book named in the reader's language; "" when unknown. */
function readerReference(place: VocabularyEntryOutput["place"], readerLanguage: string): string {
  const book = place ? findBook(place.bookId) : undefined;
  if (!place || !book) return "";
  const code = findLanguage(readerLanguage)?.code ?? "fr";
  return `${localizedBookName(book, code)} ${place.chapter}:${place.verse}`;
}

/** 'Genesis 1:3': the verse a word was saved from, in the spec's English book names; "" when unknown. */
function referenceText(place: VocabularyEntryOutput["place"]): string {
  return place ? `${place.book} ${place.chapter}:${place.verse}` : "";
}

/** Largest import: more lines are refused rather than half-saved. */
const MAX_IMPORT_LINES = 5000;

/** 'vocabulaire-<prefix>russian-2026-11-29.csv', or '…-toutes-langues-…' for every language. */
function exportFilename(prefix: string, language: string | undefined, extension: string): string {
  const scope = language ? (findLanguage(language)?.id ?? language) : "toutes-langues";
  return `vocabulaire-${prefix}${scope}-${new Date().toISOString().slice(0, 10)}.${extension}`;
}

/** The Anki deck: one per language under 'Bible Polyglotte', named in that language. */
function deckName(language: string | undefined): string {
  return language ? `Bible Polyglotte::${findLanguage(language)?.nativeName ?? language}` : "Bible Polyglotte";
}

export async function exportCsv(
  db: Database,
  userId: string,
  language?: string,
  readerLanguage = "french",
): Promise<VocabularyExport> {
  resolveLanguage(readerLanguage, "readerLanguage");
  const words = await listWords(db, userId, language);
  const rows = words.map((w) => [
    w.word,
    w.language,
    w.grammaticalInfo.translation ?? "",
    w.definition,
    w.grammaticalInfo.type ?? "",
    w.grammaticalInfo.pronunciation ?? "",
    w.grammaticalInfo.infinitive ?? "",
    w.context,
    w.addedAt,
    w.original?.lemma ?? "",
    w.original?.strongs ?? "",
    referenceText(w.place),
    w.place?.version ?? "",
    w.parallel?.text ?? "",
    readerReference(w.place, readerLanguage),
  ]);
  return {
    filename: exportFilename("", language, "csv"),
    contentType: "text/csv; charset=utf-8",
    encoding: "utf-8",
    count: words.length,
    content: toCsv([[...CSV_COLUMNS, ...ORIGIN_COLUMNS, ...CARD_COLUMNS], ...rows]),
  };
}

function html(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replace(/[\t\r\n]+/g, " ");
}

/**
 * An Anki field a spreadsheet opening the file would run as a formula (OWASP: `=`, `+`, `-`, `@`) starts with
 * that character as an HTML entity instead: Anki shows the same text, a spreadsheet sees no formula.
 */
function ankiField(field: string): string {
  return /^[=+\-@]/.test(field) ? `&#${field.charCodeAt(0)};${field.slice(1)}` : field;
}

/** The context with its [bracketed] word in bold. */
function contextHtml(context: string): string {
  return html(context).replace(/\[([^\]]+)\]/u, "<b>$1</b>");
}

/** The original word with its Strong's number, then the verse: 'אוֹר (H216) · Genesis 1:3'; "" when neither is known. */
function originHtml(word: VocabularyEntryOutput): string {
  const { original } = word;
  const term = original
    ? original.lemma
      ? `<span dir="auto">${html(original.lemma)}</span> (${html(original.strongs)})`
      : html(original.strongs)
    : "";
  return [term, html(referenceText(word.place))].filter(Boolean).join(" · ");
}

/**
 * A text file Anki imports as is (File > Import, Anki 2.1.55+): its header lines name the separator, the
 * note type (both directions, like the review here), the deck and the tags column; HTML fields.
 */
export async function exportAnki(db: Database, userId: string, language?: string): Promise<VocabularyExport> {
  const words = await listWords(db, userId, language);
  const deck = deckName(language);
  const lines = [
    "#separator:tab",
    "#html:true",
    "#notetype:Basic (and reversed card)",
    `#deck:${deck}`,
    "#tags column:3",
    "#columns:Front\tBack\tTags",
  ];
  for (const w of words) {
    const info = w.grammaticalInfo;
    const back = [
      info.translation ? `<b>${html(info.translation)}</b>` : "",
      html(w.definition),
      [info.type, info.pronunciation]
        .filter(Boolean)
        .map((v) => html(v ?? ""))
        .join(" · "),
      w.context ? `<i>${contextHtml(w.context)}</i>` : "",
      w.parallel ? `<span dir="auto">${html(w.parallel.text)}</span>` : "",
      originHtml(w),
    ]
      .filter(Boolean)
      .join("<br>");
    lines.push([html(w.word), back, `bible-polyglotte ${w.language}`].map(ankiField).join("\t"));
  }
  return {
    filename: exportFilename("anki-", language, "txt"),
    contentType: "text/plain; charset=utf-8",
    encoding: "utf-8",
    count: words.length,
    content: `${lines.join("\n")}\n`,
  };
}

/**
 * A real Anki package (.apkg, see ./apkg): one note a word with its pronunciation, translation, verse (and the verse
 * in the reader's language), cloze, original and the reference in the reader's language.
 */
export async function exportApkg(
  db: Database,
  userId: string,
  language?: string,
  readerLanguage = "french",
): Promise<VocabularyExport> {
  resolveLanguage(readerLanguage, "readerLanguage");
  const words = await listWords(db, userId, language);
  const deck = deckName(language);
  // Loaded on the first export: node:sqlite and the zip writer are not needed to start the server.
  const { buildApkg } = await import("./apkg");
  const bytes = buildApkg(words, { deckName: deck, reference: (w) => readerReference(w.place, readerLanguage) });
  return {
    filename: exportFilename("", language, "apkg"),
    contentType: "application/apkg",
    encoding: "base64",
    count: words.length,
    content: Buffer.from(bytes).toString("base64"),
  };
}

function refuse(line: number, problem: CsvProblem, details: Record<string, string | number> = {}) {
  return apiError(
    "CSV_INVALID",
    { field: "csv", line, problem, values: details },
    {
      message: frenchMessage("errors.csvLine", {
        line,
        problem: frenchMessage(`vocabulary.import.problem.${problem}`, details),
      }),
    },
  );
}

const LIMITS: Partial<Record<Column, number>> = {
  word: 100,
  definition: 5000,
  context: 2000,
  translation: 500,
  type: 500,
  pronunciation: 500,
  infinitive: 500,
  strongs: 10,
  reference: 100,
};

/** 'Genesis 1:3' (or any book name or id the reader accepts) → the verse, or null when it is not one. */
function parseReference(text: string): { book: string; chapter: number; verse: number } | null {
  const match = /^(.+?)\s+(\d{1,3}):(\d{1,3})$/u.exec(text);
  const book = match?.[1] ? findBook(match[1]) : undefined;
  const chapter = Number(match?.[2]);
  const verse = Number(match?.[3]);
  return book && isValidReference(book, chapter, verse) ? { book: book.osis, chapter, verse } : null;
}

/**
 * Imports a CSV of words (a header row naming the columns, `word` and `language` at least). Every line is
 * checked first: one bad line refuses the whole file with CSV_INVALID naming it, and nothing is saved.
 * A word already saved in that language is updated, as when it is added while reading.
 */
export async function readCsvImport(
  db: Database,
  userId: string,
  text: string,
): Promise<{ words: WordToSave[]; result: VocabularyImportResult }> {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw refuse(error.line, "quote");
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw refuse(1, "header");
  // A NUL byte or half a surrogate pair cannot be stored as text: the line is named rather than failing at the write.
  const unreadable = records.find((record) => !record.fields.every(isStorable));
  if (unreadable) throw refuse(unreadable.line, "character");
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const index = new Map<Column, number>();
  for (const column of [...CSV_COLUMNS, ...ORIGIN_COLUMNS]) {
    const at = names.indexOf(column);
    if (at >= 0) index.set(column, at);
  }
  if (!index.has("word") || !index.has("language")) throw refuse(header.line, "header");
  if (rows.length > MAX_IMPORT_LINES) throw refuse(header.line, "tooMany", { max: MAX_IMPORT_LINES });

  const words = rows.map((row) => {
    if (row.fields.length !== names.length) {
      throw refuse(row.line, "columns", { count: row.fields.length, expected: names.length });
    }
    const get = (column: Column) => {
      const at = index.get(column);
      const value = at === undefined ? "" : (row.fields[at] ?? "").trim();
      const limit = LIMITS[column];
      if (limit !== undefined && value.length > limit) throw refuse(row.line, "tooLong", { column, max: limit });
      return value;
    };
    const word = get("word");
    if (!word) throw refuse(row.line, "word");
    const language = findLanguage(get("language"));
    if (!language) throw refuse(row.line, "language", { language: get("language") });
    const optional = (column: Column) => get(column) || null;
    const strongs = get("strongs") ? strongsNumber.safeParse(get("strongs")) : null;
    if (strongs && !strongs.success) throw refuse(row.line, "strongs", { strongs: get("strongs") });
    const place = get("reference") ? parseReference(get("reference")) : null;
    if (get("reference") && !place) throw refuse(row.line, "reference", { reference: get("reference") });
    return {
      ...(strongs ? { strongs: strongs.data } : {}),
      ...(place ? { place } : {}),
      word,
      language: language.id,
      definition: get("definition"),
      context: get("context"),
      grammaticalInfo: {
        translation: optional("translation"),
        type: optional("type"),
        pronunciation: optional("pronunciation"),
        infinitive: optional("infinitive"),
      },
    };
  });

  const existing = await db
    .select({ language: vocabularyEntries.language, word: vocabularyEntries.normalizedWord })
    .from(vocabularyEntries)
    .where(eq(vocabularyEntries.userId, userId));
  const known = new Set(existing.map((e) => `${e.language}\u0000${e.word}`));
  let created = 0;
  for (const word of words) {
    const key = `${word.language}\u0000${normalizeWord(word.word)}`;
    if (!known.has(key)) {
      created += 1;
      known.add(key);
    }
  }
  return { words, result: { imported: words.length, created, updated: words.length - created } };
}
