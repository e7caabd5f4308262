// Sense benchmark: does the word dialog show the sense of the word in its verse, in the reader's language, and never a
// label? Content words of the 12 languages' shipped versions, drawn at random (fixed seed) in six books, are studied
// as the dialog asks (`studyWord` with the version and the word's offsets), for a French and an English reader.
//
// The gold senses come from data the dialog does not read: the English words of the WEB (its own Strong's tags)
// for the same original word in the same verse; for English words, whose WEB word is mostly the KJV's own, the
// French words of the LSG (its own Strong's tags) instead. The dialog reads the KJV and the LSG, never the WEB, and
// never the LSG for an English reader studying an English word. The gold file (senses-gold.json) is written once by
// `build-gold` and kept. It is split in two halves by a hash of each word (`splitOf`): the sense choice is tuned on
// the dev half only (its misses are the ones printed); the test half is held out and only reported.
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
import { seededRandom } from "./lib/random";
import { machineLoad, median } from "./lib/stats";
import { BENCH_BOOKS, GOLD_VERSION, prepareSenseData } from "./senses-setup";

const GOLD_FILE = new URL("./senses-gold.json", import.meta.url);
const FRENCH_GOLD_VERSION = "LSG";
const seed = Number(process.env.SEED ?? 29);
const wordsPerLanguage = Number(process.env.PER_LANGUAGE ?? 60);
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
  const next = seededRandom(seed);
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

/** Function words, per language: "son" is a French possessive but an English content word. */
const ENGLISH_STOP =
  "a an the of to in on at by for from with as or and but not no be is are was were been it its this that which who one some any you your he his him she her they them their we us our my me thee thou thy ye";
const FRENCH_STOP =
  "le la les un une des de du et ou en au aux par pour sur dans ce qui que se sa son ses est il elle ils nous vous tu te toi";
const STOP: Partial<Record<LanguageId, ReadonlySet<string>>> = {
  english: new Set(ENGLISH_STOP.split(" ")),
  french: new Set(FRENCH_STOP.split(" ")),
};
const ANY_STOP = new Set(`${ENGLISH_STOP} ${FRENCH_STOP}`.split(" "));
function words(text: string, language?: LanguageId): string[] {
  return writtenWords(text, language).map(fold);
}
/** A word folded for comparison: lower case, no accents. */
const fold = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
/**
 * The content words of a text as it writes them, accents kept, lower case: the dictionaries' keys keep the accents
 * ('brûlé', not 'brule'; 'чашу', whose 'й' would fold to 'и'), so a word is looked up in this form and compared folded.
 */
function writtenWords(text: string, language?: LanguageId): string[] {
  const stop = (language && STOP[language]) ?? ANY_STOP;
  return text
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter((w) => w.length > 1 && !stop.has(fold(w)));
}
/** A text folded for comparison: lower case, no accents, no punctuation. */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\s]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
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
        entries.flatMap((e) => e.senses.flatMap((s) => words(s.replace(/\([^)]*\)|\[[^\]]*\]/g, " "), to))),
      );
      cache.set(key, found);
    }
    return found;
  };
  const translate = async (from: LanguageId, to: LanguageId, texts: string[]) => {
    const own = texts.flatMap((t) => writtenWords(t, from));
    // Each stem with its language, to know which are words of the studied word's own language.
    const out = new Set(own.map((w) => `${from}:${stem(fold(w))}`));
    // Looked up as written: a folded 'brule' is no key of the dictionary, 'brûlé' is.
    if (from !== to) for (const w of own) for (const e of await equivalents(from, to, w)) out.add(`${to}:${stem(e)}`);
    return out;
  };
  /** A word studied alone (no verse), once: its reading, its readings, its WordNet senses. */
  const aloneCache = new Map<string, Promise<WordStudyResult>>();
  const alone = (language: LanguageId, word: string) => {
    const key = `${language}\t${word}`;
    let found = aloneCache.get(key);
    if (!found) {
      found = studyWord(db, { word, language, interfaceLanguage: language });
      aloneCache.set(key, found);
    }
    return found;
  };
  /**
   * What the data gives beside the sense shown: a parallel equivalent, a synset's words. The sense is one of the
   * studied word's, or of the reader's version's word it is shown through (`through`, "sense of « désirée »").
   */
  const besides = async (
    { text, language, item, result }: Judgement,
    through: string | undefined,
  ): Promise<[LanguageId, string[]][]> => {
    const found: [LanguageId, string[]][] = [];
    const definer = through ? await alone(language, through) : result;
    const synset = definer.analysis.englishSenses.find(
      (s) => s.definition.includes(text) || text.includes(s.definition),
    );
    if (synset) found.push(["english", synset.synonyms]);
    const [headLanguage, head] = through ? [language, through] : [item.language, item.word];
    if (language !== headLanguage) return found;
    const forms = [head, head.toLowerCase(), definer.reading?.lemma ?? head];
    for (const target of ["english", "german", "french", "spanish", "italian", "portuguese"] as LanguageId[]) {
      for (const entry of await lookUpDictionary(db, headLanguage, target, forms)) {
        entry.definitions.forEach((definition, i) => {
          if (definition.includes(text) && entry.senses[i]) found.push([target, [entry.senses[i] ?? ""]]);
        });
      }
    }
    return found;
  };
  /**
   * The gold words' dictionary forms ("rois" → roi, "dit" → dire), from the language's analyser: every reading's, not
   * only the one it picks alone ("broken" is the adjective 'broken' and the participle of 'break').
   */
  const lemmaCache = new Map<string, Promise<string[]>>();
  const lemmas = async (language: LanguageId, texts: string[]) => {
    const found: string[] = [];
    for (const word of texts) {
      const key = `${language}\t${word}`;
      let forms = lemmaCache.get(key);
      if (!forms) {
        forms = alone(language, word).then((r) => [
          ...new Set([r.reading?.lemma, ...r.analysis.readings.map((reading) => reading.lemma)].filter(isText)),
        ]);
        lemmaCache.set(key, forms);
      }
      found.push(...(await forms));
    }
    return found;
  };
  /**
   * The definitions the dictionaries give of the gold words themselves, in `language`: WordNet's (English) or the
   * own-language definitions of FreeDict, of the gold words or of their translations into `language` (never the
   * studied word itself: put into its own language, any sense of it comes back as it).
   */
  const definitionCache = new Map<string, Promise<string[]>>();
  const definitionsOf = (language: LanguageId, word: string) => {
    const key = `${language}\t${word}`;
    let found = definitionCache.get(key);
    if (!found) {
      found =
        language === "english"
          ? studyWord(db, { word, language, interfaceLanguage: language }).then((r) => {
              // The senses of the class the word is read as alone (WordNet's other classes are listed after them).
              const [first] = r.analysis.englishSenses;
              return r.analysis.englishSenses
                .filter((s) => s.partOfSpeech === first?.partOfSpeech)
                .map((s) => s.definition);
            })
          : Promise.all(
              (["english", "german"] as LanguageId[]).map((target) => lookUpDictionary(db, language, target, [word])),
            ).then((lists) => lists.flat().flatMap((e) => (e.reversed ? [] : e.definitions.filter(Boolean))));
      definitionCache.set(key, found);
    }
    return found;
  };
  const goldDefinitions = async (
    goldLanguage: LanguageId,
    language: LanguageId,
    gold: string[],
    isStudied: (language: LanguageId, word: string) => boolean,
  ) => {
    const forms = [...gold, ...(await lemmas(goldLanguage, gold))];
    const inLanguage =
      goldLanguage === language
        ? forms
        : [
            ...new Set(
              (await Promise.all(forms.map((w) => equivalents(goldLanguage, language, w.toLowerCase())))).flat(),
            ),
          ].slice(0, 12);
    const found: string[] = [];
    for (const word of inLanguage) {
      if (isStudied(language, stem(word))) continue;
      found.push(...(await definitionsOf(language, word)));
    }
    return found.map(folded).filter((d) => d.length > 3);
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
      const { text, language, gold, goldLanguage, result, item } = judgement;
      const studied = {
        language: item.language,
        stems: new Set(
          [item.word, result.reading?.lemma ?? item.word].flatMap((w) => words(w, item.language)).map(stem),
        ),
      };
      const goldWords = await spread(goldLanguage, language, [...gold, ...(await lemmas(goldLanguage, gold))]);
      const shown = await spread(language, goldLanguage, [text]);
      // A definition through the reader's own version is a sense of that version's word ("sense of “dead”").
      const through = /[“«„「『]\s*([^”»“」』]+?)\s*[”»“」』]/u.exec(result.answer.definition ?? "")?.[1];
      const pivot = through && result.answer.definition !== text ? through : undefined;
      if (pivot) for (const w of await spread(language, goldLanguage, [pivot])) shown.add(w);
      if (agree(shown, goldWords, studied)) return true;
      // The definition shown is one that the dictionaries give of the gold word itself ("express in words", say).
      const isStudied = (l: LanguageId, w: string) =>
        l === studied.language && [...studied.stems].some((s) => sameWord(w, s));
      const shownText = folded(text);
      if (shownText.length > 3) {
        for (const definition of await goldDefinitions(goldLanguage, language, gold, isStudied)) {
          // The same definition, or one cut where the other goes on (a sense's first clause), never a bare word's prefix.
          const [shorter, longer] =
            definition.length <= shownText.length ? [definition, shownText] : [shownText, definition];
          if (shorter === longer || (shorter.length >= 12 && longer.startsWith(`${shorter} `))) return true;
        }
      }
      for (const [from, texts] of await besides(judgement, pivot)) {
        if (agree(await spread(from, goldLanguage, texts), goldWords, studied)) return true;
      }
      return false;
    },
  };
}

const isText = (value: string | null | undefined): value is string => Boolean(value);

/**
 * Whether two stems are the same word: equal, one of four letters or more and the other its inflection (donne,
 * donner; rompu, rompre), or a short word and its plural or feminine (roi, rois; ami, amie).
 */
function sameWord(x: string, y: string): boolean {
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length >= 3 && long.startsWith(short) && long.length - short.length <= 1) return true;
  if (short.length < 4) return false;
  let common = 0;
  while (common < short.length && x[common] === y[common]) common++;
  return common >= 4 && common >= short.length - 2;
}

/**
 * Whether two sets of stems (`language:stem`) share a word (the same in two languages too: a name, 'victoria',
 * 'victory') that is not the studied word itself in its own language: put into that language, any sense of it comes
 * back as it ('licencier' → fire ← 'feu' for "fire"; every WordNet synset of "fire" lists "fire"), which says
 * nothing of the sense.
 */
function agree(
  a: ReadonlySet<string>,
  b: ReadonlySet<string>,
  studied: { language: LanguageId; stems: ReadonlySet<string> },
): boolean {
  const split = (tagged: string) => {
    const at = tagged.indexOf(":");
    return [tagged.slice(0, at), tagged.slice(at + 1)] as const;
  };
  const isStudied = (language: string, word: string) =>
    language === studied.language && [...studied.stems].some((s) => sameWord(word, s));
  for (const x of a) {
    const [language, word] = split(x);
    if (isStudied(language, word)) continue;
    for (const y of b) {
      const [other, gold] = split(y);
      if (sameWord(word, gold) && !isStudied(other, gold)) return true;
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

/** One gold word studied for one reader, as judged. */
type Outcome = {
  split: Split;
  language: LanguageId;
  shown: boolean;
  matched: boolean;
  inReader: boolean;
  label: boolean;
  /** How sure the dialog was of the sense it showed (null when it showed none). */
  confidence: number | null;
};

type Split = "dev" | "test";

/**
 * The half a gold word belongs to, from a hash (FNV-1a) of its version, verse, word and offset: the same on every
 * run and independent of the order of the file. The sense choice is tuned on `dev` only; `test` is held out.
 */
function splitOf(item: Pick<GoldItem, "version" | "book" | "chapter" | "verse" | "word" | "offset">): Split {
  let hash = 0x811c9dc5;
  for (const c of `${item.version} ${item.book}:${item.chapter}:${item.verse} ${item.word} ${item.offset}`) {
    hash ^= c.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 2 === 0 ? "dev" : "test";
}

/** The gold words that say something: function words ("were", "will") of the other version's rendering left out. */
function contentGold(gold: readonly string[], language: LanguageId): string[] {
  return gold.filter((g) => words(g, language).some((w) => !AUXILIARIES.has(w)));
}
const AUXILIARIES = new Set("will shall have has had do does did may might can could would should must let".split(" "));

/** English words' gold is the LSG's French, the others' the WEB's English; its content words only. */
function goldOf(item: GoldItem): [LanguageId, string[]] {
  return item.language === "english"
    ? ["french", contentGold(item.french, "french")]
    : ["english", contentGold(item.english, "english")];
}

async function measure(db: Queryable, items: GoldItem[], reader: LanguageId, check: Judge): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const misses: string[] = [];
  const times: number[] = [];
  for (const item of items) {
    const [goldLanguage, gold] = goldOf(item);
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
    const outcome: Outcome = {
      split: splitOf(item),
      language: item.language,
      shown: false,
      matched: false,
      inReader: false,
      label: false,
      confidence: null,
    };
    outcomes.push(outcome);
    const definition = result.answer.definition;
    if (!definition) continue;
    outcome.shown = true;
    outcome.confidence = result.definitionConfidence;
    const text = bareDefinition(definition);
    const language: LanguageId = result.definitionInReaderLanguage ? reader : "english";
    outcome.inReader = result.definitionInReaderLanguage;
    outcome.label = isLabel(text, await labelsOf(db, item, reader));
    outcome.matched = await check.matches({ text, language, gold, goldLanguage, item, result });
    if (process.env.DUMP) {
      appendFileSync(
        process.env.DUMP,
        `${JSON.stringify({ reader, split: outcome.split, language: item.language, word: item.word, ref: [item.book, item.chapter, item.verse], strongs: item.strongs, gold, definition, confidence: outcome.confidence, translation: result.answer.translation, matched: outcome.matched })}\n`,
      );
    }
    // Only the dev half's misses are printed: the test half is not looked at while tuning.
    if (!outcome.matched && outcome.split === "dev" && misses.length < shownMisses)
      misses.push(`${item.language} ${item.word} (${item.strongs}, gold ${gold.join("/")}): ${definition}`);
  }
  console.log(
    `\nreader ${reader}: word study (the dialog's call) wall time: median ${median(times).toFixed(0)} ms, p90 ${[...times].sort((a, b) => a - b)[Math.floor(times.length * 0.9)]?.toFixed(0)} ms (${machineLoad()})`,
  );
  if (misses.length > 0) console.log(`some dev definitions that miss their gold:\n  ${misses.join("\n  ")}`);
  return outcomes;
}

const pct = (n: number, d: number) => (d === 0 ? "  –  " : `${((100 * n) / d).toFixed(0).padStart(3)} %`);

/** Per language: words, shown, right when shown, shown in the reader's language, labels; the figures checked against the targets. */
function report(outcomes: readonly Outcome[], reader: LanguageId, split: Split): boolean {
  const mine = outcomes.filter((o) => o.split === split);
  console.log(`\nreader ${reader}, ${split} half: ${mine.length} words`);
  console.log("language     words  shown  right when shown  in reader's language  labels");
  const rows: [string, Outcome[]][] = [
    ...LANGUAGES.map(({ id }) => [id, mine.filter((o) => o.language === id)] as [string, Outcome[]]),
    ["all", mine],
  ];
  for (const [language, list] of rows) {
    const shown = list.filter((o) => o.shown);
    console.log(
      `${language.padEnd(12)} ${String(list.length).padStart(5)}  ${pct(shown.length, list.length)}  ${pct(shown.filter((o) => o.matched).length, shown.length).padStart(15)}  ${pct(shown.filter((o) => o.inReader).length, shown.length).padStart(20)}  ${String(shown.filter((o) => o.label).length).padStart(6)}`,
    );
  }
  const shown = mine.filter((o) => o.shown);
  const right = shown.filter((o) => o.matched).length;
  const labels = shown.filter((o) => o.label).length;
  console.log(
    `→ ${split}: right when shown ${pct(right, shown.length).trim()} (target ≥ 90 %), shown ${pct(shown.length, mine.length).trim()}, in the reader's language ${pct(shown.filter((o) => o.inReader).length, shown.length).trim()}, labels or domain tags shown: ${labels} (target 0)`,
  );
  return labels === 0 && right >= 0.9 * shown.length;
}

/**
 * The trade-off between showing and being right: for each threshold, the share of words whose shown sense has at
 * least that confidence and the share of those that are right. Read from the confidences of this run: a higher
 * threshold in the product could let a later source (the reader's version, English) show another sense instead.
 */
function curve(outcomes: readonly Outcome[], split: Split): void {
  const mine = outcomes.filter((o) => o.split === split);
  const cells = [0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9].map((t) => {
    const kept = mine.filter((o) => o.shown && (o.confidence ?? 0) >= t);
    return `≥${t.toFixed(1)} ${pct(kept.length, mine.length).trim()}/${pct(kept.filter((o) => o.matched).length, kept.length).trim()}`;
  });
  console.log(`  ${split} shown/right by confidence: ${cells.join("  ")}`);
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
  const all: GoldItem[] = JSON.parse(readFileSync(GOLD_FILE, "utf8"));
  // A word whose other version renders the original with function words only ("with", "can") has no gold sense.
  const items = all.filter((item) => goldOf(item)[1].length > 0);
  console.log(`${all.length - items.length} of ${all.length} gold words left out: their gold has no content word`);
  const halves = items.map(splitOf);
  console.log(
    `sense benchmark: ${items.length} gold words in ${new Set(items.map((i) => i.language)).size} languages (dev ${halves.filter((h) => h === "dev").length}, held-out test ${halves.filter((h) => h === "test").length})`,
  );
  const started = performance.now();
  const check = judge(handle.db);
  let missed = false;
  for (const reader of ["french", "english"] as const) {
    const outcomes = await measure(handle.db, items, reader, check);
    for (const split of ["dev", "test"] as const) missed = !report(outcomes, reader, split) || missed;
    console.log(`\nreader ${reader}, shown/right as the least confidence shown rises:`);
    for (const split of ["dev", "test"] as const) curve(outcomes, split);
  }
  console.log(`\n${((performance.now() - started) / 1000).toFixed(0)} s, ${machineLoad()}`);
  process.exitCode = missed ? 1 : 0;
}
await stopSegmenters();
await handle.close();
