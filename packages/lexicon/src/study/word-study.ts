import type { LexiconEntry, Queryable } from "@bible/db";
import { findLanguage, type Language } from "@bible/db/canon";
import { analyzerFor, type PartOfSpeech, type WordAnalysis } from "../languages/index";
import { locateVerse } from "./locate";
import { findOriginal, type OriginalMatch, type OriginalMiss, taggedTexts } from "./original";
import { formatReference, type VerseRef } from "./reference";
import { type Texts, textsFor } from "./texts";

/** The 14 fields of the word-definition answer (SPEC §3). */
export type WordStudy = {
  word: string;
  definition: string;
  context: string;
  grammaticalType: string;
  infinitive: string | null;
  pronunciation: string;
  /** Into the reader's language; the dialog shows it only when the word's language is another. */
  translation: string;
  conjugations: Record<string, string> | null;
  hebrew: string | null;
  hebrewPhonetic: string | null;
  hebrewExplanation: string | null;
  aramaic: string | null;
  aramaicPhonetic: string | null;
  aramaicExplanation: string | null;
};

export type WordStudyRequest = {
  word: string;
  /** The sentence with the word in [brackets]. */
  context?: string | null;
  /** The word's language: 'french' or 'fr'. */
  language: string;
  /** The reader's interface language, for every text of the answer. */
  interfaceLanguage: string;
  /** The verse, when the reader knows it; else it is searched from the context. */
  reference?: VerseRef | null;
  /** The version the word was read in, and the word's UTF-16 offsets in that verse's text, when the client knows them. */
  version?: string | null;
  offset?: number | null;
  end?: number | null;
};

export type WordStudyResult = {
  answer: WordStudy;
  reference: VerseRef | null;
  original: OriginalMatch | null;
  analysis: WordAnalysis;
};

const ROBINSON: Record<string, PartOfSpeech> = {
  V: "verb",
  N: "noun",
  A: "adjective",
  ADV: "adverb",
  CONJ: "conjunction",
  COND: "conjunction",
  PREP: "preposition",
  T: "determiner",
  P: "pronoun",
  INJ: "interjection",
};
const OSHB: Record<string, PartOfSpeech> = { V: "verb", N: "noun", A: "adjective", D: "adverb", P: "pronoun" };

/** The main word class of a Robinson (V-AAI-3S) or OSHB (HVqp3ms, HC/Ncfsa) morphology code. */
export function partOfSpeechOfMorphology(morphology: string | null, greek: boolean): PartOfSpeech | null {
  if (!morphology) return null;
  if (greek) return ROBINSON[morphology.split("-")[0] ?? ""] ?? null;
  // Prefixed particles (R preposition, C conjunction, Td article) come before the word itself.
  const segments = morphology.slice(1).split("/");
  const main = segments.find((s) => /^[VNADP]/.test(s)) ?? "";
  if (main.startsWith("Np")) return "properNoun";
  return OSHB[main[0] ?? ""] ?? null;
}

function phonetic(entry: LexiconEntry): string | null {
  const parts = [entry.transliteration, entry.pronunciation ? `[${entry.pronunciation}]` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : null;
}

function glossOf(match: OriginalMatch): string {
  return match.occurrence?.sense?.gloss ?? match.entry.gloss ?? match.entry.definition ?? match.entry.lemma;
}

function originalFields(
  match: OriginalMatch | null,
  miss: OriginalMiss | null,
  reference: VerseRef | null,
  word: string,
  t: Texts,
  interfaceLanguage: string,
): Pick<
  WordStudy,
  "hebrew" | "hebrewPhonetic" | "hebrewExplanation" | "aramaic" | "aramaicPhonetic" | "aramaicExplanation"
> {
  const none = {
    hebrew: null,
    hebrewPhonetic: null,
    aramaic: null,
    aramaicPhonetic: null,
    aramaicExplanation: t("word.aramaicUnavailable"),
  };
  if (!reference) return { ...none, hebrewExplanation: t("lexicon.verseUnknown") };
  const where = formatReference(reference, interfaceLanguage);
  if (miss === "pending") return { ...none, hebrewExplanation: t("lexicon.alignmentPending") };
  if (miss === "ambiguous")
    return { ...none, hebrewExplanation: t("lexicon.ambiguousWord", { word, reference: where }) };
  if (!match) return { ...none, hebrewExplanation: t("lexicon.noAlignment", { word, reference: where }) };
  const { entry } = match;
  const language = match.occurrence?.language ?? entry.language;
  const values = {
    strongs: entry.strongs,
    gloss: glossOf(match),
    reference: where,
    form: match.occurrence?.form ?? entry.lemma,
    lemma: entry.lemma,
    transliteration: entry.transliteration ?? "—",
    pronunciation: entry.pronunciation ?? "—",
  };
  if (language === "greek") return { ...none, hebrewExplanation: t("lexicon.greekExplanation", values) };
  if (language === "aramaic") {
    return {
      hebrew: null,
      hebrewPhonetic: null,
      hebrewExplanation: t("lexicon.aramaicPassage", { reference: where }),
      aramaic: entry.lemma,
      aramaicPhonetic: phonetic(entry),
      aramaicExplanation: t("lexicon.originalExplanation", values),
    };
  }
  return {
    ...none,
    hebrew: entry.lemma,
    hebrewPhonetic: phonetic(entry),
    hebrewExplanation: t("lexicon.originalExplanation", values),
  };
}

/** The word's rendering in the reader's language: the words of a tagged version carrying the same number. */
async function alignedTranslation(
  db: Queryable,
  reference: VerseRef,
  match: OriginalMatch,
  target: Language,
): Promise<string | null> {
  for (const tagged of await taggedTexts(db, reference, target)) {
    const words = [...new Set(tagged.words.filter((w) => w.s.includes(match.strongs)).map((w) => w.w))];
    if (words.length > 0) return `${words.join(", ")} (${tagged.version})`;
  }
  return null;
}

function definitionText(analysis: WordAnalysis, match: OriginalMatch | null, t: Texts, interfaceCode: string): string {
  if (analysis.englishDefinition) {
    if (interfaceCode === "en") return analysis.englishDefinition;
    const source = analysis.sources.find((s) => /WordNet|CEDICT/.test(s)) ?? analysis.sources[0] ?? "";
    return t("lexicon.definitionInEnglish", { definition: analysis.englishDefinition, source });
  }
  if (match?.entry.definition) {
    return t("lexicon.strongsDefinition", {
      lemma: match.entry.lemma,
      strongs: match.entry.strongs,
      definition: match.entry.definition,
    });
  }
  return t("word.notAvailable");
}

/**
 * A word study from open data only: the language's own analysis (pronunciation, grammar, infinitive,
 * conjugations, definition) and the Hebrew, Aramaic or Greek word behind it in its verse.
 */
export async function studyWord(db: Queryable, request: WordStudyRequest): Promise<WordStudyResult> {
  const language = findLanguage(request.language);
  if (!language) throw new RangeError(`Unknown language ${request.language}`);
  const interfaceLanguage = findLanguage(request.interfaceLanguage) ?? findLanguage("fr");
  if (!interfaceLanguage) throw new RangeError("French is missing from the canon");
  const t = textsFor(interfaceLanguage.code);
  const word = request.word.trim();
  const context = request.context ?? null;

  let analysis = await analyzerFor(language.id)(word, context);
  const reference = request.reference ?? (context ? await locateVerse(db, context, language) : null);
  const found = reference
    ? await findOriginal(db, reference, language, word, context, analysis.englishGlosses, {
        version: request.version ?? null,
        offset: request.offset ?? null,
        end: request.end ?? null,
      })
    : null;
  const original = found?.match ?? null;
  const originalPartOfSpeech = partOfSpeechOfMorphology(
    original?.occurrence?.morphology ?? null,
    original?.occurrence?.language === "greek",
  );
  if (language.id === "spanish" && originalPartOfSpeech) {
    analysis = await analyzerFor(language.id, originalPartOfSpeech)(word, context);
  }

  let translation = t("word.notAvailable");
  if (language.id !== interfaceLanguage.id) {
    translation =
      (original && reference ? await alignedTranslation(db, reference, original, interfaceLanguage) : null) ??
      (interfaceLanguage.id === "english" && analysis.englishGlosses[0] ? analysis.englishGlosses[0] : null) ??
      translation;
  }

  const answer: WordStudy = {
    word,
    definition: definitionText(analysis, original, t, interfaceLanguage.code),
    context: context ?? "",
    grammaticalType: analysis.partOfSpeech ? t(`lexicon.pos.${analysis.partOfSpeech}`) : t("word.notAvailable"),
    infinitive: analysis.lemma,
    pronunciation: analysis.pronunciation ?? t("word.notAvailable"),
    translation,
    conjugations: analysis.conjugations,
    ...originalFields(original, found?.miss ?? null, reference, word, t, interfaceLanguage.code),
  };
  return { answer, reference, original, analysis };
}

/** The lexicon's facts about the original word, for a model's prompt (English, compact). */
export function originalFacts(result: WordStudyResult): string | null {
  const match = result.original;
  if (!match || !result.reference) return null;
  const { entry, occurrence } = match;
  const lines = [
    `Strong's ${entry.strongs}: ${entry.lemma} (${entry.transliteration ?? ""}${entry.pronunciation ? `, pronounced ${entry.pronunciation}` : ""})`,
    `Language in this verse: ${occurrence?.language ?? entry.language}`,
    occurrence
      ? `Form in the verse: ${occurrence.form}${occurrence.morphology ? ` (${occurrence.morphology})` : ""}`
      : null,
    `Gloss: ${glossOf(match)}`,
    entry.definition ? `Definition: ${entry.definition}` : null,
    entry.kjvUsage ? `KJV renderings: ${entry.kjvUsage}` : null,
  ];
  return lines.filter(Boolean).join("\n");
}
