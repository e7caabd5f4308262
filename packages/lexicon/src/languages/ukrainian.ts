import { readFileSync } from "node:fs";
import { ukrainianNational, withoutStress } from "./cyrillic";
import { distinctReadings } from "./readings";
import { buildIndex, type SortedIndex } from "./sorted-index";
import { type Analyzer, emptyAnalysis, lazy, type PartOfSpeech, type Reading } from "./types";

const SOURCE = "dict_uk (VESUM) Hunspell dictionary";

/**
 * The words of Ukrainian's closed classes (prepositions, conjunctions, pronouns and their forms, particles, common
 * adverbs), from its grammar: the spelling dictionary lists most of them without an inflection, so nothing there
 * tells their class.
 */
const CLOSED: [PartOfSpeech, string][] = [
  [
    "preposition",
    "в у на з із зі зо до від од для по про через крізь над під перед за між без біля коло при серед понад після поміж попри к ко",
  ],
  ["conjunction", "і й та а але бо що щоб як коли якщо чи або ані аби хоч хоча поки доки тому проте однак мов наче"],
  [
    "pronoun",
    "я ти він вона воно ми ви вони мене тебе його її нас вас їх мені тобі йому їй нам вам їм мною тобою ним нею нами вами ними нього неї них нім ньому собі себе собою хто кого кому ким що чого чому чим нічого ніхто ніщо щось хтось",
  ],
  [
    "determiner",
    "мій моя моє мої твій твоя твоє твої свій своя своє свої наш наша наше наші ваш ваша ваше ваші їхній цей ця це ці той та те ті весь вся все всі кожен кожна кожне кожний жоден інший такий який котрий",
  ],
  ["particle", "не ні же ж би б хай нехай лише тільки навіть ось от бодай"],
  ["adverb", "так тут там тепер тоді вже ще де куди звідки завжди ніколи дуже теж також ось тож отже"],
];
const CLOSED_CLASS = new Map<string, PartOfSpeech>();
for (const [partOfSpeech, words] of CLOSED) {
  for (const word of words.split(" ")) if (!CLOSED_CLASS.has(word)) CLOSED_CLASS.set(word, partOfSpeech);
}

type Rule = { flag: string; strip: string; condition: RegExp };

/**
 * The suffix rules of dict_uk's Hunspell dictionary (built from VESUM, npm `dictionary-uk`), by the ending they add:
 * 5,600 rules, and a condition shared by the rules that state the same one (875 of them).
 */
const suffixRules = lazy(async () => {
  const aff = readFileSync(new URL("index.aff", import.meta.resolve("dictionary-uk")), "utf8");
  const rules = new Map<string, Rule[]>();
  const conditions = new Map<string, RegExp>();
  for (const line of aff.split("\n")) {
    if (!line.startsWith("SFX ")) continue;
    const [, flag, strip, add, condition] = line.trim().split(/\s+/);
    if (!flag || strip === undefined || add === undefined || condition === undefined) continue;
    const ending = add === "0" ? "" : add;
    const list = rules.get(ending) ?? [];
    let test = conditions.get(condition);
    if (!test) {
      test = new RegExp(`${condition}$`, "u");
      conditions.set(condition, test);
    }
    list.push({ flag, strip: strip === "0" ? "" : strip, condition: test });
    rules.set(ending, list);
  }
  const longest = Math.max(...[...rules.keys()].map((ending) => ending.length));
  return { rules, longest };
});

/**
 * The dictionary's 335,000 dictionary forms with the flags of their inflection classes, as a sorted index built in a
 * worker and read in place (only a key per 4 KB block in memory, instead of the whole dictionary as strings).
 */
const dictionaryForms = lazy(() => buildIndex("ukrainian", "entries"));

/**
 * A dictionary form's inflection flags ("" for a form listed without any), undefined when it is not listed; a form
 * listed twice has its last line's flags.
 */
function flagsOf(entries: SortedIndex, form: string): string | undefined {
  return entries.get(form).at(-1);
}

/** The dictionary forms a written form can be: itself when listed, and every listed stem a suffix rule leads to. */
async function lemmasOf(form: string): Promise<{ lemma: string; inflected: boolean }[]> {
  const [{ rules, longest }, entries] = await Promise.all([suffixRules(), dictionaryForms()]);
  // Each stem read from the index once per word: many rules lead to the same stem.
  const read = new Map<string, string | undefined>();
  const flags = (stem: string) => {
    if (!read.has(stem)) read.set(stem, flagsOf(entries, stem));
    return read.get(stem);
  };
  const found = new Map<string, boolean>();
  for (const word of new Set([form, form.toLowerCase()])) {
    const own = flags(word);
    if (own !== undefined) found.set(word, own !== "");
    for (let cut = 0; cut <= Math.min(word.length - 1, longest); cut++) {
      for (const rule of rules.get(word.slice(word.length - cut)) ?? []) {
        const stem = word.slice(0, word.length - cut) + rule.strip;
        // The condition first: it is tested in memory, the stem is read from the index.
        if (rule.condition.test(stem) && flags(stem)?.includes(rule.flag)) found.set(stem, true);
      }
    }
  }
  return [...found].map(([lemma, inflected]) => ({ lemma, inflected }));
}

/** The class a dictionary form's shape tells: an infinitive, an adjective's -ий/-ій, a capitalised name, a noun. */
function classOf(lemma: string): PartOfSpeech {
  if (/(ти|тися|тись|ть|ться)$/.test(lemma)) return "verb";
  if (/[иії]й$/.test(lemma)) return "adjective";
  if (lemma[0] !== lemma[0]?.toLowerCase()) return "properNoun";
  return "noun";
}

/**
 * Ukrainian: the national romanisation, and the word's dictionary form and class from dict_uk's Hunspell
 * dictionary (VESUM's words and inflection classes): 'полюбив' → полюбити (verb), 'вічне' → вічний (adjective),
 * 'землю' → земля (noun). The closed classes come from the grammar; a word the dictionary lists without any
 * inflection and no grammar list names is given no class rather than a guessed one.
 */
export const analyzeUkrainian: Analyzer = async (raw) => {
  const word = withoutStress(raw).replace(/[’ʼ]/g, "'");
  const result = emptyAnalysis(word);
  if (!/[\u0400-\u04ff]/.test(word)) return result;
  result.pronunciation = { text: ukrainianNational(word), system: "ukrainianNational" };
  result.sources.push("Ukrainian national romanisation (2010)");
  const readings: Reading[] = [];
  const closed = CLOSED_CLASS.get(word.toLowerCase());
  if (closed) readings.push({ partOfSpeech: closed, lemma: word.toLowerCase(), source: "Ukrainian grammar" });
  for (const { lemma, inflected } of await lemmasOf(word)) {
    const grammar = CLOSED_CLASS.get(lemma);
    // A form of a closed-class word (свого → свій) takes that word's class.
    if (grammar) readings.push({ partOfSpeech: grammar, lemma, source: SOURCE });
    else if (inflected && !grammar) readings.push({ partOfSpeech: classOf(lemma), lemma, source: SOURCE });
  }
  // The form itself as a dictionary form first (світ is світ before it is anything else).
  readings.sort((a, b) => Number(b.lemma === word.toLowerCase()) - Number(a.lemma === word.toLowerCase()));
  result.readings = distinctReadings(readings);
  if (readings.some((r) => r.source === SOURCE)) result.sources.push(SOURCE);
  result.dictionaryForms = [...new Set(readings.map((r) => r.lemma))];
  return result;
};
