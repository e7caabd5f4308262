import { getConjugation, type Person0To5 } from "spanish-verbs";
import { spanishIpa } from "./g2p";
import type { ContextCues } from "./readings";
import { completeAnalysis, knownVerb, personTable } from "./romance";
import { type Analyzer, emptyAnalysis, type Reading } from "./types";

const TENSES: [string, string][] = [
  ["INDICATIVE_PRESENT", "Presente"],
  ["INDICATIVE_IMPERFECT", "Pretérito imperfecto"],
  ["INDICATIVE_PRETERITE", "Pretérito indefinido"],
  ["INDICATIVE_FUTURE", "Futuro"],
  ["SUBJUNCTIVE_PRESENT", "Subjuntivo presente"],
  ["CONDITIONAL_PRESENT", "Condicional"],
];
const PRONOUNS = ["yo", "tú", "él", "nosotros", "vosotros", "ellos"];
const PERSONS: Person0To5[] = [0, 1, 2, 3, 4, 5];
const CUES: ContextCues = {
  nominal: new Set(
    "el la los las un una unos unas del al mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras este esta estos estas ese esa esos esas aquel aquella aquellos aquellas todo toda todos todas cada".split(
      " ",
    ),
  ),
  verbal: new Set("yo tú él ella nosotros vosotros ellos ellas me te se nos os no".split(" ")),
};

function conjugate(infinitive: string, tense: string): string[] {
  return PERSONS.map((person) => getConjugation(infinitive, tense, person));
}

const NON_FINITE: [RegExp, string[]][] = [
  [/(ado|ada|ados|adas|ando)$/, ["ar"]],
  [/(ido|ida|idos|idas|iendo|yendo)$/, ["er", "ir"]],
];

/** The regular past participles: creado, creadas, vestido. */
const PAST_PARTICIPLE = /(ado|ada|ados|adas|ido|ida|idos|idas)$/;

/**
 * The auxiliaries' forms: haber's as spanish-verbs writes them in the compound tenses of a regular verb ("ha
 * amado" → ha), and ser's and estar's (the passive): a past participle after one of them is a verb.
 */
let auxiliaryForms: Set<string> | null = null;
function auxiliaries(): Set<string> {
  auxiliaryForms ??= new Set([
    ...COMPOUND_TENSES.flatMap((tense) => conjugate("amar", tense).map((form) => form.split(" ")[0] ?? "")),
    ...["ser", "estar"].flatMap((verb) => [verb, ...TENSES.flatMap(([tense]) => conjugate(verb, tense))]),
  ]);
  return auxiliaryForms;
}
const COMPOUND_TENSES = [
  "INDICATIVE_PERFECT",
  "INDICATIVE_PLUPERFECT",
  "INDICATIVE_FUTURE_PERFECT",
  "INDICATIVE_PRETERITE_PERFECT",
  "SUBJUNCTIVE_PERFECT",
  "SUBJUNCTIVE_PLUPERFECT",
  "CONDITIONAL_PERFECT",
];

/** The infinitives whose rule-made conjugation (spanish-verbs) contains the form: creó → crear. */
function infinitivesOf(word: string): string[] {
  const candidates: string[] = [];
  // Participles and gerunds: habitado → habitar, viniendo → venir.
  for (const [ending, conjugations] of NON_FINITE) {
    const stem = word.replace(ending, "");
    if (stem !== word && stem.length >= 2) candidates.push(...conjugations.map((c) => `${stem}${c}`));
  }
  for (let cut = word.length; cut >= 2; cut--) {
    for (const ending of ["ar", "er", "ir"]) {
      const infinitive = `${word.slice(0, cut)}${ending}`;
      if (infinitive === word || TENSES.some(([tense]) => conjugate(infinitive, tense).includes(word))) {
        candidates.push(infinitive);
      }
    }
  }
  return candidates;
}

/** The singular a plural may come from: tierras → tierra, ciudades → ciudad, luces → luz. */
function singulars(word: string): string[] {
  const found = [word];
  if (word.endsWith("ces")) found.push(`${word.slice(0, -3)}z`);
  if (word.endsWith("es")) found.push(word.slice(0, -2));
  if (word.endsWith("s")) found.push(word.slice(0, -1));
  return found;
}

/**
 * Spanish: spanish-verbs conjugates by rule and has no verb list, so a form is a verb only when an
 * infinitive that conjugates to it is a verb of the FreeDict dictionaries ("tierra" is not a form of a
 * made-up "tierrar"). Nouns and other classes come from the dictionaries' headwords; IPA from FreeDict,
 * else by spelling rules.
 */
export const analyzeSpanish: Analyzer = async (raw, input) => {
  const word = raw.toLowerCase();
  const result = emptyAnalysis(word);
  const infinitives = infinitivesOf(word);
  const lemmas = singulars(word);
  const entries = await input.headwords([...lemmas, ...infinitives]);
  const verbs: Reading[] = infinitives
    .filter((infinitive) => knownVerb(entries, infinitive))
    .map((infinitive) => ({
      partOfSpeech: "verb",
      lemma: infinitive,
      source: "spanish-verbs",
      tables: async () => ({
        conjugations: personTable(
          TENSES.map(([tense, name]) => [name, conjugate(infinitive, tense)]),
          PRONOUNS,
        ),
      }),
    }));
  return completeAnalysis(
    result,
    raw,
    input,
    {
      name: "spanish",
      cues: CUES,
      auxiliaries: auxiliaries(),
      ipaRules: spanishIpa,
      rulesSource: "Spanish spelling rules",
    },
    { verbs, lemmas, verbFirst: verbs[0]?.lemma === word, entries, participle: PAST_PARTICIPLE.test(word) },
  );
};
