import { getConjugation, type Person0To5 } from "spanish-verbs";
import { type Analyzer, emptyAnalysis, type PartOfSpeech } from "./types";

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

function conjugate(infinitive: string, tense: string): string[] {
  return PERSONS.map((person) => getConjugation(infinitive, tense, person));
}

/**
 * spanish-verbs conjugates by rule and has no verb list, so it cannot tell a verb from a noun
 * ("tierra" conjugates as a form of a made-up "tierrar"). A form is lemmatised only when the word is
 * known to be a verb from elsewhere (the original word it translates is a verb), and only to an
 * infinitive whose conjugation really contains the form.
 */
export function spanishAnalyzer(knownPartOfSpeech: PartOfSpeech | null): Analyzer {
  return async (raw) => {
    const word = raw.toLowerCase();
    const result = emptyAnalysis(word);
    if (knownPartOfSpeech !== "verb") return result;
    const candidates: string[] = [];
    for (let cut = word.length; cut >= 2; cut--) {
      for (const ending of ["ar", "er", "ir"]) {
        const infinitive = `${word.slice(0, cut)}${ending}`;
        if (infinitive === word || TENSES.some(([tense]) => conjugate(infinitive, tense).includes(word))) {
          candidates.push(infinitive);
        }
      }
      if (candidates.length > 0) break;
    }
    const infinitive = candidates[0];
    if (!infinitive) return result;
    result.partOfSpeech = "verb";
    result.lemma = infinitive;
    result.conjugations = Object.fromEntries(
      TENSES.map(([tense, name]) => [
        name,
        conjugate(infinitive, tense)
          .map((form, i) => `${PRONOUNS[i]} ${form}`)
          .join(", "),
      ]),
    );
    result.sources.push("spanish-verbs");
    return result;
  };
}
