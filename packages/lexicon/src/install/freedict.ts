// The FreeDict dictd reader. Runs in the install worker (freedict.worker.ts): Node modules and types only.
import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { StoredDictionaryEntry } from "@bible/db";
import type { DataFile } from "../manifest.ts";
import { loadDataFile } from "./source.ts";

/** FreeDict's three-letter codes of the app's languages (FreeDict has no Korean, Chinese or Ukrainian). */
export const FREEDICT_LANGUAGES = {
  ara: "arabic",
  deu: "german",
  eng: "english",
  fra: "french",
  ita: "italian",
  jpn: "japanese",
  por: "portuguese",
  rus: "russian",
  spa: "spanish",
} as const;

/** Most senses kept per headword, and the longest sense kept whole: a learner's gloss, not the whole article. */
const MAX_SENSES = 5;
const MAX_SENSE_LENGTH = 100;
const MAX_DEFINITION_LENGTH = 200;
/** Wiktionary's placeholder where a definition is still to be written. */
const PLACEHOLDER = /^A ser classificado/;
/** Entries read backwards keep this many headwords per translation ("tierra" ← terre, sol, pays…). */
const MAX_REVERSED = 6;

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** A dictd index number (offset or length), written in base 64 with the digits A–Z a–z 0–9 + /. */
export function dictdNumber(text: string): number {
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const digit = BASE64.indexOf(text.charAt(i));
    if (digit < 0) throw new Error(`Not a dictd base-64 number: ${text}`);
    value = value * 64 + digit;
  }
  return value;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The form headwords are stored and looked up under: lower case, NFC, typographic apostrophe folded;
 * Arabic without vowel signs and with every alif written plain (the Smith–Van Dyck text writes no
 * hamza: الارض is the dictionary's الأرض).
 */
export function dictionaryKey(word: string): string {
  // Printable ASCII (most headwords): NFC, the apostrophe and the Arabic folds change nothing.
  if (PRINTABLE_ASCII.test(word)) return word.toLowerCase().trim();
  return word
    .normalize("NFC")
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/[\u064b-\u0652\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .trim();
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

/** "<n, fem>", "<fem, n, sg>", "<n, n>" (a neuter noun in spa-deu): the part of speech and the gender. */
export function grammarTags(tags: string): Pick<StoredDictionaryEntry, "p" | "g"> {
  const result: Pick<StoredDictionaryEntry, "p" | "g"> = {};
  for (const tag of tags.split(/[\s,]+/)) {
    if (!tag) continue;
    const gender = GENDER_TAGS[tag];
    if (gender && !result.g) result.g = gender;
    else if (tag === "n" && result.p === "noun" && !result.g) result.g = "n";
    else if (!result.p && POS_TAGS[tag]) result.p = POS_TAGS[tag];
  }
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

function cleanSense(line: string): string {
  const text = line
    .replace(/\{[^}]*\}/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > MAX_SENSE_LENGTH ? `${text.slice(0, MAX_SENSE_LENGTH - 1)}…` : text;
}

/**
 * The lines of each sense: numbered senses ("1. …"), or the whole body when the article has one. A
 * sense whose number stands alone on its line (" 3.") has no equivalent in the target language, only
 * its definition in the headword's language (WikDict pairs list every Wiktionary sense).
 */
function senseBlocks(body: string[]): { lines: string[]; bare: boolean }[] {
  const blocks: { lines: string[]; bare: boolean }[] = [];
  let block: { lines: string[]; bare: boolean } | null = null;
  for (const raw of body) {
    const numbered = /^\s*\d+\.\s*(.*)$/.exec(raw);
    if (numbered) {
      block = { lines: numbered[1] ? [numbered[1]] : [], bare: !numbered[1] };
      blocks.push(block);
      continue;
    }
    if (!raw.trim()) continue;
    if (!block) {
      block = { lines: [], bare: false };
      blocks.push(block);
    }
    // por-fra writes "terre 2." where a line should end and the next sense begin.
    const trailing = raw.endsWith(".") ? /^(.*\S)\s+\d+\.$/.exec(raw) : null;
    block.lines.push(trailing?.[1] ?? raw);
    if (trailing) {
      block = { lines: [], bare: true };
      blocks.push(block);
    }
  }
  return blocks;
}

/**
 * One dictd article: the headword line (IPA between slashes, grammar between angle brackets), then
 * senses, each a line of equivalents followed by notes in the source language that are left out.
 * The IPA is kept only where asked: FreeDict's Japanese and Arabic IPA is machine-made from the script.
 */
export function parseArticle(
  article: string,
  headword: string,
  keepPronunciation: boolean,
  japanese = false,
): StoredDictionaryEntry | null {
  const [head = "", ...body] = article.split("\n");
  const entry: StoredDictionaryEntry = { h: headword, s: [] };
  const grammar = /<([^<>]*)>\s*$/.exec(head);
  if (grammar?.[1]) Object.assign(entry, grammarTags(grammar[1]));
  const ipa = keepPronunciation ? /\/{1,2}([^/]+)\/{1,2}/.exec(head) : null;
  // Some dictionaries mark stress with an apostrophe (ita-spa //rap'pɔrto//): IPA's mark is ˈ.
  if (ipa?.[1]) entry.i = `/${ipa[1].trim().replace(/'/g, "ˈ")}/`;
  const definitions: string[] = [];
  for (const { lines, bare } of senseBlocks(body)) {
    let sense: string | null = bare && !japanese ? "" : null;
    let definition = "";
    for (const line of lines) {
      if (isAnnotation(line)) continue;
      if (isWrapped(line)) {
        entry.p ??= japaneseWordClass(line);
        continue;
      }
      if (!hasLetters(line)) continue;
      if (sense === null) {
        sense = cleanSense(line);
        continue;
      }
      // The line after the equivalents defines the sense in the headword's own language (WikDict pairs).
      const text = line.replace(/\s+/g, " ").trim();
      if (!PLACEHOLDER.test(text)) definition = text.slice(0, MAX_DEFINITION_LENGTH);
      break;
    }
    if (sense === null || (!sense && !definition)) continue;
    if (sense && entry.s.includes(sense)) continue;
    entry.s.push(sense);
    definitions.push(definition);
    if (entry.s.length >= MAX_SENSES) break;
  }
  if (definitions.some(Boolean)) entry.d = definitions;
  return entry.s.some(Boolean) || entry.d ? entry : null;
}

export type DictdFiles = { index: Buffer; dict: Buffer };

/**
 * Every single-word headword of a dictd dictionary, its articles parsed and those of the same part of
 * speech merged (deu-eng has one article per sense). Multi-word headwords ("code de la route") are
 * left out: the reader clicks one word.
 */
export function readDictd(
  files: DictdFiles,
  keepPronunciation: boolean,
  japanese = false,
): Map<string, StoredDictionaryEntry[]> {
  const entries = new Map<string, StoredDictionaryEntry[]>();
  // The keys each offset (as written in the index) was read under: an article listed under several headwords of
  // the same key is read once. By offset first, a small number in most cases: no string built per line.
  const seen = new Map<string, string | string[]>();
  for (const line of files.index.toString("utf8").split("\n")) {
    const tab = line.indexOf("\t");
    if (tab <= 0 || line.startsWith("00")) continue;
    const headword = line.slice(0, tab);
    if (/\s/.test(headword)) continue;
    // The second and third fields: offset and length (fields after them ignored).
    const second = line.indexOf("\t", tab + 1);
    const offset = second < 0 ? line.slice(tab + 1) : line.slice(tab + 1, second);
    const third = second < 0 ? -1 : line.indexOf("\t", second + 1);
    const length = second < 0 ? "" : third < 0 ? line.slice(second + 1) : line.slice(second + 1, third);
    const key = dictionaryKey(headword);
    const keys = seen.get(offset);
    if (keys === undefined) seen.set(offset, key);
    else if (keys === key || (Array.isArray(keys) && keys.includes(key))) continue;
    else if (Array.isArray(keys)) keys.push(key);
    else seen.set(offset, [keys, key]);
    const start = dictdNumber(offset);
    const article = files.dict.toString("utf8", start, start + dictdNumber(length));
    // The index folds case (deu "erde"); the article's first word keeps it ("Erde").
    const shown = /^([^\s/<[]+)/.exec(article)?.[1];
    const entry = parseArticle(
      article,
      shown && dictionaryKey(shown) === key ? shown : headword,
      keepPronunciation,
      japanese,
    );
    if (!entry) continue;
    const list = entries.get(key);
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
    else entries.set(key, [entry]);
  }
  return entries;
}

/** The single-word equivalents of an entry's first senses: "ground, soil" → ground, soil. */
export function equivalents(entry: StoredDictionaryEntry): string[] {
  const words = new Set<string>();
  for (const sense of entry.s.filter(Boolean).slice(0, 3)) {
    for (const part of sense.split(/[,;]/)) {
      const word = part
        .replace(/\[[^\]]*\]|\([^)]*\)/g, "")
        .replace(/^(to|the|a|an)\s+/i, "")
        .trim();
      if (word && !/\s/.test(word) && hasLetters(word)) words.add(word);
    }
  }
  return [...words];
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
        const known = into.get(key) ?? [];
        const same = known.find((e) => e.r && e.p === entry.p);
        if (same) {
          if (same.s.length < MAX_REVERSED && !same.s.includes(entry.h)) same.s.push(entry.h);
          continue;
        }
        const reversed: StoredDictionaryEntry = { h: word, s: [entry.h], r: 1 };
        if (entry.p) reversed.p = entry.p;
        known.push(reversed);
        into.set(key, known);
      }
    }
  }
}

/** Hash buckets: 2^10 per language pair keeps the largest pair (German → English) near 300 keys a row. */
export const BUCKET_BITS = 10;

/** FNV-1a over the UTF-16 code units, folded to BUCKET_BITS bits. */
export function bucketOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> (32 - BUCKET_BITS);
}

/**
 * A language pair's entries as bucket rows: [bucket, deflated JSON of { key: entries }]. Each row's bytes in an
 * ArrayBuffer of their own size: zlib answers a view of its 16 KB output chunk, and a view sent to another thread
 * takes its whole ArrayBuffer along (46,000 rows of a few hundred bytes came to the server as 750 MB).
 */
export function toBuckets(entries: Map<string, StoredDictionaryEntry[]>): [number, Uint8Array][] {
  const buckets = new Map<number, Record<string, StoredDictionaryEntry[]>>();
  for (const [key, list] of entries) {
    const bucket = bucketOf(key);
    let row = buckets.get(bucket);
    if (!row) {
      row = {};
      buckets.set(bucket, row);
    }
    row[key] = list;
  }
  return [...buckets].map(([bucket, row]) => [bucket, new Uint8Array(deflateRawSync(JSON.stringify(row)))]);
}

/** A bucket row's entries, as `toBuckets` wrote them. */
export function readBucket(bytes: Uint8Array): Record<string, StoredDictionaryEntry[]> {
  return JSON.parse(inflateRawSync(bytes).toString("utf8"));
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
  const forwardRows = new Map(forward);
  addReversed(forwardRows, backward);
  addReversed(backward, forward);
  return { forward: toBuckets(forwardRows), backward: toBuckets(backward) };
}
