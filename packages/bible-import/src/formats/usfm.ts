import { bookByUsfmCode } from "@bible/canon";
import { cleanText, StrongsCollector, strongNumbers } from "../markup.ts";
import { textLines } from "../source.ts";
import { type VerseRecord, verseRecord } from "../types.ts";

/** Paragraph-level markers whose line is a heading for the verse that follows (\s5 is a chunk break: ignored). */
const HEADING = /^\\(s[1-4]?|ms[1-3]?|mr|d|sp|qa)$/;
/** Book identification and introduction lines: not verse text. */
const INTRODUCTION =
  /^\\(id|ide|h|toc[1-3]?|toca[1-3]?|mt[1-4]?|mte[1-4]?|imt[1-4]?|is[1-4]?|ip|ipi|im|imi|ipq|imq|ipr|iq[1-4]?|ib|ili[1-4]?|iot|io[1-4]?|iex|imte|ie|rem|usfm|sts|cl|cp|cd|s5|restore)$/;
const NOTE = /\\(f|fe|x|ef|ex)\s[\s\S]*?\\\1\*/g;
const WORD = /\\\+?w\s+([^|\\]*?)(?:\|([^\\]*?))?\\\+?w\*/g;
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;
const CLOSING_MARKER = /\\\+?[a-z]+[0-9]*\*/g;
const OPENING_MARKER = /\\\+?[a-z]+[0-9]*\s?/g;
/** The marker a line starts with (`\\v`, `\\s1`, `\\p` …). */
const MARKER = /^\\([a-z]+[0-9]*)\*?/;
const VERSE = /\\v\s+([0-9]+)[a-z]?(?:-[0-9]+[a-z]?)?\s?/;

/** USFM (books concatenated, each starting with \id): \c, \v, \w word|strong="H430"\w*, \s headings, \f notes. */
export async function* readUsfm(path: string): AsyncGenerator<VerseRecord[]> {
  let book: number | undefined;
  let chapter = 0;
  let verse: { number: number; raw: string[] } | undefined;
  let pendingHeading: string | undefined;
  let records: VerseRecord[] = [];

  function endVerse(): void {
    if (verse && book && chapter > 0) {
      const record = usfmVerse(book, chapter, verse.number, verse.raw.join(" "));
      if (pendingHeading) record.heading = pendingHeading;
      pendingHeading = undefined;
      records.push(record);
    }
    verse = undefined;
  }

  function readLine(line: string): void {
    const trimmed = line.trim();
    if (!trimmed) return;
    const marker = MARKER.exec(trimmed)?.[0] ?? "";
    const rest = trimmed.slice(marker.length).trim();
    if (marker === "\\id") {
      endVerse();
      book = bookByUsfmCode(rest.split(/\s+/)[0] ?? "")?.number;
      chapter = 0;
      pendingHeading = undefined;
      return;
    }
    if (marker === "\\c") {
      endVerse();
      chapter = Number.parseInt(rest, 10);
      return;
    }
    if (INTRODUCTION.test(marker)) return;
    if (HEADING.test(marker)) {
      endVerse();
      const text = cleanInline(rest).text;
      if (text) pendingHeading = pendingHeading ? `${pendingHeading} ${text}` : text;
      return;
    }
    // Paragraph markers (\p, \q1, \m …) only separate; the text after them, and any \v on the line, continues.
    let content = marker === "\\v" ? trimmed : rest;
    for (;;) {
      const match = VERSE.exec(content);
      if (!match) break;
      verse?.raw.push(content.slice(0, match.index));
      endVerse();
      verse = { number: Number(match[1]), raw: [] };
      content = content.slice(match.index + match[0].length);
    }
    verse?.raw.push(content);
  }

  // The verses each chunk of lines completes, together.
  for await (const lines of textLines(path)) {
    for (const line of lines) readLine(line);
    if (records.length > 0) yield records;
    records = [];
  }
  endVerse();
  if (records.length > 0) yield records;
}

function usfmVerse(book: number, chapter: number, verse: number, raw: string): VerseRecord {
  const { text, strongs } = cleanInline(raw, book <= 39 ? "H" : "G");
  return verseRecord(book, chapter, verse, text, undefined, strongs);
}

function cleanInline(raw: string, prefix?: "H" | "G") {
  const collector = new StrongsCollector();
  const withoutNotes = raw.replace(NOTE, " ");
  const words = withoutNotes.replace(WORD, (_whole, word: string, attributes: string | undefined) => {
    if (attributes) {
      const { numbers, morph } = wordTagging(attributes, prefix);
      collector.add(word, numbers, morph);
    }
    return word;
  });
  return { text: cleanText(words.replace(CLOSING_MARKER, "").replace(OPENING_MARKER, " ")), strongs: collector.take() };
}

type WordTagging = { numbers: string[]; morph: string | undefined };
/**
 * A tagged Bible repeats a few ten thousand attribute texts (`strong="H430"`, with `x-morph`) hundreds of thousands
 * of times: each is parsed once per testament prefix. The arrays are shared (strongNumbers).
 */
const taggings = {
  H: new Map<string, WordTagging>(),
  G: new Map<string, WordTagging>(),
  none: new Map<string, WordTagging>(),
};
const TAGGING_CACHE_LIMIT = 50_000;

function wordTagging(attributes: string, prefix: "H" | "G" | undefined): WordTagging {
  const cache = taggings[prefix ?? "none"];
  let tagging = cache.get(attributes);
  if (!tagging) {
    const parsed = parseWordAttributes(attributes);
    tagging = { numbers: strongNumbers(parsed.strong ?? parsed.lemma ?? "", prefix), morph: parsed["x-morph"] };
    if (cache.size >= TAGGING_CACHE_LIMIT) cache.clear();
    cache.set(attributes, tagging);
  }
  return tagging;
}

function parseWordAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  let any = false;
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) {
    if (name === undefined || value === undefined) continue;
    attributes[name] = value;
    any = true;
  }
  // USFM 2 default attribute: \w word|H1234\w*
  if (!any && text.trim()) attributes.lemma = text.trim();
  return attributes;
}
