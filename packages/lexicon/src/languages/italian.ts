import { getConjugation, type ItalianTense, type Numbers, type Person } from "italian-verbs";
import type { VerbsInfo } from "italian-verbs-dict";
import { matchingCase } from "../study/dictionary";
import { closedClassReading, nameReading } from "./closed-class";
import { italianIpa } from "./g2p";
import { preferFrequent } from "./inflections";
import { ipaEntries } from "./ipa-sources";
import { type ContextCues, distinctReadings, opensSentence, orderByContext, wordsBefore } from "./readings";
import { buildIndexes, type SortedIndex } from "./sorted-index";
import { type Analyzer, emptyAnalysis, type Gender, type InflectionTable, lazy, type Reading } from "./types";

const FREQUENT = ["essere", "avere", "fare", "dire", "andare", "potere", "volere", "dovere", "venire", "vedere"];
// Compound tenses need the auxiliary, which the dictionary does not give: only simple tenses are shown.
const TENSES: [ItalianTense, string][] = [
  ["PRESENTE", "Presente"],
  ["IMPERFETTO", "Imperfetto"],
  ["PASSATO_REMOTO", "Passato remoto"],
  ["FUTURO_SEMPLICE", "Futuro semplice"],
  ["CONG_PRESENTE", "Congiuntivo presente"],
  ["COND_PRESENTE", "Condizionale presente"],
];
const PERSONS: [Person, Numbers, string][] = [
  [1, "S", "io"],
  [2, "S", "tu"],
  [3, "S", "lui"],
  [1, "P", "noi"],
  [2, "P", "voi"],
  [3, "P", "loro"],
];
const CUES: ContextCues = {
  nominal: new Set(
    "il lo la i gli le l' un uno una un' del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dagli dalle nel nello nella nei negli nelle sul sullo sulla sui sugli sulle mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra vostro vostra loro questo questa quello quella ogni".split(
      " ",
    ),
  ),
  verbal: new Set("io tu egli ella lui lei noi voi essi esse loro mi ti si ci vi non".split(" ")),
};

/** italian-verbs-dict as two sorted indexes built in a worker: form → infinitive, infinitive → table. */
const verbDictionary = lazy(() => buildIndexes("italian"));
/** italian-words-dict (Morph-it!): singular or plural → noun, noun → gender and plural. */
const nounDictionary = lazy(() => buildIndexes("italian-nouns"));
const GENDERS: Record<string, Gender> = { M: "masculine", F: "feminine" };

function conjugations(tables: SortedIndex, infinitive: string): InflectionTable | null {
  const verbs: VerbsInfo = {};
  for (const verb of [infinitive, "avere", "essere"]) {
    const json = tables.get(verb)[0];
    if (json) verbs[verb] = JSON.parse(json);
  }
  const table: InflectionTable = {};
  for (const [tense, name] of TENSES) {
    try {
      table[name] = PERSONS.map(
        ([person, number, pronoun]) =>
          `${pronoun} ${getConjugation(verbs, infinitive, tense, person, number, undefined)}`,
      ).join(", ");
    } catch {
      // A paradigm the dictionary lacks for this verb: that tense is left out.
    }
  }
  return Object.keys(table).length > 0 ? table : null;
}

/**
 * Italian: verbs from italian-verbs-dict, nouns (gender, plural) from italian-words-dict, other classes
 * and IPA from the FreeDict headwords, IPA by rule where FreeDict has none. A noun after an article
 * reads as a noun, however many verbs share its form.
 */
export const analyzeItalian: Analyzer = async (raw, input) => {
  // An elided article, preposition or pronoun is written joined: l’uomo, dell’anima, ch’io.
  const elided = /^([a-zà-ù]+')(?=\p{L})/iu.exec(raw.toLowerCase().replace(/’/g, "'"))?.[1];
  const word = raw
    .toLowerCase()
    .replace(/’/g, "'")
    .slice(elided?.length ?? 0);
  const result = emptyAnalysis(raw);
  const [verbs, nouns] = await Promise.all([verbDictionary(), nounDictionary()]);
  const infinitive = verbs.forms && verbs.tables ? preferFrequent(verbs.forms.get(word), FREQUENT) : null;
  const verbTables = verbs.tables;
  const verb: Reading[] =
    infinitive && verbTables
      ? [
          {
            partOfSpeech: "verb",
            lemma: infinitive,
            source: "italian-verbs-dict (Morph-it!)",
            tables: async () => ({ conjugations: conjugations(verbTables, infinitive) }),
          },
        ]
      : [];
  const nounReadings: Reading[] = [...new Set(nouns.forms?.get(word) ?? [])].map((noun) => {
    const entry: { G?: string; P?: string } = JSON.parse(nouns.tables?.get(noun)[0] ?? "{}");
    return {
      partOfSpeech: "noun",
      lemma: noun,
      gender: GENDERS[entry.G ?? ""] ?? null,
      source: "italian-words-dict (Morph-it!)",
      tables: async () => (entry.P ? { declension: { Singolare: noun, Plurale: entry.P } } : {}),
    } satisfies Reading;
  });
  const entries = await input.headwords([word, ...nounReadings.map((r) => r.lemma)]);
  const others: Reading[] = matchingCase(entries, raw)
    .filter((e) => e.partOfSpeech && e.headword.toLowerCase() === word)
    .map((e) => ({
      partOfSpeech: e.partOfSpeech ?? "noun",
      lemma: word,
      gender: e.gender,
      source: `FreeDict ${e.dictionary}`,
    }));
  const verbFirst = infinitive !== null && (FREQUENT.includes(infinitive) || infinitive === word);
  const ordered = orderByContext(
    distinctReadings(verbFirst ? [...verb, ...nounReadings, ...others] : [...nounReadings, ...others, ...verb]),
    elided ?? wordsBefore(input.context).at(-1),
    CUES,
  );
  const closed = closedClassReading("italian", word);
  const name = ordered.length === 0 && !closed ? nameReading(raw, opensSentence(input.context)) : null;
  result.readings = closed ? [closed] : name ? [name] : ordered;
  if (result.readings.length > 0) result.sources.push(...new Set(result.readings.map((r) => r.source)));

  const ipa = ipaEntries("italian", entries).find((e) => e.headword.toLowerCase() === word)?.pronunciation;
  result.pronunciation = ipa ? { text: ipa, system: "ipa" } : { text: italianIpa(word), system: "ipaRules" };
  result.sources.push(ipa ? "FreeDict (IPA)" : "Italian spelling rules");
  return result;
};
