import type { DictionaryEntry } from "../study/dictionary";

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
 * Whether two parts of speech agree across languages and dictionaries: the same class, or a noun and a proper noun
 * (a Hebrew name is a noun in a dictionary). A missing class agrees with none.
 */
export function sameClass(a: PartOfSpeech | undefined, b: PartOfSpeech): boolean {
  if (a === b) return true;
  const nounLike = (p: PartOfSpeech | undefined) => p === "noun" || p === "properNoun";
  return nounLike(a) && nounLike(b);
}

export type Gender = "masculine" | "feminine" | "neuter";

/** A verb's conjugation (tense → forms) or a noun's declension (case → forms), in the word's own language. */
export type InflectionTable = Record<string, string>;

/** One way to read a word: its class and dictionary form, from one data set. */
export type Reading = {
  partOfSpeech: PartOfSpeech;
  lemma: string;
  gender?: Gender | null;
  /** The grammatical case of the form in its sentence, when the data tells it (Russian морфология). */
  case?: GrammaticalCase | null;
  /** Tables of this reading, built only for the reading that is shown. */
  tables?: () => Promise<{ conjugations?: InflectionTable | null; declension?: InflectionTable | null }>;
  /** The data set that gave it, for the credits. */
  source: string;
  /**
   * A reading the form allows but does not prove (an unvocalised Arabic خلق may be the verb or the noun): shown only
   * when the original word's class is the same (`chooseReading`), never on its own.
   */
  guess?: true;
};

export type GrammaticalCase =
  | "nominative"
  | "genitive"
  | "dative"
  | "accusative"
  | "instrumental"
  | "prepositional"
  | "vocative";

/** How a pronunciation is written; the dialog names the system through `lexicon.system.*`. */
export const PRONUNCIATION_SYSTEMS = [
  /** IPA from a pronunciation dictionary (CMUdict, FreeDict headwords). */
  "ipa",
  /** IPA by the spelling rules of a regular orthography (Spanish, Italian, Portuguese, German). */
  "ipaRules",
  "pinyin",
  "hepburn",
  "revisedRomanization",
  /** ISO 9:1995 (GOST 7.79 system A), letter for letter. */
  "iso9",
  /** Ukraine's official romanisation (Cabinet of Ministers resolution 55, 2010). */
  "ukrainianNational",
  /** ISO 233-2 transliteration of a vowelled text. */
  "arabicVocalised",
  /** ISO 233-2 transliteration of consonants only: the text has no vowel signs. */
  "arabicConsonantal",
] as const;
export type PronunciationSystem = (typeof PRONUNCIATION_SYSTEMS)[number];

export type Pronunciation = { text: string; system: PronunciationSystem };

/**
 * What one language's data says about a word. Nothing is guessed: a field the data has nothing for is
 * null or empty, and the word study says so once.
 */
export type WordAnalysis = {
  /** The form looked up, after case and punctuation folding. */
  word: string;
  pronunciation: Pronunciation | null;
  /** Possible readings, the most likely first by the language's own evidence (its context, its dictionary). */
  readings: Reading[];
  /** Definitions in English (WordNet, CC-CEDICT), one per sense, most common first. */
  englishSenses: EnglishSense[];
  /** More forms to look the word up under in the dictionaries (an Arabic stem without its clitics). */
  dictionaryForms: string[];
  /** English equivalents used to align the word with the KJV's tagged words. */
  englishGlosses: string[];
  /** Which packages answered, for the credits. */
  sources: string[];
};

/**
 * One English sense: its definition and the words that share it (WordNet's synset: agape, charity), with the word
 * class it is a sense of when the dictionary says (WordNet: 'eye' the noun, 'eye' the verb "look at").
 */
export type EnglishSense = { definition: string; synonyms: string[]; partOfSpeech?: PartOfSpeech };

/** What an analyzer may use besides the word: its sentence and the bilingual dictionaries' headwords. */
export type AnalysisInput = {
  /** The sentence with the word in [brackets], or null. */
  context: string | null;
  /**
   * Dictionary entries read forwards whose headword is one of `words`, from the dictionaries of the
   * word's language (any target): their parts of speech, genders and IPA.
   */
  headwords: (words: readonly string[]) => Promise<DictionaryEntry[]>;
  /**
   * jieba's stored tags of pieces of Chinese text (piece → packed tags, see chinese-segments.ts), from the
   * segmentation of the installed versions; absent or missing pieces: jieba segments the text itself.
   */
  storedSegments?: (pieces: readonly string[]) => Promise<ReadonlyMap<string, string>>;
  /**
   * The sentence's ruby (the Japanese versions print the verse's readings of its kanji), in the coordinates of the
   * context without its brackets: the word is read as its verse reads it rather than as a dictionary would.
   */
  ruby?: readonly RubySpan[];
};

export type Analyzer = (word: string, input: AnalysisInput) => Promise<WordAnalysis>;

/** A word of the sentence its version prints with ruby: its UTF-16 bounds in the sentence and the kana it is read with. */
export type RubySpan = { start: number; end: number; reading: string };

export function emptyAnalysis(word: string): WordAnalysis {
  return {
    word,
    pronunciation: null,
    readings: [],
    englishSenses: [],
    englishGlosses: [],
    dictionaryForms: [],
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
