import { getConjugation, type Tense } from "french-verbs";
import type { VerbsInfo } from "french-verbs-lefff";
import type { DictionaryEntry } from "../study/dictionary";
import { closedClassReading, nameReading } from "./closed-class";
import { foldWord, preferFrequent } from "./inflections";
import { ipaEntries } from "./ipa-sources";
import {
  afterAuxiliary,
  type ContextCues,
  distinctReadings,
  formsOfTable,
  opensSentence,
  orderByContext,
  wordsBefore,
} from "./readings";
import { buildIndex, buildIndexes, type SortedIndex } from "./sorted-index";
import { type Analyzer, emptyAnalysis, type Gender, lazy, type Reading } from "./types";

const FREQUENT = ["être", "avoir", "aller", "faire", "dire", "pouvoir", "voir", "savoir", "venir", "vouloir", "devoir"];

const TENSES: [Tense, string][] = [
  ["PRESENT", "Présent"],
  ["IMPARFAIT", "Imparfait"],
  ["PASSE_SIMPLE", "Passé simple"],
  ["FUTUR", "Futur simple"],
  ["PASSE_COMPOSE", "Passé composé"],
  ["CONDITIONNEL_PRESENT", "Conditionnel présent"],
  ["SUBJONCTIF_PRESENT", "Subjonctif présent"],
];
const PRONOUNS = ["je", "tu", "il", "nous", "vous", "ils"];

const CUES: ContextCues = {
  nominal: new Set(
    "le la les l' un une des du au aux ce cet cette ces mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs quelque chaque tout toute tous toutes aucun aucune".split(
      " ",
    ),
  ),
  verbal: new Set("je j' tu il elle on nous vous ils elles ne n' se s' me m' te t' qui".split(" ")),
};

/** Lefff verb tables as two sorted indexes built in a worker: form → infinitive, infinitive → table. */
const lefff = lazy(() => buildIndexes("french"));
/** Lefff nouns with their gender (french-words-gender-lefff): M or F. */
const nounGenders = lazy(() => buildIndex("french-nouns", "genders"));

/** The forms of avoir and être, which make the compound tenses and the passive with a past participle. */
const auxiliaries = lazy(async () => {
  const { tables } = await lefff();
  const forms = ["avoir", "être"].flatMap((verb) => formsOfTable(JSON.parse(tables?.get(verb)[0] ?? "{}")));
  return new Set(forms.map((f) => f.toLowerCase()));
});

/** Whether `word` is a past participle of `infinitive` in the Lefff's table (its "K" forms: aimé, aimés, aimée, aimées). */
function isPastParticiple(tables: SortedIndex, infinitive: string, word: string): boolean {
  const table: { K?: string[] } = JSON.parse(tables.get(infinitive)[0] ?? "{}");
  return table.K?.includes(word) ?? false;
}

/** The tables getConjugation needs: the verb's own and the auxiliaries of the compound tenses. */
function verbTables(tables: SortedIndex, infinitive: string): VerbsInfo {
  const verbs: VerbsInfo = {};
  for (const verb of [infinitive, "avoir", "être"]) {
    const json = tables.get(verb)[0];
    if (json) verbs[verb] = JSON.parse(json);
  }
  return verbs;
}

function withPronoun(pronoun: string, form: string): string {
  return pronoun === "je" && /^[aeiouyéèêh]/i.test(form) ? `j'${form}` : `${pronoun} ${form}`;
}

export function frenchConjugations(verbs: VerbsInfo, infinitive: string): Record<string, string> {
  const table: Record<string, string> = {};
  for (const [tense, name] of TENSES) {
    try {
      const forms = PRONOUNS.map((pronoun, person) =>
        withPronoun(pronoun, getConjugation(verbs, infinitive, tense, person, {}, false, undefined, undefined, "Act")),
      );
      table[name] = forms.join(", ");
    } catch {
      // A defective verb (falloir, pleuvoir) has no form for some persons: that tense is left out.
    }
  }
  return table;
}

/** The singular a plural may come from: terres → terre, chevaux → cheval, cieux → ciel. */
function singulars(word: string): string[] {
  const found = [word];
  if (/[sx]$/.test(word)) found.push(word.slice(0, -1));
  if (word.endsWith("aux")) found.push(`${word.slice(0, -3)}al`);
  if (word === "cieux") found.push("ciel");
  if (word === "yeux") found.push("œil");
  return found;
}

const GENDERS: Record<string, Gender> = { M: "masculine", F: "feminine" };

/**
 * IPA of a first-group verb form from its infinitive's ("créer" /kʁe.e/ + "créa" → /kʁe.a/): the
 * endings of -er verbs are pronounced by rule. Other verbs get none.
 */
export function firstGroupIpa(form: string, infinitive: string, infinitiveIpa: string): string | null {
  if (!infinitive.endsWith("er") || !/e\/$/.test(infinitiveIpa)) return null;
  const stem = infinitive.slice(0, -2);
  if (!form.startsWith(stem)) return null;
  const ending = form.slice(stem.length);
  const spoken: Record<string, string> = {
    e: "",
    es: "",
    ent: "",
    er: "e",
    ez: "e",
    é: "e",
    ée: "e",
    és: "e",
    ées: "e",
    ai: "e",
    a: "a",
    as: "a",
    ons: "ɔ̃",
    ais: "ɛ",
    ait: "ɛ",
    aient: "ɛ",
    âmes: "am",
    âtes: "at",
    èrent: "ɛʁ",
    ât: "a",
    era: "əʁa",
    erai: "əʁe",
    eras: "əʁa",
    erons: "əʁɔ̃",
    erez: "əʁe",
    eront: "əʁɔ̃",
    erait: "əʁɛ",
    eraient: "əʁɛ",
    ant: "ɑ̃",
  };
  const sound = spoken[ending];
  if (sound === undefined) return null;
  const stemIpa = infinitiveIpa.slice(1, -2).replace(/\.$/, "");
  // A stem ending in a vowel sound joins the ending in a new syllable (cré.a).
  const joiner = sound && /(?:[aeiouɛɔəøœyɑ]|\u0303)$/.test(stemIpa) ? "." : "";
  return `/${stemIpa}${joiner}${sound}/`;
}

/** A headword's IPA; the older dictionaries' uvular trill ʀ is written with today's French ʁ. */
const ipaOf = (entries: DictionaryEntry[], headword: string) =>
  ipaEntries("french", entries)
    .find((e) => e.headword.toLowerCase() === headword)
    ?.pronunciation?.replace(/ʀ/g, "ʁ") ?? null;

/**
 * French: the Lefff's verbs and nouns and the FreeDict headwords (their part of speech and IPA). A
 * form that is both a noun and a rare verb form ("terre", "abîme") reads as the noun unless its
 * sentence says otherwise; the original word's class decides later when it is known.
 */
export const analyzeFrench: Analyzer = async (raw, input) => {
  const word = foldWord(raw);
  const result = emptyAnalysis(word);
  const elided = /^([a-z]+')/i.exec(raw.toLowerCase().replace(/’/g, "'"))?.[1];
  const previous = elided ?? wordsBefore(input.context).at(-1);

  const [{ forms, tables }, genders] = await Promise.all([lefff(), nounGenders()]);
  const infinitive = forms && tables ? preferFrequent(forms.get(word), FREQUENT) : null;
  const verb: Reading | null =
    infinitive && tables
      ? {
          partOfSpeech: "verb",
          lemma: infinitive,
          source: "french-verbs-lefff (Lefff)",
          tables: async () => {
            const table = frenchConjugations(verbTables(tables, infinitive), infinitive);
            return { conjugations: Object.keys(table).length > 0 ? table : null };
          },
        }
      : null;

  const candidates = singulars(word);
  const entries = await input.headwords([...candidates, ...(infinitive ? [infinitive] : [])]);
  const nouns: Reading[] = candidates.flatMap((lemma) => {
    const gender = genders.get(lemma)[0];
    return gender ? [{ partOfSpeech: "noun", lemma, gender: GENDERS[gender] ?? null, source: "Lefff" } as Reading] : [];
  });
  const others: Reading[] = entries
    .filter((e) => e.partOfSpeech && e.partOfSpeech !== "verb" && candidates.includes(e.headword.toLowerCase()))
    .map((e) => ({
      partOfSpeech: e.partOfSpeech ?? "noun",
      lemma: e.headword.toLowerCase(),
      gender: e.gender,
      source: `FreeDict ${e.dictionary}`,
    }));
  // A past participle after avoir or être is the verb of a compound tense ("a tant aimé"), not the noun "aimé".
  const compound =
    infinitive !== null &&
    tables !== undefined &&
    isPastParticiple(tables, infinitive, word) &&
    afterAuxiliary(input.context, await auxiliaries(), CUES);
  const verbFirst = verb && (compound || FREQUENT.includes(verb.lemma) || verb.lemma === word);
  // A function word first ("Puis, ayant ouvert la bouche": the adverb, not pouvoir), unless the word before says
  // otherwise ("je ne puis", "le son"); its other readings stay for the original word's class to choose from.
  const closed = compound ? null : closedClassReading("french", word);
  const ordered = [
    ...(closed ? [closed] : []),
    ...(verbFirst ? [verb, ...nouns, ...others] : [...nouns, ...others, ...(verb ? [verb] : [])]),
  ];
  result.readings = compound ? distinctReadings(ordered) : orderByContext(distinctReadings(ordered), previous, CUES);
  const name = result.readings.length === 0 ? nameReading(raw, opensSentence(input.context)) : null;
  if (name) result.readings.push(name);
  if (result.readings.length > 0) result.sources.push(...new Set(result.readings.map((r) => r.source)));

  const lemma = result.readings[0]?.lemma ?? word;
  const own = ipaOf(entries, word);
  const pronunciation =
    own ??
    (result.readings[0]?.partOfSpeech === "verb" && infinitive
      ? firstGroupIpa(word, infinitive, ipaOf(entries, infinitive) ?? "")
      : word.startsWith(lemma) && /^[sx]?$/.test(word.slice(lemma.length))
        ? ipaOf(entries, lemma)
        : null);
  if (pronunciation) {
    result.pronunciation = { text: pronunciation, system: "ipa" };
    result.sources.push("FreeDict (IPA)");
  }
  return result;
};
