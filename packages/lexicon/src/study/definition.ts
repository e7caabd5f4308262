import type { LanguageId } from "@bible/canon";
import { FREEDICT_LANGUAGES } from "../dictionary-store";
import { type EnglishSense, type Reading, sameClass, type WordAnalysis } from "../languages/index";
import { type DictionaryEntry, hasDictionary, matchingCase } from "./dictionary";
import {
  agreeingSense,
  contentWords,
  equivalentsOf,
  hasEvidence,
  isDefinition,
  type ScoredSense,
  sensesOfClass,
  stripLabels,
  translationOf,
  type VerseEvidence,
} from "./senses";

/** Dictionary look-ups of one study, from any language into any other, each (pair, form) read once. */
export type LookUp = (source: LanguageId, target: LanguageId, words: readonly string[]) => Promise<DictionaryEntry[]>;

/** The classes of the function words: few words, each with many uses, and many homographs among content words. */
const CLOSED: ReadonlySet<string> = new Set(["pronoun", "preposition", "conjunction", "determiner", "particle"]);

/**
 * Entries whose class agrees with the reading shown (a noun's senses for a noun), when any do; all of them when
 * none does and the verse can still tell their senses apart. `strict` (nothing of the verse to check a sense
 * against): only the agreeing ones, and for a function word only those whose dictionary names its class, so that a
 * homograph's sense is not shown for it (Portuguese 'ás', the preposition 'to the', is the noun 'as' (ace) in the
 * dictionary).
 */
export function agreeing(entries: DictionaryEntry[], reading: Reading | null, strict = false): DictionaryEntry[] {
  if (!reading) return entries;
  const closed = CLOSED.has(reading.partOfSpeech);
  const fits = entries.filter((e) =>
    e.partOfSpeech ? sameClass(e.partOfSpeech, reading.partOfSpeech) : !(strict && closed),
  );
  return fits.length > 0 || strict ? fits : entries;
}

/** Words put into English through FreeDict (all their equivalents): 'terre' → earth, land, soil… */
async function intoEnglish(lookUp: LookUp, language: LanguageId, words: readonly string[]): Promise<string[]> {
  if (language === "english") return [...words];
  if (!hasDictionary(language, "english") || words.length === 0) return [];
  return (await lookUp(language, "english", words)).flatMap((e) => e.senses.flatMap(equivalentsOf));
}

/** The senses of bilingual entries into `target` (equivalents, "terre, sol"), labels stripped, label-only ones dropped. */
async function bilingualSenses(entries: DictionaryEntry[], target: LanguageId, lookUp: LookUp): Promise<ScoredSense[]> {
  const senses: ScoredSense[] = [];
  for (const entry of entries) {
    for (const raw of entry.senses) {
      const text = stripLabels(raw);
      if (!text || senses.some((s) => s.text === text)) continue;
      const equivalents = equivalentsOf(text);
      senses.push({
        text,
        source: `FreeDict ${entry.dictionary}`,
        reader: equivalents,
        english: await intoEnglish(lookUp, target, equivalents),
      });
    }
  }
  return senses;
}

/** The language of a FreeDict code ("fra" → french), as the dictionaries are stored (dictionary-store.ts). */
function languageOfCode(code: string | undefined): LanguageId | undefined {
  return code && code in FREEDICT_LANGUAGES ? FREEDICT_LANGUAGES[code as keyof typeof FREEDICT_LANGUAGES] : undefined;
}

/**
 * The definitions the bilingual dictionaries give in the headword's own language (a French word defined in
 * French), each with its equivalent in the dictionary's other language put into English ("Terre sur laquelle on
 * vit" ↔ "Welt" → world). A definition that is only a label ("Héraldique") is dropped. Wiktionary's
 * cross-references to its own senses ("von [3]") are stripped with the labels.
 */
async function ownLanguageSenses(entries: DictionaryEntry[], lookUp: LookUp): Promise<ScoredSense[]> {
  const senses: ScoredSense[] = [];
  for (const entry of entries) {
    if (entry.reversed) continue;
    const target = entry.dictionary.split("-")[1] ?? "";
    const targetLanguage = languageOfCode(target);
    const equivalentsAt = entry.senses.map((sense) => equivalentsOf(stripLabels(sense)));
    // An equivalent printed beside several definitions of the entry ('pleurer': "Verser des larmes" and "Regretter
    // la perte de quelqu'un", both ↔ weinen) does not tell them apart.
    const pairings = new Map<string, number>();
    for (const words of equivalentsAt) {
      for (const word of new Set(words.map((w) => w.toLowerCase()))) pairings.set(word, (pairings.get(word) ?? 0) + 1);
    }
    const shared = (word: string) => (pairings.get(word.toLowerCase()) ?? 0) > 1;
    for (const [i, raw] of entry.definitions.entries()) {
      const text = stripLabels(raw);
      if (!isDefinition(text) || senses.some((s) => s.text === text)) continue;
      const equivalents = equivalentsAt[i] ?? [];
      // In English: the equivalent the dictionary gives beside the definition, and the definition's own words.
      const source = languageOfCode(entry.dictionary.split("-")[0]);
      const into = (words: string[]) => (targetLanguage ? intoEnglish(lookUp, targetLanguage, words) : []);
      senses.push({
        text,
        source: `FreeDict ${entry.dictionary}`,
        reader: [text],
        english: [],
        paired: await into(equivalents.filter(shared)),
        // In English, one group per word: each equivalent the dictionary gives beside the definition ('Tafel' →
        // board, table, meal), each of the definition's own words ('plat' → flat, dish).
        worded: [
          ...(await Promise.all(equivalents.filter((w) => !shared(w)).map((w) => into([w])))),
          ...(source
            ? await Promise.all(
                contentWords(text)
                  .slice(0, 8)
                  .map((w) => intoEnglish(lookUp, source, [w])),
              )
            : []),
        ],
        defines: true,
      });
    }
  }
  return senses;
}

/**
 * WordNet's or CC-CEDICT's English senses, the synset's other words with them. A CC-CEDICT entry writes all the
 * senses of a character on one line ('to walk; to go; … (bound form) to do; to perform'): each is a sense of its own,
 * so that the one the verse says is shown, not the whole list.
 */
function englishSenses(
  all: readonly EnglishSense[],
  source: string,
  readerIsEnglish: boolean,
  reading: Reading | null,
  classOnly = false,
): ScoredSense[] {
  const senses = sensesOfClass(all, reading?.partOfSpeech ?? null, classOnly);
  const split = (sense: EnglishSense) =>
    source === "CC-CEDICT"
      ? sense.definition.split(/\s*;\s*/).map((definition) => ({ ...sense, definition }))
      : [sense];
  return senses.flatMap(split).flatMap((s) => {
    const text = stripLabels(s.definition);
    if (!text) return [];
    return [
      {
        text,
        source,
        english: [text],
        synonyms: s.synonyms,
        reader: readerIsEnglish ? [text, ...s.synonyms] : [],
      },
    ];
  });
}

export type DefinitionRequest = {
  language: LanguageId;
  reader: LanguageId;
  word: string;
  /** The forms to look up: the word, its lemma, the analyser's stems. */
  forms: string[];
  reading: Reading | null;
  analysis: WordAnalysis;
  evidence: VerseEvidence;
  lookUp: LookUp;
  /** The dictionaries that tell the word's language best, the reader's own first. */
  grammarTargets: LanguageId[];
  /**
   * Only senses of the reading's class, never another class's when the dictionary has none of it: a word read for
   * its class (the pivot, see `pivotClass`) has no sense of another class to give.
   */
  classOnly?: boolean;
};

export type FoundDefinition = {
  definition: string;
  source: string;
  /** The sense's equivalent in the reader's language, when the sense is written in it. */
  translation: string | null;
  inReaderLanguage: boolean;
  /** How sure the choice of this sense is, from 0 to 1 (see `chooseSense`). */
  confidence: number;
  /** The reader's own version's word whose sense it is, when the clicked word's own dictionaries had none. */
  through?: { word: string; version: string } | null;
};

/**
 * Every dictionary from `language` whose entries may define its words in that language, the grammar's first: the
 * FreeDict dictionaries made from one Wiktionary (fra-deu, fra-spa, fra-ita…) each keep some of its definitions
 * ('troupeau': « Troupe d’animaux domestiques de même espèce » is in fra-spa and fra-por, not in fra-deu).
 */
function definitionTargets(language: LanguageId, grammarTargets: readonly LanguageId[]): LanguageId[] {
  const all = Object.values(FREEDICT_LANGUAGES).filter((target) => hasDictionary(language, target));
  return [...new Set([...grammarTargets, ...all])];
}

/**
 * The word's own senses in `target`: a bilingual dictionary into it, or for a word of that language, the
 * definitions its dictionaries give in it (WordNet for English, CC-CEDICT's English for Chinese into English).
 */
async function sensesIn(target: LanguageId, request: DefinitionRequest): Promise<ScoredSense[]> {
  const { language, word, forms, reading, analysis, lookUp, grammarTargets, reader, evidence, classOnly } = request;
  const fitting = (entries: DictionaryEntry[]) =>
    agreeing(matchingCase(entries, word), reading, classOnly || !hasEvidence(evidence));
  if (language === target) {
    if (language === "english")
      return englishSenses(analysis.englishSenses, "WordNet 3.1", reader === "english", reading, classOnly);
    const entries = (
      await Promise.all(definitionTargets(language, grammarTargets).map((t) => lookUp(language, t, forms)))
    ).flat();
    return ownLanguageSenses(fitting(entries), lookUp);
  }
  if (language === "chinese" && target === "english") {
    return englishSenses(analysis.englishSenses, "CC-CEDICT", reader === "english", reading);
  }
  return bilingualSenses(fitting(await lookUp(language, target, forms)), target, lookUp);
}

/** The word's own senses in the reader's language (those `wordDefinition` chooses from). */
export function readerSenses(request: DefinitionRequest): Promise<ScoredSense[]> {
  return sensesIn(request.reader, request);
}

/**
 * The definition of the word in its verse: the sense of the word, in the reader's language, that agrees with
 * what the verse says (the original's meaning, the in-context translations), else the agreeing English sense,
 * which says so. None when no sense agrees: never the first sense by default.
 */
export async function wordDefinition(
  request: DefinitionRequest,
  own?: readonly ScoredSense[],
): Promise<FoundDefinition | null> {
  const { reader, evidence } = request;
  own ??= await readerSenses(request);
  const choice = agreeingSense(own, evidence);
  if (!choice) return null;
  const { sense, confidence } = choice;
  return {
    definition: sense.text,
    source: sense.source,
    translation:
      request.language !== reader && sense.source.startsWith("FreeDict")
        ? translationOf(
            sense.text,
            own.map((s) => s.text),
            new Set([...evidence.reader, ...evidence.bridged.flatMap((group) => [...group])]),
          )
        : null,
    inReaderLanguage: true,
    confidence,
  };
}

/** The agreeing English sense of the word, for a reader of another language: a labelled fallback. */
export async function englishDefinition(request: DefinitionRequest): Promise<FoundDefinition | null> {
  if (request.reader === "english") return null;
  const choice = agreeingSense(await sensesIn("english", request), request.evidence);
  if (!choice) return null;
  const { sense, confidence } = choice;
  return { definition: sense.text, source: sense.source, translation: null, inReaderLanguage: false, confidence };
}
