// The FreeDict dictd reader. Runs in the install worker (freedict.worker.ts): Node modules and types only.
import type { StoredDictionaryEntry } from "@bible/db";
import { dictionaryKey, toBuckets } from "../dictionary-store.ts";
import type { DataFile } from "../manifest.ts";
import { loadDataFile } from "./source.ts";

/** Most senses kept per headword, and the longest sense kept whole: a learner's gloss, not the whole article. */
const MAX_SENSES = 5;
const MAX_SENSE_LENGTH = 100;
const MAX_DEFINITION_LENGTH = 200;
/** Wiktionary's placeholder where a definition is still to be written. */
const PLACEHOLDER = /^A ser classificado/;
/** Entries read backwards keep this many headwords per translation ("tierra" ← terre, sol, pays…). */
const MAX_REVERSED = 6;

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** Each byte's value as a dictd base-64 digit, -1 where it is none. */
const DIGITS = new Int8Array(256).fill(-1);
for (let i = 0; i < BASE64.length; i++) DIGITS[BASE64.charCodeAt(i)] = i;

/** A dictd index number (offset or length), written in base 64 with the digits A–Z a–z 0–9 + /: bytes[start, end). */
export function dictdNumber(bytes: Buffer, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = DIGITS[bytes[i] ?? 0] ?? -1;
    if (digit < 0) throw new Error(`Not a dictd base-64 number: ${bytes.toString("utf8", start, end)}`);
    value = value * 64 + digit;
  }
  return value;
}

/**
 * The length in bytes of the white space starting at bytes[i] (before `end`), 0 if none: what \s matches and trim()
 * removes, in UTF-8 (ASCII's, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF).
 */
export function spaceAt(bytes: Buffer, i: number, end: number): number {
  const first = bytes[i] ?? 0;
  if (first === 0x20 || (first >= 0x09 && first <= 0x0d)) return 1;
  if (first < 0xc2 || i + 1 >= end) return 0;
  const second = bytes[i + 1];
  if (first === 0xc2) return second === 0xa0 ? 2 : 0;
  if (i + 2 >= end) return 0;
  const third = bytes[i + 2] ?? 0;
  if (first === 0xe1) return second === 0x9a && third === 0x80 ? 3 : 0;
  if (first === 0xe2) {
    // U+2000–U+200A, U+2028, U+2029, U+202F
    if (second === 0x80)
      return (third >= 0x80 && third <= 0x8a) || (third >= 0xa8 && third <= 0xa9) || third === 0xaf ? 3 : 0;
    return second === 0x81 && third === 0x9f ? 3 : 0;
  }
  if (first === 0xe3) return second === 0x80 && third === 0x80 ? 3 : 0;
  if (first === 0xef) return second === 0xbb && third === 0xbf ? 3 : 0;
  return 0;
}

/** The first byte from `i` on that is not white space (`end` if none). */
function skipSpace(bytes: Buffer, i: number, end: number): number {
  while (i < end) {
    const space = spaceAt(bytes, i, end);
    if (space === 0) return i;
    i += space;
  }
  return end;
}

/** Whether bytes[i…] spell `ascii` (before `end`). */
function startsWith(bytes: Buffer, i: number, end: number, ascii: string): boolean {
  if (i + ascii.length > end) return false;
  for (let k = 0; k < ascii.length; k++) if (bytes[i + k] !== ascii.charCodeAt(k)) return false;
  return true;
}

const POS_TAGS: Record<string, string> = {
  n: "noun",
  noun: "noun",
  v: "verb",
  vt: "verb",
  vi: "verb",
  verb: "verb",
  adj: "adjective",
  adv: "adverb",
  pn: "properNoun",
  prop: "properNoun",
  pron: "pronoun",
  prep: "preposition",
  conj: "conjunction",
  num: "numeral",
  art: "determiner",
  det: "determiner",
  interj: "interjection",
  intj: "interjection",
};
const GENDER_TAGS: Record<string, "m" | "f" | "n"> = { masc: "m", m: "m", fem: "f", f: "f", neut: "n" };

/** grammarTags' answers by tags: a dictionary writes the same few hundred again and again (deu-eng 300,000 times). */
const GRAMMAR = new Map<string, Pick<StoredDictionaryEntry, "p" | "g">>();

/** "<n, fem>", "<fem, n, sg>", "<n, n>" (a neuter noun in spa-deu): the part of speech and the gender. */
export function grammarTags(tags: string): Pick<StoredDictionaryEntry, "p" | "g"> {
  const known = GRAMMAR.get(tags);
  if (known) return known;
  const result: Pick<StoredDictionaryEntry, "p" | "g"> = {};
  for (const tag of tags.split(/[\s,]+/)) {
    if (!tag) continue;
    const gender = GENDER_TAGS[tag];
    if (gender && !result.g) result.g = gender;
    else if (tag === "n" && result.p === "noun" && !result.g) result.g = "n";
    else if (!result.p && POS_TAGS[tag]) result.p = POS_TAGS[tag];
  }
  GRAMMAR.set(tags, result);
  return result;
}

/** JMdict's word classes as FreeDict writes them: "(noun (common) (futsuumeishi))", "(Godan verb …)". */
function japaneseWordClass(line: string): string | undefined {
  const text = line.trim().toLowerCase();
  if (text.startsWith("(noun")) return "noun";
  if (text.startsWith("(auxiliary")) return "auxiliary";
  if (/\bverb\b/.test(text)) return "verb";
  if (text.startsWith("(adj")) return "adjective";
  if (text.startsWith("(adverb")) return "adverb";
  if (text.startsWith("(pronoun")) return "pronoun";
  if (text.startsWith("(particle")) return "particle";
  if (text.startsWith("(conjunction")) return "conjunction";
  if (text.startsWith("(interjection")) return "interjection";
  if (text.startsWith("(numeric")) return "numeral";
  return undefined;
}

const isWrapped = (line: string) => /^\s*\(.*\)\s*$/.test(line);
const hasLetters = (line: string) => /\p{L}/u.test(line);
/** Lines that annotate a sense rather than translate it: examples, notes, cross references. */
const isAnnotation = (line: string) => /^\s*("|Note:|Synonyms?:|see:|Usage:)/.test(line);

/*
 * The strings kept in the entries (until the rows are written) are made by split and join rather than replace: V8's
 * replace answers a tree of concatenated pieces, several times the memory of the text (and slower to make), which
 * every garbage collection then copies or walks; a join is one piece.
 */

/** White space runs as one space, none at either end. */
function collapseSpace(text: string): string {
  const trimmed = text.trim();
  return /\s\s|[^\S ]/.test(trimmed) ? trimmed.split(/\s+/).join(" ") : trimmed;
}

function cleanSense(line: string): string {
  let text = line;
  if (text.includes("{")) text = text.split(/\{[^}]*\}/).join("");
  if (text.includes("<")) text = text.split(/<[^>]*>/).join("");
  text = collapseSpace(text);
  return text.length > MAX_SENSE_LENGTH ? [text.slice(0, MAX_SENSE_LENGTH - 1), "…"].join("") : text;
}

/** Whether a line annotates a sense (see isAnnotation), read from its bytes. */
function isAnnotationAt(bytes: Buffer, start: number, end: number): boolean {
  const i = skipSpace(bytes, start, end);
  return (
    (i < end && bytes[i] === 0x22) ||
    startsWith(bytes, i, end, "Note:") ||
    startsWith(bytes, i, end, "Synonym:") ||
    startsWith(bytes, i, end, "Synonyms:") ||
    startsWith(bytes, i, end, "see:") ||
    startsWith(bytes, i, end, "Usage:")
  );
}

/** Whether a line is plain ASCII without a letter, which `readLine` passes over (read from its bytes, not decoded). */
function isAsciiWithoutLetters(bytes: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const byte = bytes[i] ?? 0;
    const lower = byte | 0x20;
    if (byte >= 0x80 || (lower >= 0x61 && lower <= 0x7a)) return false;
  }
  return true;
}

/**
 * The senses of one article as its body lines come: numbered senses ("1. …"), or the whole body when the article
 * has one. A sense whose number stands alone on its line (" 3.") has no equivalent in the target language, only its
 * definition in the headword's language (WikDict pairs list every Wiktionary sense). Each sense is its first line
 * with letters (the equivalents), then the next one (that definition); the lines after them are not read.
 */
class SenseReader {
  readonly senses: string[] = [];
  readonly definitions: string[] = [];
  /** A Japanese word class found on a line in parentheses. */
  wordClass: string | undefined;
  private open = false;
  private sense: string | null = null;
  private definition = "";
  /** The sense has its equivalents and its definition: its other lines are not read. */
  complete = false;

  private readonly japanese: boolean;

  constructor(japanese: boolean) {
    this.japanese = japanese;
  }

  /** Ends the sense being read and starts the next; false once MAX_SENSES are kept (the rest is not read). */
  next(bare: boolean): boolean {
    if (!this.close()) return false;
    this.open = true;
    this.sense = bare && !this.japanese ? "" : null;
    this.definition = "";
    this.complete = false;
    return true;
  }

  /** Starts the first sense if none is open (a body without numbers). */
  ensureOpen(): void {
    if (!this.open) this.next(false);
  }

  /** Ends the sense being read: kept if it has equivalents or a definition and is not a repeat; false once full. */
  close(): boolean {
    if (!this.open) return true;
    this.open = false;
    const { sense, definition } = this;
    if (sense === null || (!sense && !definition)) return true;
    if (sense && this.senses.includes(sense)) return true;
    this.senses.push(sense);
    this.definitions.push(definition);
    return this.senses.length < MAX_SENSES;
  }

  /** One line of the sense being read. */
  readLine(line: string): void {
    if (this.complete || isAnnotation(line)) return;
    if (isWrapped(line)) {
      this.wordClass ??= japaneseWordClass(line);
      return;
    }
    if (!hasLetters(line)) return;
    if (this.sense === null) {
      this.sense = cleanSense(line);
      return;
    }
    // The line after the equivalents defines the sense in the headword's own language (WikDict pairs).
    const text = collapseSpace(line);
    if (!PLACEHOLDER.test(text)) this.definition = text.slice(0, MAX_DEFINITION_LENGTH);
    this.complete = true;
  }
}

const NUMBERED = /^\s*\d+\.\s*(.*)$/;
/** por-fra writes "terre 2." where a line should end and the next sense begin. */
const TRAILING_NUMBER = /^(.*\S)\s+\d+\.$/;

/**
 * One dictd article, dict[start, end) in UTF-8: the headword line (IPA between slashes, grammar between angle
 * brackets), then senses, each a line of equivalents followed by notes in the source language that are left out.
 * The IPA is kept only where asked: FreeDict's Japanese and Arabic IPA is machine-made from the script.
 * Read from the bytes line by line, each line decoded only if it is read (most notes and cross references are not):
 * a line decoded on its own is a one-byte string when it can be (the article decoded whole is a two-byte string as
 * soon as it has one IPA letter, and so is every part of it), half the memory and JSON.stringify's fast path.
 */
export function parseArticle(
  dict: Buffer,
  start: number,
  end: number,
  headword: string,
  keepPronunciation: boolean,
  japanese = false,
): StoredDictionaryEntry | null {
  const entry: StoredDictionaryEntry = { h: headword, s: [] };
  let lineEnd = dict.indexOf(0x0a, start);
  if (lineEnd < 0 || lineEnd > end) lineEnd = end;
  let grammarOrIpa = false;
  for (let i = start; i < lineEnd && !grammarOrIpa; i++) {
    grammarOrIpa = dict[i] === 0x3c || (keepPronunciation && dict[i] === 0x2f);
  }
  if (grammarOrIpa) {
    const head = dict.toString("utf8", start, lineEnd);
    const grammar = /<([^<>]*)>\s*$/.exec(head);
    if (grammar?.[1]) Object.assign(entry, grammarTags(grammar[1]));
    const ipa = keepPronunciation ? /\/{1,2}([^/]+)\/{1,2}/.exec(head) : null;
    // Some dictionaries mark stress with an apostrophe (ita-spa //rap'pɔrto//): IPA's mark is ˈ. Joined, the string
    // kept is one piece: a template literal makes a tree of pieces that also keeps the whole head line in memory.
    if (ipa?.[1]) entry.i = ["/", ipa[1].trim().replace(/'/g, "ˈ"), "/"].join("");
  }
  const reader = new SenseReader(japanese);
  while (lineEnd < end) {
    const lineStart = lineEnd + 1;
    lineEnd = dict.indexOf(0x0a, lineStart);
    if (lineEnd < 0 || lineEnd > end) lineEnd = end;
    const first = skipSpace(dict, lineStart, lineEnd);
    if (first === lineEnd) continue; // blank
    let line: string | undefined;
    const digit = dict[first] ?? 0;
    if (digit >= 0x30 && digit <= 0x39) {
      line = dict.toString("utf8", lineStart, lineEnd);
      const numbered = NUMBERED.exec(line);
      if (numbered) {
        if (!reader.next(!numbered[1])) break;
        if (numbered[1]) reader.readLine(numbered[1]);
        continue;
      }
    }
    reader.ensureOpen();
    if (dict[lineEnd - 1] === 0x2e) {
      line ??= dict.toString("utf8", lineStart, lineEnd);
      const trailing = TRAILING_NUMBER.exec(line);
      if (trailing) {
        reader.readLine(trailing[1] ?? "");
        if (!reader.next(true)) break;
        continue;
      }
    }
    if (reader.complete) continue;
    if (line === undefined) {
      if (isAnnotationAt(dict, first, lineEnd) || isAsciiWithoutLetters(dict, first, lineEnd)) continue;
      line = dict.toString("utf8", lineStart, lineEnd);
    }
    reader.readLine(line);
  }
  reader.close();
  if (reader.wordClass !== undefined) entry.p ??= reader.wordClass;
  // Copies of their exact size: an array grown by push holds 17 slots (the entries stay until the rows are written).
  entry.s = reader.senses.slice();
  if (reader.definitions.some(Boolean)) entry.d = reader.definitions.slice();
  return entry.s.some(Boolean) || entry.d ? entry : null;
}

export type DictdFiles = { index: Buffer; dict: Buffer };

/** Whether a[aStart, aEnd) and b[bStart, bEnd) hold the same bytes. */
function sameBytes(a: Buffer, aStart: number, aEnd: number, b: Buffer, bStart: number, bEnd: number): boolean {
  if (aEnd - aStart !== bEnd - bStart) return false;
  for (let i = 0; i < aEnd - aStart; i++) if (a[aStart + i] !== b[bStart + i]) return false;
  return true;
}

/** Where the first word of an article ends (the headword as written: up to white space, "/", "<" or "["). */
function firstWordEnd(dict: Buffer, start: number, end: number): number {
  let i = start;
  while (i < end) {
    const byte = dict[i];
    if (byte === 0x2f || byte === 0x3c || byte === 0x5b || spaceAt(dict, i, end) > 0) return i;
    i++;
  }
  return end;
}

/**
 * Every single-word headword of a dictd dictionary, its articles parsed and those of the same part of
 * speech merged (deu-eng has one article per sense). Multi-word headwords ("code de la route") are
 * left out: the reader clicks one word. The index is read as bytes: a headword is decoded only if it is kept.
 */
export function readDictd(
  files: DictdFiles,
  keepPronunciation: boolean,
  japanese = false,
): Map<string, StoredDictionaryEntry[]> {
  const { index, dict } = files;
  const entries = new Map<string, StoredDictionaryEntry[]>();
  // The keys each article (by offset) was read under: an article listed under several headwords of the same key is
  // read once.
  const seen = new Map<number, string | string[]>();
  let lastKey: string | undefined;
  let lastList: StoredDictionaryEntry[] | undefined;
  let next = 0;
  while (next < index.length) {
    const start = next;
    let end = index.indexOf(0x0a, start);
    if (end < 0) end = index.length;
    next = end + 1;
    // The headword, up to the first tab; one with white space is left out, as are dictd's own entries ("00…").
    let tab = start;
    let spaced = false;
    while (tab < end && index[tab] !== 0x09) {
      if (spaceAt(index, tab, end) > 0) spaced = true;
      tab++;
    }
    if (tab === end || tab === start || spaced || (index[start] === 0x30 && index[start + 1] === 0x30)) continue;
    // The second and third fields: offset and length (fields after them ignored).
    let second = tab + 1;
    while (second < end && index[second] !== 0x09) second++;
    let third = second + 1;
    while (third < end && index[third] !== 0x09) third++;
    const headword = index.toString("utf8", start, tab);
    const key = dictionaryKey(headword);
    const offset = dictdNumber(index, tab + 1, second);
    const keys = seen.get(offset);
    if (keys === undefined) seen.set(offset, key);
    else if (keys === key || (Array.isArray(keys) && keys.includes(key))) continue;
    else if (Array.isArray(keys)) keys.push(key);
    else seen.set(offset, [keys, key]);
    const length = second < end ? dictdNumber(index, second + 1, Math.min(third, end)) : 0;
    const articleStart = Math.min(offset, dict.length);
    const articleEnd = Math.min(offset + length, dict.length);
    // The index folds case (deu "erde"); the article's first word keeps it ("Erde").
    const wordEnd = firstWordEnd(dict, articleStart, articleEnd);
    const shown =
      wordEnd === articleStart
        ? undefined
        : sameBytes(dict, articleStart, wordEnd, index, start, tab)
          ? headword
          : dict.toString("utf8", articleStart, wordEnd);
    const entry = parseArticle(
      dict,
      articleStart,
      articleEnd,
      shown && (shown === headword || dictionaryKey(shown) === key) ? shown : headword,
      keepPronunciation,
      japanese,
    );
    if (!entry) continue;
    // The index is sorted: a key's headwords mostly come one after the other ("Erde", "erde").
    const list = key === lastKey ? lastList : entries.get(key);
    lastKey = key;
    lastList = list;
    const same = list?.find((e) => e.p === entry.p && e.h === entry.h);
    if (same) {
      entry.s.forEach((sense, i) => {
        if (same.s.length >= MAX_SENSES || same.s.includes(sense)) return;
        same.s.push(sense);
        if (entry.d?.[i]) same.d = [...(same.d ?? same.s.slice(0, -1).map(() => "")), entry.d[i] ?? ""];
        else if (same.d) same.d.push("");
      });
      same.i ??= entry.i;
      same.g ??= entry.g;
    } else if (list) list.push(entry);
    else {
      lastList = [entry];
      entries.set(key, lastList);
    }
  }
  return entries;
}

/** The article or "to" an equivalent is read without ("to eat" → eat). */
const LEADING_WORD = /^(to|the|a|an)\s+/i;

/** The single-word equivalents of an entry's first senses: "ground, soil" → ground, soil. */
export function equivalents(entry: StoredDictionaryEntry): string[] {
  const words: string[] = [];
  let senses = 0;
  for (const sense of entry.s) {
    if (!sense) continue;
    if (++senses > 3) break;
    // Its parts between commas and semicolons.
    for (let start = 0; start <= sense.length; ) {
      let end = start;
      while (end < sense.length) {
        const code = sense.charCodeAt(end);
        if (code === 0x2c || code === 0x3b) break;
        end++;
      }
      let word = sense.slice(start, end);
      start = end + 1;
      // Without what is between brackets or parentheses, nor a leading "to", "the", "a" or "an" (T, t, A or a).
      if (word.includes("[") || word.includes("(")) word = word.split(/\[[^\]]*\]|\([^)]*\)/).join("");
      const first = word.charCodeAt(0) | 0x20;
      if (first === 0x74 || first === 0x61) word = word.replace(LEADING_WORD, "");
      word = word.trim();
      if (word && !/\s/.test(word) && hasLetters(word) && !words.includes(word)) words.push(word);
    }
  }
  return words;
}

/** Adds the entries of the opposite dictionary read backwards: each answers its single-word equivalents. */
export function addReversed(
  into: Map<string, StoredDictionaryEntry[]>,
  opposite: Map<string, StoredDictionaryEntry[]>,
): void {
  for (const list of opposite.values()) {
    for (const entry of list) {
      if (entry.r) continue;
      for (const word of equivalents(entry)) {
        const key = dictionaryKey(word);
        const known = into.get(key);
        let same: StoredDictionaryEntry | undefined;
        for (const e of known ?? []) {
          if (e.r && e.p === entry.p) {
            same = e;
            break;
          }
        }
        if (same) {
          if (same.s.length < MAX_REVERSED && !same.s.includes(entry.h)) same.s.push(entry.h);
          continue;
        }
        const reversed: StoredDictionaryEntry = { h: word, s: [entry.h], r: 1 };
        if (entry.p) reversed.p = entry.p;
        if (known) known.push(reversed);
        else into.set(key, [reversed]);
      }
    }
  }
}

/** A dictionary's two files, read (checksums verified, decompressed) by the thread that parses them. */
export type DictdSource = { index: DataFile; dict: DataFile };

/** A language pair a-b: its dictionaries a-b (forward) and b-a (backward), either may be missing. */
export type PairSources = {
  lexiconDir: string;
  forward: DictdSource | null;
  backward: DictdSource | null;
  keepPronunciation: { forward: boolean; backward: boolean };
  /** Which dictionaries are JMdict's (Japanese headwords), whose senses have no definitions. */
  japanese: { forward: boolean; backward: boolean };
};

export type PairRows = { forward: [number, Uint8Array][]; backward: [number, Uint8Array][] };

/** The bucket rows of both directions of a language pair: each its own entries, then the opposite ones read backwards. */
export async function parseLanguagePair(job: PairSources): Promise<PairRows> {
  const parse = async (source: DictdSource | null, keepPronunciation: boolean, japanese: boolean) => {
    if (!source) return new Map<string, StoredDictionaryEntry[]>();
    const options = { lexiconDir: job.lexiconDir };
    const files = {
      index: (await loadDataFile(source.index, options)).bytes,
      dict: (await loadDataFile(source.dict, options)).bytes,
    };
    return readDictd(files, keepPronunciation, japanese);
  };
  const forward = await parse(job.forward, job.keepPronunciation.forward, job.japanese.forward);
  const backward = await parse(job.backward, job.keepPronunciation.backward, job.japanese.backward);
  // Read backwards, each direction's entries are added to the other's; the entries added to `forward` are marked
  // (r) and not read backwards in turn, so it needs no copy of its own.
  addReversed(forward, backward);
  addReversed(backward, forward);
  return { forward: toBuckets(forward), backward: toBuckets(backward) };
}
