import { arpabetToIpa } from "./arpabet";
import { buildIndex } from "./sorted-index";
import { type Analyzer, emptyAnalysis, lazy, type PartOfSpeech } from "./types";
import { WordNet, type WordNetPos } from "./wordnet";

const wordnet = lazy(() => new WordNet());
// compromise builds its lexicon when imported (about 50 MB): only servers that meet English words pay for it.
const compromise = lazy(async () => (await import("compromise")).default);
type Nlp = Awaited<ReturnType<typeof compromise>>;

/** CMUdict as a sorted index built in a worker, not imported as a 134k-key object. */
const cmu = lazy(() => buildIndex("cmu"));

const TAG_TO_POS: [string, PartOfSpeech][] = [
  ["ProperNoun", "properNoun"],
  ["Pronoun", "pronoun"],
  ["Auxiliary", "auxiliary"],
  ["Verb", "verb"],
  ["Adjective", "adjective"],
  ["Adverb", "adverb"],
  ["Preposition", "preposition"],
  ["Conjunction", "conjunction"],
  ["Determiner", "determiner"],
  ["Value", "numeral"],
  ["Expression", "interjection"],
  ["Noun", "noun"],
];

const WORDNET_POS: Partial<Record<PartOfSpeech, WordNetPos>> = {
  noun: "noun",
  properNoun: "noun",
  verb: "verb",
  adjective: "adj",
  adverb: "adv",
};

/** A one-word document forced to a word class, so a bare word is read as the verb or noun it is in context. */
function tagged(nlp: Nlp, word: string, tag: "Verb" | "Noun") {
  const doc = nlp(word);
  doc.tag(tag);
  return doc;
}

/** The tags compromise gives the word where it stands in its sentence (the n-th time it occurs). */
function tagsInContext(nlp: Nlp, word: string, context: string | null): string[] {
  if (!context) return nlp(word).json()[0]?.terms?.[0]?.tags ?? [];
  const bracket = context.indexOf("[");
  const occurrence = bracket < 0 ? 0 : countWord(context.slice(0, bracket), word);
  const sentence = context.replace(/[[\]]/g, "");
  const terms: { normal: string; tags: string[] }[] = nlp(sentence)
    .json()
    .flatMap((s: { terms: { normal: string; tags: string[] }[] }) => s.terms);
  const matching = terms.filter((t) => t.normal === word);
  return (matching[occurrence] ?? matching[0])?.tags ?? [];
}

function countWord(text: string, word: string): number {
  return text
    .toLowerCase()
    .split(/[^\p{L}'’-]+/u)
    .filter((t) => t === word).length;
}

/** KJV verb endings: believeth → believe, goeth → go, sitteth → sit, lovest → love. */
function archaicCandidates(word: string): string[] {
  const special: Record<string, string> = {
    hath: "have",
    doth: "do",
    saith: "say",
    hast: "have",
    art: "be",
    wast: "be",
  };
  if (special[word]) return [special[word]];
  const match = /^(.+?)(e?th|e?st)$/.exec(word);
  if (!match?.[1]) return [];
  const stem = match[1];
  const candidates = [stem, `${stem}e`];
  if (/(.)\1$/.test(stem)) candidates.push(stem.slice(0, -1));
  return candidates;
}

export const analyzeEnglish: Analyzer = async (raw, context) => {
  const word = raw.toLowerCase();
  const result = emptyAnalysis(word);
  const wn = await wordnet();
  const dictionary = await cmu();
  const nlp = await compromise();
  result.sources.push("compromise");

  const tags = tagsInContext(nlp, word, context);
  let pos = TAG_TO_POS.find(([tag]) => tags.includes(tag))?.[1] ?? null;
  let lemma: string | null = null;

  const archaic = archaicCandidates(word).find((c) => wn.has(c, "verb"));
  if (archaic && !wn.has(word, "noun")) {
    pos = "verb";
    lemma = archaic;
  } else if (pos === "verb" || pos === "auxiliary") {
    lemma = tagged(nlp, word, "Verb").verbs().toInfinitive().text().toLowerCase() || word;
  } else if (pos === "noun") {
    lemma = tagged(nlp, word, "Noun").nouns().toSingular().text().toLowerCase() || word;
  }
  result.partOfSpeech = pos;

  const wnPos = pos ? WORDNET_POS[pos] : undefined;
  const lookup = lemma ?? word;
  let definitions = wnPos ? wn.definitions(lookup, wnPos) : [];
  if (definitions.length === 0) {
    for (const other of ["noun", "verb", "adj", "adv"] as const) {
      definitions = wn.definitions(lookup, other);
      if (definitions.length > 0) break;
    }
  }
  if (definitions.length > 0) {
    result.englishDefinition = definitions.join("; ");
    result.sources.push("WordNet 3.1");
  }

  if (pos === "verb" && lemma && wn.has(lemma, "verb")) {
    result.lemma = lemma;
    const forms = new Map(Object.entries(tagged(nlp, lemma, "Verb").verbs().conjugate()[0] ?? {}));
    if (forms.size > 0) {
      const names: Record<string, string> = {
        Infinitive: "infinitive",
        PresentTense: "present (3rd person)",
        PastTense: "past",
        Participle: "past participle",
        Gerund: "gerund",
        FutureTense: "future",
      };
      result.conjugations = Object.fromEntries(
        Object.entries(names).flatMap(([key, name]) => {
          const form = forms.get(key);
          return typeof form === "string" ? [[name, form]] : [];
        }),
      );
    }
  } else if (lemma && lemma !== word) {
    result.lemma = lemma;
  }

  const own = dictionary.get(word)[0];
  const phones = own ?? (lemma ? dictionary.get(lemma)[0] : undefined);
  if (own) {
    result.pronunciation = arpabetToIpa(own);
    result.sources.push("CMU Pronouncing Dictionary");
  } else if (phones && lemma) {
    result.pronunciation = `${lemma}: ${arpabetToIpa(phones)}`;
    result.sources.push("CMU Pronouncing Dictionary");
  }
  result.englishGlosses = [...new Set([word, lemma].filter((w): w is string => Boolean(w)))];
  return result;
};
