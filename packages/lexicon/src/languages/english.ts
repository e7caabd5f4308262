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

const VERB_NAMES: Record<string, string> = {
  Infinitive: "infinitive",
  PresentTense: "present (3rd person)",
  PastTense: "past",
  Participle: "past participle",
  Gerund: "gerund",
  FutureTense: "future",
};

function conjugationOf(nlp: Nlp, lemma: string): Record<string, string> | null {
  const forms = new Map(Object.entries(tagged(nlp, lemma, "Verb").verbs().conjugate()[0] ?? {}));
  const table = Object.fromEntries(
    Object.entries(VERB_NAMES).flatMap(([key, name]) => {
      const form = forms.get(key);
      return typeof form === "string" ? [[name, form]] : [];
    }),
  );
  return Object.keys(table).length > 0 ? table : null;
}

/** The dictionary form of a word read as `partOfSpeech`: 'eyes' the noun → eye, 'dealt' the verb → deal. */
function classLemma(nlp: Nlp, word: string, partOfSpeech: PartOfSpeech): string {
  if (partOfSpeech === "noun") return tagged(nlp, word, "Noun").nouns().toSingular().text().toLowerCase() || word;
  if (partOfSpeech === "verb") return tagged(nlp, word, "Verb").verbs().toInfinitive().text().toLowerCase() || word;
  return word;
}

/**
 * English: compromise tags the word in its sentence and gives its lemma and conjugation, KJV verb
 * endings (-eth, -est) are read as the verbs they are, WordNet gives the senses (with their synonyms,
 * so the verse's original word can pick one), CMUdict the IPA.
 */
export const analyzeEnglish: Analyzer = async (raw, input) => {
  const word = raw.toLowerCase();
  const result = emptyAnalysis(word);
  const wn = await wordnet();
  const dictionary = await cmu();
  const nlp = await compromise();
  result.sources.push("compromise");

  const tags = tagsInContext(nlp, word, input.context);
  let pos = TAG_TO_POS.find(([tag]) => tags.includes(tag))?.[1] ?? null;
  let lemma: string | null = null;

  const archaic = archaicCandidates(word).find((c) => wn.has(c, "verb"));
  if (archaic && !wn.has(word, "noun")) {
    pos = "verb";
    lemma = archaic;
  } else if (pos === "verb" || pos === "auxiliary") {
    lemma = tagged(nlp, word, "Verb").verbs().toInfinitive().text().toLowerCase() || word;
  } else if (pos === "noun" || pos === "properNoun") {
    lemma = tagged(nlp, word, "Noun").nouns().toSingular().text().toLowerCase() || word;
  }
  const lookup = lemma ?? word;
  if (pos) {
    const verbLemma = lookup;
    result.readings.push({
      partOfSpeech: pos,
      lemma: lookup,
      source: "compromise",
      tables: async () => ({
        conjugations: pos === "verb" && wn.has(verbLemma, "verb") ? conjugationOf(nlp, verbLemma) : null,
      }),
    });
  }
  // The other classes WordNet knows the form in, for the original word's class to choose from: as written, or as
  // that class's dictionary form first ('eyes', read alone as the verb, is also the plural of the noun 'eye').
  const others: [PartOfSpeech, WordNetPos, string][] = [];
  for (const [other, wnPos] of [
    ["noun", "noun"],
    ["verb", "verb"],
    ["adjective", "adj"],
    ["adverb", "adv"],
  ] as const) {
    if (other === pos) continue;
    const otherLemma = [classLemma(nlp, word, other), word].find((form) => wn.has(form, wnPos));
    if (!otherLemma) continue;
    others.push([other, wnPos, otherLemma]);
    result.readings.push({
      partOfSpeech: other,
      lemma: otherLemma,
      source: "WordNet 3.1",
      tables: async () => ({ conjugations: other === "verb" ? conjugationOf(nlp, otherLemma) : null }),
    });
  }

  const wnPos = pos ? WORDNET_POS[pos] : undefined;
  let senses = wnPos && pos ? wn.senses(lookup, wnPos).map((s) => ({ ...s, partOfSpeech: pos })) : [];
  let sensesPos = wnPos;
  if (senses.length === 0) {
    for (const [other, otherPos] of [
      ["noun", "noun"],
      ["verb", "verb"],
      ["adjective", "adj"],
      ["adverb", "adv"],
    ] as const) {
      senses = wn.senses(lookup, otherPos).map((s) => ({ ...s, partOfSpeech: other }));
      sensesPos = otherPos;
      if (senses.length > 0) break;
    }
  }
  if (senses.length > 0) {
    // The analysis's own class first, then the senses of the other classes, for the original word's class to
    // choose from (see `definition.ts`).
    for (const [other, otherPos, otherLemma] of others) {
      if (otherPos === sensesPos) continue;
      senses.push(...wn.senses(otherLemma, otherPos).map((s) => ({ ...s, partOfSpeech: other })));
    }
    result.englishSenses = senses;
    result.sources.push("WordNet 3.1");
  }

  const own = dictionary.get(word)[0];
  const phones = own ?? (lemma ? dictionary.get(lemma)[0] : undefined);
  if (own) {
    result.pronunciation = { text: arpabetToIpa(own), system: "ipa" };
    result.sources.push("CMU Pronouncing Dictionary");
  } else if (phones && lemma) {
    result.pronunciation = { text: `${lemma}: ${arpabetToIpa(phones)}`, system: "ipa" };
    result.sources.push("CMU Pronouncing Dictionary");
  }
  result.englishGlosses = [...new Set([word, lemma].filter((w): w is string => Boolean(w)))];
  return result;
};
