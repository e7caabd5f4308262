// Sense benchmark: does the word dialog show the sense of the word in its verse, in the reader's language, and never a
// label? Content words of the 12 languages' shipped versions, drawn at random (fixed seed) in six books, are studied
// as the dialog asks (`studyWord` with the version and the word's offsets), for a French and an English reader.
//
// The gold senses come from data the dialog does not read: the English words of the WEB (its own Strong's tags)
// for the same original word in the same verse; for English words, whose WEB word is mostly the KJV's own, the
// French words of the LSG (its own Strong's tags) instead. The dialog reads the KJV and the LSG, never the WEB, and
// never the LSG for an English reader studying an English word. The gold file (senses-gold.json) is written once by
// `build-gold` and kept: it was never used to tune the choice of senses.
//
// A shown definition matches its gold when one of its content words, put into the gold's language through FreeDict
// when it is written in another, is one of the gold words (or their translations). A definition is a label when it
// starts with a tag in brackets or parentheses, or when it is a single word the dictionaries write as a tag.
//
//   SENSES_BENCH_URL=postgres://postgres@127.0.0.1:5432/senses_bench pnpm --filter @bible/bench senses
//   (keeps the installed data between runs; without it, an in-memory PGlite is filled first, a few minutes)
//   pnpm --filter @bible/bench senses build-gold   (rewrites senses-gold.json: SEED, PER_LANGUAGE)
//   MISSES=50 prints that many of the definitions that miss their gold; DUMP=file.jsonl writes every one shown.
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { LANGUAGES, type LanguageId } from "@bible/canon";
import { and, createDb, eq, inArray, type Queryable, taggedVerses, verses } from "@bible/db";
import {
  lookUpDictionary,
  lookUpVerse,
  partOfSpeechOfMorphology,
  stopSegmenters,
  studyWord,
  TAGGED_SOURCES,
  type WordStudyResult,
} from "@bible/lexicon";
import { PUBLIC_DOMAIN_DEFAULTS } from "@bible/versions";
import { FUNCTION_WORDS } from "./lib/function-words";
import { machineLoad, median } from "./lib/stats";
import { BENCH_BOOKS, GOLD_VERSION, prepareSenseData } from "./senses-setup";

const GOLD_FILE = new URL("./senses-gold.json", import.meta.url);
const FRENCH_GOLD_VERSION = "LSG";
const seed = Number(process.env.SEED ?? 29);
const wordsPerLanguage = Number(process.env.PER_LANGUAGE ?? 30);
/** How many definitions that miss their gold are printed per reader (MISSES). */
const shownMisses = Number(process.env.MISSES ?? 12);

type Ref = { book: number; chapter: number; verse: number };
type GoldItem = Ref & {
  language: LanguageId;
  version: string;
  word: string;
  offset: number;
  end: number;
  context: string;
  strongs: string;
  /** The WEB's words for the same original word in the verse. */
  english: string[];
  /** The LSG's words for it. */
  french: string[];
};

/** A seeded generator (mulberry32): the same draw on every run. */
function random(seedValue: number): () => number {
  let state = seedValue >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The words of a version linked with confidence to `strongs` in the verse (its own tags for the WEB and the LSG). */
async function wordsFor(db: Queryable, version: string, ref: Ref, strongs: string): Promise<string[]> {
  const lookup = await lookUpVerse(db, version, ref);
  if (lookup.status !== "aligned") return [];
  const { view } = lookup;
  return [...new Set(view.links.filter((l) => l.strongs === strongs).map((l) => view.text.slice(l.start, l.end)))];
}

/** The original word at `index` of the verse: its morphology says whether it is a content word (not a name). */
async function originalMorphology(db: Queryable, ref: Ref, index: number): Promise<string | null> {
  const source = ref.book >= 40 ? TAGGED_SOURCES.rp2018 : TAGGED_SOURCES.oshb;
  const [row] = await db
    .select({ words: taggedVerses.words })
    .from(taggedVerses)
    .where(
      and(
        eq(taggedVerses.source, source),
        eq(taggedVerses.book, ref.book),
        eq(taggedVerses.chapter, ref.chapter),
        eq(taggedVerses.verse, ref.verse),
      ),
    );
  return row?.words[index]?.m ?? null;
}

function isContentWord(morphology: string | null, greek: boolean): boolean {
  const pos = partOfSpeechOfMorphology(morphology, greek);
  if (!pos || !["noun", "verb", "adjective"].includes(pos)) return false;
  return !(morphology ?? "").includes("-PRI") && !(morphology ?? "").includes("Np");
}

async function buildGold(db: Queryable): Promise<GoldItem[]> {
  const next = random(seed);
  const items: GoldItem[] = [];
  for (const { id: language } of LANGUAGES) {
    const version = PUBLIC_DOMAIN_DEFAULTS[language];
    const rows = await db
      .select({ book: verses.book, chapter: verses.chapter, verse: verses.verse })
      .from(verses)
      .where(and(eq(verses.versionCode, version), inArray(verses.book, [...BENCH_BOOKS])));
    const stop = new Set(FUNCTION_WORDS[language].split(" "));
    let found = 0;
    for (let tries = 0; found < wordsPerLanguage && tries < wordsPerLanguage * 30; tries++) {
      const row = rows[Math.floor(next() * rows.length)];
      if (!row) continue;
      const lookup = await lookUpVerse(db, version, row);
      if (lookup.status !== "aligned") continue;
      const { view } = lookup;
      // Links the aligner is sure of (a text's own tags are 1): a wrong original would make a wrong gold.
      const sure = view.links.filter((l) => l.confidence >= 0.9);
      const link = sure[Math.floor(next() * sure.length)];
      if (!link) continue;
      const morphology = await originalMorphology(db, row, link.word);
      if (!isContentWord(morphology, row.book >= 40)) continue;
      const token = view.tokens.find((t) => t.start === link.start);
      if (!token || token.clitic) continue;
      // The written word the token belongs to (والأرض for أرض, 하나님이 for 하나님).
      const group = view.tokens.filter((t) => t.word === token.word);
      const start = group[0]?.start ?? token.start;
      const end = group.at(-1)?.end ?? token.end;
      const word = view.text.slice(start, end);
      if ([...word].length < (language === "chinese" || language === "japanese" ? 1 : 3)) continue;
      if (stop.has(word.toLowerCase())) continue;
      if (items.some((i) => i.language === language && i.word === word)) continue;
      const english = await wordsFor(db, GOLD_VERSION, row, link.strongs);
      const french = await wordsFor(db, FRENCH_GOLD_VERSION, row, link.strongs);
      if (english.length === 0 || french.length === 0) continue;
      items.push({
        language,
        version,
        ...row,
        word,
        offset: start,
        end,
        context: `${view.text.slice(0, start)}[${word}]${view.text.slice(end)}`,
        strongs: link.strongs,
        english,
        french,
      });
      found++;
    }
  }
  return items;
}

const STOP = new Set(
  "a an the of to in on at by for from with as or and but not no be is are was were been it its this that which who one some any you your he his him she her they them their we us our my me thee thou thy ye le la les un une des de du et ou en au aux par pour sur dans ce qui que se sa son ses est il elle ils nous vous tu te toi".split(
    " ",
  ),
);
function words(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1 && !STOP.has(w));
}
const stem = (w: string) => (w.length > 4 ? w.replace(/(ings?|ed|es|s|e)$/, "") : w);

type Judgement = {
  /** The definition shown, without its note. */
  text: string;
  language: LanguageId;
  gold: string[];
  goldLanguage: LanguageId;
  item: GoldItem;
  result: WordStudyResult;
};

type Judge = { matches: (judgement: Judgement) => Promise<boolean> };

/**
 * Whether a shown definition says the gold sense. Its words are compared with the gold words, both ways through
 * FreeDict (the definition's words put into the gold's language, the gold words into the definition's), with
 * what the data says of that very sense: the equivalent a bilingual dictionary gives beside a definition written
 * in the headword's language ("Terre sur laquelle on vit" ↔ Welt), the other words of a WordNet synset.
 */
function judge(db: Queryable): Judge {
  const cache = new Map<string, Promise<string[]>>();
  const equivalents = (from: LanguageId, to: LanguageId, word: string) => {
    const key = `${from}\t${to}\t${word}`;
    let found = cache.get(key);
    if (!found) {
      found = lookUpDictionary(db, from, to, [word]).then((entries) =>
        entries.flatMap((e) => e.senses.flatMap((s) => words(s.replace(/\([^)]*\)|\[[^\]]*\]/g, " ")))),
      );
      cache.set(key, found);
    }
    return found;
  };
  const translate = async (from: LanguageId, to: LanguageId, texts: string[]) => {
    const own = texts.flatMap(words);
    const out = new Set(own.map(stem));
    if (from !== to) for (const w of own) for (const e of await equivalents(from, to, w)) out.add(stem(e));
    return out;
  };
  /** What the data gives beside the sense shown: a parallel equivalent, a synset's words. */
  const besides = async ({ text, language, item, result }: Judgement): Promise<[LanguageId, string[]][]> => {
    const found: [LanguageId, string[]][] = [];
    const synset = result.analysis.englishSenses.find(
      (s) => s.definition.includes(text) || text.includes(s.definition),
    );
    if (synset) found.push(["english", synset.synonyms]);
    if (language !== item.language) return found;
    const forms = [item.word, item.word.toLowerCase(), result.reading?.lemma ?? item.word];
    for (const target of ["english", "german", "french", "spanish", "italian", "portuguese"] as LanguageId[]) {
      for (const entry of await lookUpDictionary(db, item.language, target, forms)) {
        entry.definitions.forEach((definition, i) => {
          if (definition.includes(text) && entry.senses[i]) found.push([target, [entry.senses[i] ?? ""]]);
        });
      }
    }
    return found;
  };
  /** The gold words' dictionary forms ("rois" → roi, "dit" → dire), from the language's analyser. */
  const lemmaCache = new Map<string, Promise<string | null>>();
  const lemmas = async (language: LanguageId, texts: string[]) => {
    const found: string[] = [];
    for (const word of texts) {
      const key = `${language}\t${word}`;
      let lemma = lemmaCache.get(key);
      if (!lemma) {
        lemma = studyWord(db, { word, language, interfaceLanguage: language }).then((r) => r.reading?.lemma ?? null);
        lemmaCache.set(key, lemma);
      }
      const value = await lemma;
      if (value) found.push(value);
    }
    return found;
  };
  /** The words of texts with their translations into the other language and into English. */
  const spread = async (from: LanguageId, other: LanguageId, texts: string[]) => {
    const all = new Set<string>();
    for (const to of new Set([from, other, "english" as LanguageId])) {
      for (const w of await translate(from, to, texts)) all.add(w);
    }
    return all;
  };
  return {
    async matches(judgement) {
      const { text, language, gold, goldLanguage, result } = judgement;
      const goldWords = await spread(goldLanguage, language, [...gold, ...(await lemmas(goldLanguage, gold))]);
      const shown = await spread(language, goldLanguage, [text]);
      // A definition through the reader's own version is a sense of that version's word ("sense of “dead”").
      const through = /[“«„「『]\s*([^”»“」』]+?)\s*[”»“」』]/u.exec(result.answer.definition ?? "")?.[1];
      if (through && result.answer.definition !== text) {
        for (const w of await spread(language, goldLanguage, [through])) shown.add(w);
      }
      if (agree(shown, goldWords)) return true;
      for (const [from, texts] of await besides(judgement)) {
        if (agree(await spread(from, goldLanguage, texts), goldWords)) return true;
      }
      return false;
    },
  };
}

/** Whether two sets of stems share a word: the same, or one of five letters or more and the other its inflection (donne, donner; rompu, rompre). */
function agree(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const x of a) {
    if (b.has(x)) return true;
    if (x.length < 4) continue;
    for (const y of b) {
      if (y.length < 4) continue;
      let common = 0;
      while (common < x.length && x[common] === y[common]) common++;
      if (common >= 4 && common >= Math.min(x.length, y.length) - 2) return true;
    }
  }
  return false;
}

/** The definition as the dialog shows it, without the fallback's note ("… (définition en anglais, source : …)"). */
function bareDefinition(definition: string): string {
  return definition
    .replace(/\s*[(（][^()（）]*(?:FreeDict|WordNet|CC-CEDICT|LSG|KJV|\d{4})[^()（）]*[)）]\s*$/u, "")
    .trim();
}

/** Labels the dictionaries write as tags: "(Physique)", "[astron.]", read from every sense of the word's entries. */
async function labelsOf(db: Queryable, item: GoldItem, reader: LanguageId): Promise<Set<string>> {
  const labels = new Set<string>();
  for (const target of [reader, "english", "german", "french"] as LanguageId[]) {
    for (const entry of await lookUpDictionary(db, item.language, target, [item.word, item.word.toLowerCase()])) {
      for (const text of [...entry.senses, ...entry.definitions]) {
        for (const m of text.matchAll(/[([]([^)\]]{1,30})[)\]]/g)) labels.add((m[1] ?? "").toLowerCase().trim());
      }
    }
  }
  return labels;
}

function isLabel(text: string, labels: ReadonlySet<string>): boolean {
  if (/^\s*[([{]/.test(text) || /\[[^\]]*\]/.test(text)) return true;
  const bare = text
    .toLowerCase()
    .replace(/[.:]+$/, "")
    .trim();
  return labels.has(bare) || (!/\s/.test(bare) && labels.has(`${bare}.`));
}

type Tally = { items: number; shown: number; matched: number; inReader: number; labels: number };

async function measure(db: Queryable, items: GoldItem[], reader: LanguageId, check: Judge) {
  const perLanguage = new Map<LanguageId, Tally>();
  const total: Tally = { items: 0, shown: 0, matched: 0, inReader: 0, labels: 0 };
  const misses: string[] = [];
  const times: number[] = [];
  for (const item of items) {
    const started = performance.now();
    const result: WordStudyResult = await studyWord(db, {
      word: item.word,
      context: item.context,
      language: item.language,
      interfaceLanguage: reader,
      reference: { book: item.book, chapter: item.chapter, verse: item.verse },
      version: item.version,
      offset: item.offset,
      end: item.end,
    });
    times.push(performance.now() - started);
    const tally = perLanguage.get(item.language) ?? { items: 0, shown: 0, matched: 0, inReader: 0, labels: 0 };
    perLanguage.set(item.language, tally);
    for (const t of [tally, total]) t.items++;
    const definition = result.answer.definition;
    if (!definition) continue;
    for (const t of [tally, total]) t.shown++;
    const text = bareDefinition(definition);
    const language: LanguageId = result.definitionInReaderLanguage ? reader : "english";
    if (result.definitionInReaderLanguage) for (const t of [tally, total]) t.inReader++;
    if (isLabel(text, await labelsOf(db, item, reader))) for (const t of [tally, total]) t.labels++;
    // English words' gold is the LSG's French, the others' the WEB's English.
    const [goldLanguage, gold]: [LanguageId, string[]] =
      item.language === "english" ? ["french", item.french] : ["english", item.english];
    const matched = await check.matches({ text, language, gold, goldLanguage, item, result });
    if (process.env.DUMP) {
      appendFileSync(
        process.env.DUMP,
        `${JSON.stringify({ reader, language: item.language, word: item.word, ref: [item.book, item.chapter, item.verse], strongs: item.strongs, gold, definition, translation: result.answer.translation, matched })}\n`,
      );
    }
    if (matched) for (const t of [tally, total]) t.matched++;
    else if (misses.length < shownMisses)
      misses.push(`${item.language} ${item.word} (${item.strongs}, gold ${gold.join("/")}): ${definition}`);
  }
  const pct = (n: number, d: number) => (d === 0 ? "  –  " : `${((100 * n) / d).toFixed(0).padStart(3)} %`);
  console.log(`\nreader ${reader}: ${total.items} words`);
  console.log("language     words  shown  matches gold  in reader's language  labels");
  for (const [language, t] of [...perLanguage, ["all" as LanguageId, total] as const]) {
    console.log(
      `${language.padEnd(12)} ${String(t.items).padStart(5)}  ${pct(t.shown, t.items)}  ${pct(t.matched, t.shown).padStart(12)}  ${pct(t.inReader, t.shown).padStart(20)}  ${String(t.labels).padStart(6)}`,
    );
  }
  console.log(
    `→ matches gold when shown: ${pct(total.matched, total.shown).trim()} (target ≥ 90 %), in the reader's language: ${pct(total.inReader, total.shown).trim()}, labels or domain tags shown: ${total.labels} (target 0)`,
  );
  console.log(
    `word study (the dialog's call) wall time: median ${median(times).toFixed(0)} ms, p90 ${[...times].sort((a, b) => a - b)[Math.floor(times.length * 0.9)]?.toFixed(0)} ms (${machineLoad()})`,
  );
  if (misses.length > 0) console.log(`some definitions that miss their gold:\n  ${misses.join("\n  ")}`);
  return total;
}

const url = process.env.SENSES_BENCH_URL;
const handle = createDb(url ? { url, maxConnections: 2 } : { dataDir: "memory" });
await handle.migrate();
await prepareSenseData(handle.db, console.log);
if (process.argv[2] === "build-gold") {
  const items = await buildGold(handle.db);
  writeFileSync(GOLD_FILE, `${JSON.stringify(items, null, 1)}\n`);
  console.log(`${items.length} gold items written to ${GOLD_FILE.pathname} (seed ${seed})`);
} else {
  const items: GoldItem[] = JSON.parse(readFileSync(GOLD_FILE, "utf8"));
  console.log(`sense benchmark: ${items.length} gold words in ${new Set(items.map((i) => i.language)).size} languages`);
  const started = performance.now();
  const check = judge(handle.db);
  let missed = false;
  for (const reader of ["french", "english"] as const) {
    const total = await measure(handle.db, items, reader, check);
    missed ||= total.labels > 0 || total.matched < 0.9 * total.shown;
  }
  console.log(`\n${((performance.now() - started) / 1000).toFixed(0)} s, ${machineLoad()}`);
  process.exitCode = missed ? 1 : 0;
}
await stopSegmenters();
await handle.close();
