import { findLanguage, type Language, type LanguageId } from "@bible/canon";
import type { LexiconEntry, Queryable } from "@bible/db";
import {
  analyzerFor,
  type EnglishSense,
  type InflectionTable,
  type PartOfSpeech,
  type Reading,
  type WordAnalysis,
} from "../languages/index";
import { chooseReading } from "../languages/readings";
import { readStoredSegments } from "../segmentation/store";
import { type DictionaryEntry, hasDictionary, lookUpDictionary, matchingCase } from "./dictionary";
import { translationInContext } from "./in-context";
import { locateVerse } from "./locate";
import { findOriginal, type OriginalMatch, type OriginalMiss, taggedTexts } from "./original";
import { pendingNote } from "./pending";
import { formatReference, type VerseRef } from "./reference";
import { bestSense, translationOf, verseMeaning } from "./senses";
import { type Texts, textsFor } from "./texts";

/**
 * The word-definition answer (SPEC §3) and what the open data adds to it. A field the data has
 * nothing for is null, never a placeholder; `missing` says once, in the reader's language, what is
 * left out.
 */
export type WordStudy = {
  word: string;
  definition: string | null;
  context: string;
  grammaticalType: string | null;
  infinitive: string | null;
  pronunciation: string | null;
  /** How `pronunciation` is written (IPA, pinyin, Hepburn…), in the reader's language. */
  pronunciationSystem: string | null;
  /** Into the reader's language; the dialog shows it only when the word's language is another. */
  translation: string | null;
  conjugations: InflectionTable | null;
  /** A noun's or pronoun's forms case by case, where the language has cases and the data has them. */
  declension: InflectionTable | null;
  hebrew: string | null;
  hebrewPhonetic: string | null;
  hebrewExplanation: string | null;
  aramaic: string | null;
  aramaicPhonetic: string | null;
  aramaicExplanation: string | null;
  /** One sentence naming the fields the open data has nothing for in this language, or null. */
  missing: string | null;
  /** The Strong's number of the original word found behind the word in its verse, or null. */
  strongs: string | null;
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
  /** The reading shown (part of speech, lemma), or null when the language's data has none. */
  reading: Reading | null;
  /** Whether the definition is in the reader's language (not an English stand-in). */
  definitionInReaderLanguage: boolean;
  /** The version read is not aligned yet: the answer says so and holds only until it is (never cached). */
  alignmentPending: boolean;
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
  pendingVersion: string | null = null,
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
  if (miss === "pending") return { ...none, hebrewExplanation: pendingNote(t, pendingVersion) };
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

/**
 * The words of the reader's own-language version aligned to the same original word in the same verse ('Пастырь'
 * → H7462 → 'berger' in LSG): the stored alignment of the language's installed versions (default one first), else
 * the Strong's tags of a tagged text (the lexicon's KJV for English when no English version is installed).
 */
async function alignedWords(
  db: Queryable,
  reference: VerseRef,
  match: OriginalMatch,
  target: Language,
): Promise<{ words: string[]; rendering: string; version: string } | null> {
  const inContext = await translationInContext(db, {
    ref: reference,
    strongs: match.strongs,
    word: match.index,
    language: target.id,
  });
  if (inContext.status === "found") {
    return { words: inContext.words.map((w) => w.text), rendering: inContext.rendering, version: inContext.version };
  }
  for (const tagged of await taggedTexts(db, reference, target)) {
    const words = [...new Set(tagged.words.filter((w) => w.s.includes(match.strongs)).map((w) => w.w))];
    if (words.length > 0) return { words, rendering: words.join(", "), version: tagged.version };
  }
  return null;
}

/** The in-context rendering with its version, then the dictionary's gloss when it says something else. */
function translationText(
  aligned: { words: string[]; rendering: string; version: string } | null,
  gloss: string | null,
): string | null {
  if (!aligned) return gloss;
  const inContext = `${aligned.rendering} (${aligned.version})`;
  // A gloss that is one of the verse's words or its dictionary form ('created' → 'create') says nothing new.
  const said = aligned.words.map((w) => w.toLocaleLowerCase());
  const extra = gloss
    ?.split(/\s*[,;]\s*/)
    .filter((g) => {
      const form = g.toLocaleLowerCase();
      return form && !said.some((w) => w.startsWith(form) || form.startsWith(w));
    })
    .join(", ");
  return extra ? `${inContext} ; ${extra}` : inContext;
}

/**
 * Which dictionaries tell a language's parts of speech, genders and IPA best (those whose entries carry
 * grammar), besides the reader's own.
 */
const GRAMMAR_TARGETS: Record<LanguageId, LanguageId[]> = {
  french: ["english", "german"],
  german: ["french", "english"],
  spanish: ["german", "french", "english"],
  portuguese: ["french", "spanish", "english"],
  italian: ["portuguese", "french", "english"],
  english: ["french", "portuguese"],
  japanese: ["english"],
  arabic: ["english"],
  russian: ["french"],
  chinese: [],
  korean: [],
  ukrainian: [],
};

/** Dictionary look-ups of one study, each (target, form) read once. */
function dictionaryCache(db: Queryable, source: LanguageId) {
  const cache = new Map<string, Promise<DictionaryEntry[]>>();
  return (target: LanguageId, words: readonly string[]) =>
    Promise.all(
      words.map((word) => {
        const key = `${target}\t${word}`;
        let found = cache.get(key);
        if (!found) {
          found = lookUpDictionary(db, source, target, [word]);
          cache.set(key, found);
        }
        return found;
      }),
    ).then((lists) => lists.flat());
}

const NOMINAL = new Set<PartOfSpeech>(["noun", "properNoun"]);

/** Entries whose class agrees with the reading shown (a noun's senses for a noun), when any do. */
function agreeing(entries: DictionaryEntry[], reading: Reading | null): DictionaryEntry[] {
  if (!reading) return entries;
  const fits = entries.filter(
    (e) =>
      !e.partOfSpeech ||
      e.partOfSpeech === reading.partOfSpeech ||
      (NOMINAL.has(e.partOfSpeech) && NOMINAL.has(reading.partOfSpeech)),
  );
  return fits.length > 0 ? fits : entries;
}

type Sense = { text: string; synonyms: string[]; source: string };

function dictionarySenses(entries: DictionaryEntry[]): Sense[] {
  const senses: Sense[] = [];
  for (const entry of entries) {
    for (const text of entry.senses) {
      if (!senses.some((s) => s.text === text))
        senses.push({ text, synonyms: [], source: `FreeDict ${entry.dictionary}` });
    }
  }
  return senses;
}

/**
 * The definitions the bilingual dictionaries give in the headword's own language (a French word
 * defined in French), those most dictionaries repeat first. Only the definition's own words are
 * compared with the verse: a foreign equivalent that looks like an English word proves nothing.
 */
function ownLanguageSenses(entries: DictionaryEntry[]): Sense[] {
  const support = new Map<string, { count: number; source: string }>();
  for (const entry of entries) {
    if (entry.reversed) continue;
    // Wiktionary's cross-references to its own senses ("von [3]") mean nothing here.
    for (const text of new Set(entry.definitions.map((d) => d.replace(/\s*\[\d+\]/g, "")).filter(Boolean))) {
      const known = support.get(text);
      if (known) known.count++;
      else support.set(text, { count: 1, source: `FreeDict ${entry.dictionary}` });
    }
  }
  return [...support]
    .sort((a, b) => b[1].count - a[1].count)
    .map(([text, { source }]) => ({ text, synonyms: [], source }));
}

function englishSenses(senses: EnglishSense[], source: string): Sense[] {
  return senses.map((s) => ({ text: s.definition, synonyms: s.synonyms, source }));
}

/**
 * The definition from a dictionary's senses: the one that fits the verse, or, when nothing of the
 * verse tells them apart, the first three (the reader sees the range rather than an arbitrary pick).
 */
function definitionFrom(
  senses: Sense[],
  meaning: ReadonlySet<string>,
): { text: string; source: string; chosen: string } | null {
  const best = bestSense(senses, meaning);
  const chosen = senses[best.index];
  if (!chosen) return null;
  const text =
    best.fits || meaning.size === 0
      ? chosen.text
      : senses
          .slice(0, 3)
          .map((s) => s.text)
          .join(" ; ");
  return { text, source: chosen.source, chosen: chosen.text };
}

type DefinitionRequest = {
  language: LanguageId;
  reader: LanguageId;
  word: string;
  /** The forms to look up: the word, its lemma, the analyser's stems. */
  forms: string[];
  reading: Reading | null;
  analysis: WordAnalysis;
  meaning: ReadonlySet<string>;
  lookUp: (target: LanguageId, words: readonly string[]) => Promise<DictionaryEntry[]>;
  grammarTargets: LanguageId[];
};

/**
 * The definition in the reader's language when a dictionary has one: the bilingual dictionary into
 * it, or, for a word of the reader's own language, the definitions the dictionaries give in that
 * language; else an English definition (WordNet, CC-CEDICT, FreeDict into English), which says so.
 */
async function readerDefinition(request: DefinitionRequest): Promise<{
  definition: string;
  source: string;
  translation: string | null;
  inReaderLanguage: boolean;
} | null> {
  const { language, reader, word, forms, reading, analysis, meaning, lookUp, grammarTargets } = request;
  const fitting = (entries: DictionaryEntry[]) => agreeing(matchingCase(entries, word), reading);
  const own =
    language !== reader
      ? dictionarySenses(fitting(await lookUp(reader, forms)))
      : language !== "english"
        ? ownLanguageSenses(fitting((await Promise.all(grammarTargets.map((target) => lookUp(target, forms)))).flat()))
        : [];
  const english =
    own.length > 0
      ? []
      : language === "english" || language === "chinese"
        ? englishSenses(analysis.englishSenses, language === "english" ? "WordNet 3.1" : "CC-CEDICT")
        : dictionarySenses(fitting(await lookUp("english", forms)));
  const senses = own.length > 0 ? own : english;
  const found = definitionFrom(senses, meaning);
  if (!found) return null;
  const inReaderLanguage = own.length > 0 || reader === "english";
  const translates = language !== reader && inReaderLanguage;
  return {
    definition: found.text,
    source: found.source,
    translation: translates
      ? translationOf(
          found.chosen,
          senses.map((s) => s.text),
        )
      : null,
    inReaderLanguage,
  };
}

function grammaticalType(reading: Reading | null, t: Texts): string | null {
  if (!reading) return null;
  const parts = [t(`lexicon.pos.${reading.partOfSpeech}`)];
  if (reading.gender) parts.push(t(`lexicon.gender.${reading.gender}`));
  if (reading.case) parts.push(t(`lexicon.case.${reading.case}`));
  return parts.join(", ");
}

/**
 * A word study from open data only: the language's own analysis (pronunciation, grammar, dictionary
 * form, conjugation or declension), the Hebrew, Aramaic or Greek word behind it in its verse, and
 * definitions in the reader's language from the bilingual dictionaries, the sense that fits the verse
 * first.
 */
export async function studyWord(db: Queryable, request: WordStudyRequest): Promise<WordStudyResult> {
  const language = findLanguage(request.language);
  if (!language) throw new RangeError(`Unknown language ${request.language}`);
  const interfaceLanguage = findLanguage(request.interfaceLanguage) ?? findLanguage("fr");
  if (!interfaceLanguage) throw new RangeError("French is missing from the canon");
  const t = textsFor(interfaceLanguage.code);
  const word = request.word.trim();
  const context = request.context ?? null;
  const lookUp = dictionaryCache(db, language.id);
  const reader = interfaceLanguage.id;

  const grammarTargets = [...new Set([reader, ...GRAMMAR_TARGETS[language.id]])].filter((target) =>
    hasDictionary(language.id, target),
  );
  const analysis = await analyzerFor(language.id)(word, {
    context,
    headwords: async (words) => (await Promise.all(grammarTargets.map((target) => lookUp(target, words)))).flat(),
    storedSegments: (pieces) => readStoredSegments(db, pieces),
  });
  const reference = request.reference ?? (context ? await locateVerse(db, context, language) : null);
  const located = reference
    ? await findOriginal(db, reference, language, word, context, analysis.englishGlosses, {
        version: request.version ?? null,
        offset: request.offset ?? null,
        end: request.end ?? null,
      })
    : null;
  const original = located?.match ?? null;
  const originalClass = partOfSpeechOfMorphology(
    original?.occurrence?.morphology ?? null,
    original?.occurrence?.language === "greek",
  );
  const reading = chooseReading(analysis.readings, originalClass);
  const tables = (await reading?.tables?.()) ?? {};

  // Words of the verse's meaning, to choose between a dictionary's senses: the original's English
  // gloss, and the reader's own words for it (their tagged version, the gloss through the dictionaries).
  const aligned =
    original && reference && language.id !== reader
      ? await alignedWords(db, reference, original, interfaceLanguage)
      : null;
  const glossWords = original ? glossOf(original).split(/[,;]/).slice(0, 2) : [];
  const bridged =
    glossWords.length > 0 && reader !== "english" && hasDictionary("english", reader)
      ? dictionarySenses(
          await lookUpDictionary(
            db,
            "english",
            reader,
            glossWords.map((g) => g.trim().split(/\s+/).at(-1) ?? ""),
          ),
        ).map((s) => s.text)
      : [];
  const meaning = verseMeaning(original, [...(aligned?.words ?? []), ...bridged]);

  const forms = [
    ...new Set([word, word.toLowerCase(), reading?.lemma, ...analysis.dictionaryForms].filter(Boolean)),
  ] as string[];
  const found = await readerDefinition({
    language: language.id,
    reader,
    word,
    forms,
    reading,
    analysis,
    meaning,
    lookUp,
    grammarTargets,
  });
  let definition = found?.definition ?? null;
  let translation = found?.translation ?? null;
  if (!found && original?.entry.definition) {
    definition = t("lexicon.strongsDefinition", {
      lemma: original.entry.lemma,
      strongs: original.entry.strongs,
      definition: original.entry.definition,
    });
  }
  if (found && !found.inReaderLanguage) {
    definition = t("lexicon.definitionInEnglish", { definition: found.definition, source: found.source });
  }
  if (language.id !== reader) translation = translationText(aligned, translation);
  if (language.id === reader) translation = null;

  const missing: string[] = [];
  if (!analysis.pronunciation) missing.push(t("lexicon.missing.pronunciation"));
  if (!reading) missing.push(t("lexicon.missing.grammar"));
  if (!definition) missing.push(t("lexicon.missing.definition"));
  if (language.id !== reader && !translation) missing.push(t("lexicon.missing.translation"));

  const answer: WordStudy = {
    word,
    definition,
    context: context ?? "",
    grammaticalType: grammaticalType(reading, t),
    infinitive:
      reading && (reading.lemma.toLowerCase() !== word.toLowerCase() || reading.partOfSpeech === "verb")
        ? reading.lemma
        : null,
    pronunciation: analysis.pronunciation?.text ?? null,
    pronunciationSystem: analysis.pronunciation ? t(`lexicon.system.${analysis.pronunciation.system}`) : null,
    translation,
    conjugations: tables.conjugations ?? null,
    declension: tables.declension ?? null,
    ...originalFields(
      original,
      located?.miss ?? null,
      reference,
      word,
      t,
      interfaceLanguage.code,
      located?.pendingVersion,
    ),
    missing:
      missing.length > 0
        ? t("lexicon.missing.sentence", {
            language: t(`common.language.${language.id}`),
            fields: new Intl.ListFormat(interfaceLanguage.code, { type: "conjunction" }).format(missing),
          })
        : null,
    strongs: original?.strongs ?? null,
  };
  return {
    answer,
    reference,
    original,
    analysis,
    reading,
    definitionInReaderLanguage: found?.inReaderLanguage ?? false,
    alignmentPending: located?.miss === "pending",
  };
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
