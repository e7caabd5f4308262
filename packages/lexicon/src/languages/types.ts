/** Parts of speech the analyzers report; the dialog shows them through i18n keys `lexicon.pos.*`. */
export const PARTS_OF_SPEECH = [
  "noun",
  "properNoun",
  "verb",
  "adjective",
  "adverb",
  "pronoun",
  "preposition",
  "conjunction",
  "determiner",
  "interjection",
  "numeral",
  "particle",
  "auxiliary",
] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

/**
 * What one language's open data says about a word. Every field is null when that language's data
 * has nothing for it: callers show the i18n 'not available' text, nothing is guessed.
 */
export type WordAnalysis = {
  /** The form looked up, after case and punctuation folding. */
  word: string;
  /** IPA, a romanisation or a kana reading, as the language's data gives it. */
  pronunciation: string | null;
  partOfSpeech: PartOfSpeech | null;
  /** The dictionary form (infinitive of a verb, kanji dictionary form in Japanese) when it differs or is a verb. */
  lemma: string | null;
  /** Tense name (in the word's own language) → forms. */
  conjugations: Record<string, string> | null;
  /** A definition in English (WordNet, CC-CEDICT), the only language the open dictionaries have. */
  englishDefinition: string | null;
  /** English equivalents used to align the word with the KJV's tagged words. */
  englishGlosses: string[];
  /** Which packages answered, for the credits. */
  sources: string[];
};

export type Analyzer = (word: string, context: string | null) => Promise<WordAnalysis>;

export function emptyAnalysis(word: string): WordAnalysis {
  return {
    word,
    pronunciation: null,
    partOfSpeech: null,
    lemma: null,
    conjugations: null,
    englishDefinition: null,
    englishGlosses: [],
    sources: [],
  };
}

/** Memoises an expensive loader so data is read on first use only (and once under concurrency). */
export function lazy<T>(load: () => Promise<T> | T): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () => {
    value ??= Promise.resolve()
      .then(load)
      .catch((error: unknown) => {
        value = null;
        throw error;
      });
    return value;
  };
}
