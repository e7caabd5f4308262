import { findLanguage, isFunctionWord, type Language, type LanguageId } from "@bible/canon";
import type { LexiconEntry, Queryable } from "@bible/db";
import {
  analyzerFor,
  type InflectionTable,
  type PartOfSpeech,
  type Reading,
  type WordAnalysis,
} from "../languages/index";
import { chooseReading } from "../languages/readings";
import { readStoredSegments } from "../segmentation/store";
import { englishDefinition, type FoundDefinition, type LookUp, readerSenses, wordDefinition } from "./definition";
import { type DictionaryEntry, hasDictionary, lookUpDictionary, spellingVariants } from "./dictionary";
import { translationInContext } from "./in-context";
import { locateVerse } from "./locate";
import { findOriginal, type OriginalMatch, type OriginalMiss, taggedTexts } from "./original";
import { pendingNote } from "./pending";
import { pivotClasses, readingOfClass, renderingClasses } from "./pivot-class";
import { formatReference, type VerseRef } from "./reference";
import { equivalentsOf, stems, type VerseEvidence, verseEvidence } from "./senses";
import { strongsGloss, strongsGlossInVerse, strongsMeaning } from "./strongs-meaning";
import { type Texts, textsFor } from "./texts";
import { sentenceRuby } from "./verse-ruby";

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
  /** How sure the choice of the definition's sense is, from 0 to 1; null without a definition. */
  definitionConfidence: number | null;
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

/**
 * The original's meaning in a few words: its Strong's definition without the etymology first ("to create"), or the
 * sense of it the verse's English words name (`strongsGlossInVerse`), then the gloss of its sense in this verse when
 * that says something else ("shape").
 */
function glossOf(match: OriginalMatch, englishInVerse: readonly string[] = []): string {
  const meaning =
    englishInVerse.length > 0 ? strongsGlossInVerse(match.entry, englishInVerse) : strongsGloss(match.entry);
  const sense = match.occurrence?.sense?.gloss?.trim();
  if (!meaning) return sense || match.entry.lemma;
  return sense && !meaning.toLowerCase().includes(sense.toLowerCase()) ? `${meaning}; ${sense}` : meaning;
}

function originalFields(
  match: OriginalMatch | null,
  miss: OriginalMiss | null,
  reference: VerseRef | null,
  word: string,
  t: Texts,
  interfaceLanguage: string,
  pendingVersion: string | null = null,
  englishInVerse: readonly string[] = [],
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
    gloss: glossOf(match, englishInVerse),
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
type AlignedWords = { words: string[]; rendering: string; version: string };

async function alignedWords(
  db: Queryable,
  reference: VerseRef,
  match: OriginalMatch,
  target: Language,
): Promise<AlignedWords | null> {
  // A noun or an adjective of the original is not rendered by a function word: the KJV tags 'you' in 'the fear of
  // you' with the noun (its pronoun suffix), and 'you' is no translation of 'Furcht'. (Verbs keep them: 'hath' is
  // ἔχω.)
  const originalClass = partOfSpeechOfMorphology(
    match.occurrence?.morphology ?? null,
    match.occurrence?.language === "greek",
  );
  const keep =
    originalClass === "noun" || originalClass === "adjective"
      ? (word: string) => !isFunctionWord(target.id, word)
      : () => true;
  const inContext = await translationInContext(db, {
    ref: reference,
    strongs: match.strongs,
    word: match.index,
    language: target.id,
    keep,
  });
  if (inContext.status === "found") {
    return { words: inContext.words.map((w) => w.text), rendering: inContext.rendering, version: inContext.version };
  }
  for (const tagged of await taggedTexts(db, reference, target)) {
    const words = [...new Set(tagged.words.filter((w) => w.s.includes(match.strongs) && keep(w.w)).map((w) => w.w))];
    if (words.length > 0) return { words, rendering: words.join(", "), version: tagged.version };
  }
  return null;
}

/** The in-context rendering with its version, then the dictionary's gloss when it says something else. */
function translationText(aligned: AlignedWords | null, gloss: string | null): string | null {
  if (!aligned) return gloss;
  const inContext = `${aligned.rendering} (${aligned.version})`;
  // A gloss that is one of the verse's words or its dictionary form ('created' → 'create') says nothing new.
  const said = aligned.words.map((w) => w.toLocaleLowerCase());
  const extra = gloss
    ?.split(/\s*[,;]\s*/)
    // "love, i.e. affection": once 'love' is left out as said, "affection" stands alone.
    .map((g) => g.replace(/^i\.\s?e\.\s*/i, ""))
    .filter((g) => {
      const form = g.toLocaleLowerCase().replace(/^(?:the|an?|to) /, "");
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

/** Dictionary look-ups of one study, each (pair, form) read once, each form with its other spellings (coeur, cœur). */
export function dictionaryCache(db: Queryable): LookUp {
  const cache = new Map<string, Promise<DictionaryEntry[]>>();
  return (source, target, words) =>
    Promise.all(
      [...new Set(words.flatMap((word) => [word, ...spellingVariants(source, word)]))].map((word) => {
        const key = `${source}\t${target}\t${word}`;
        let found = cache.get(key);
        if (!found) {
          found = lookUpDictionary(db, source, target, [word]);
          cache.set(key, found);
        }
        return found;
      }),
    ).then((lists) => lists.flat());
}

/** The dictionaries a language's words are looked up in for their grammar and own-language definitions. */
export function grammarTargetsOf(language: LanguageId, reader: LanguageId): LanguageId[] {
  return [...new Set([reader, ...GRAMMAR_TARGETS[language]])].filter((target) => hasDictionary(language, target));
}

/** The main words of a gloss or rendering: "to tend a flock" → flock, tend; "burnt offering" → offering. */
function mainWords(texts: readonly string[]): string[] {
  return [...new Set(texts.flatMap((t) => t.split(/\s*[,;]\s*/)).map((t) => t.trim().split(/\s+/).at(-1) ?? ""))]
    .filter((w) => w.length > 1)
    .slice(0, 6);
}

/**
 * What the verse says the word means (see `VerseEvidence`): the original's Strong's meaning and gloss, the KJV's
 * words for it in the verse (English), the reader's own version's words for it and the English words put into
 * the reader's language. The clicked word and its lemma count half: a sense does not agree by naming them alone.
 */
async function evidenceOf(
  db: Queryable,
  lookUp: LookUp,
  context: {
    original: OriginalMatch | null;
    reference: VerseRef | null;
    reader: LanguageId;
    aligned: AlignedWords | null;
    weak: string[];
    originalClass: PartOfSpeech | null;
  },
): Promise<{ evidence: VerseEvidence; kjvWords: string[] }> {
  const { original, reference, reader, aligned, weak, originalClass } = context;
  if (!original) return { evidence: verseEvidence([], aligned?.words ?? [], weak), kjvWords: [] };
  const english = findLanguage("english");
  const kjv =
    english && reference && reader !== "english" ? await alignedWords(db, reference, original, english) : null;
  // The in-context words with their dictionary forms ('made' → make, 'délivrerai' → délivrer): a sense writes these.
  const kjvWords = [...(kjv?.words ?? []), ...(await lemmasOf(db, lookUp, "english", kjv?.words ?? [], originalClass))];
  const readerWords = [
    ...(aligned?.words ?? []),
    ...(await lemmasOf(db, lookUp, reader, aligned?.words ?? [], originalClass)),
  ];
  const inEnglish = [
    ...(kjv ? kjvWords : reader === "english" ? readerWords : []),
    glossOf(original),
    strongsMeaning(original.entry) ?? "",
    original.occurrence?.sense?.gloss ?? "",
  ];
  // Each English word of the meaning, put into the reader's language, is one group: all its senses say one thing.
  const bridge = (words: readonly string[]) =>
    reader !== "english" && hasDictionary("english", reader)
      ? Promise.all(
          mainWords(words).map(async (word) =>
            (await lookUp("english", reader, [word])).flatMap((e) => e.senses.flatMap(equivalentsOf)),
          ),
        )
      : Promise.resolve([]);
  // The KJV's words put into the reader's language, but not the clicked word's own (an English word's KJV word is
  // itself): all its senses would come back, each agreeing with the verse ('down' → duvet for 'came down'). Compared
  // as written too: a word that is also a function word ('down', 'one') has no meaning stems to compare.
  const clicked = stems(weak);
  const clickedForms = new Set(weak.map((w) => w.toLocaleLowerCase()));
  const others = (kjv?.words ?? []).filter(
    (w) => !clickedForms.has(w.toLocaleLowerCase()) && ![...stems([w])].some((s) => clicked.has(s)),
  );
  const bridged = await bridge([glossOf(original), ...others]);
  // What this verse writes for the original: the KJV's words, the reader's version's, the verse's own gloss.
  const written = [...kjvWords, ...readerWords, original.occurrence?.sense?.gloss ?? ""].filter(Boolean);
  const inVerse = [...written, ...(await bridge(others)).flat()];
  return {
    evidence: verseEvidence(inEnglish, readerWords, weak, bridged, inVerse, [...kjvWords, ...readerWords]),
    kjvWords,
  };
}

/**
 * The dictionary forms of words of a language as its analyser reads them alone, the reading of the original's class
 * first ('made' → make, 'enfanta' → enfanter); the words themselves left out.
 */
async function lemmasOf(
  db: Queryable,
  lookUp: LookUp,
  language: LanguageId,
  words: readonly string[],
  originalClass: PartOfSpeech | null,
): Promise<string[]> {
  const targets = grammarTargetsOf(language, language);
  const found = new Set<string>();
  for (const word of words.slice(0, 4)) {
    const analysis = await analyzerFor(language)(word, {
      context: null,
      headwords: async (forms) => (await Promise.all(targets.map((target) => lookUp(language, target, forms)))).flat(),
      storedSegments: (pieces) => readStoredSegments(db, pieces),
    });
    const lemma = chooseReading(analysis.readings, originalClass)?.lemma;
    if (lemma && lemma.toLowerCase() !== word.toLowerCase()) found.add(lemma);
  }
  return [...found];
}

const CONTENT_CLASSES = new Set<PartOfSpeech>(["noun", "properNoun", "verb", "adjective", "adverb", "numeral"]);

/**
 * The definition through the reader's own version: the sense, in the reader's language, of the word their version
 * writes for the same original in the same verse ('العالم' → G2889 → 'monde' in LSG), when the dictionaries
 * have nothing of the clicked word in that language.
 */
async function pivotDefinition(
  db: Queryable,
  aligned: AlignedWords,
  reader: LanguageId,
  classes: { original: PartOfSpeech | null; rendered: readonly PartOfSpeech[]; clicked: Reading | null },
  lookUp: LookUp,
  evidence: VerseEvidence,
): Promise<(FoundDefinition & { through: { word: string; version: string } }) | null> {
  // The version's word stands for the clicked word only as a word of a class the original is rendered as.
  const wanted = pivotClasses(classes.clicked, classes.rendered);
  if (!wanted) return null;
  const grammarTargets = grammarTargetsOf(reader, reader);
  for (const word of aligned.words) {
    const analysis = await analyzerFor(reader)(word, {
      context: null,
      headwords: async (words) =>
        (await Promise.all(grammarTargets.map((target) => lookUp(reader, target, words)))).flat(),
      storedSegments: (pieces) => readStoredSegments(db, pieces),
    });
    // Read as a class the original is rendered as, and then only that class's senses; else as the analyser reads it.
    const ofClass = readingOfClass(analysis.readings, wanted);
    const reading = ofClass ?? chooseReading(analysis.readings, classes.original);
    // A preposition or a pronoun that renders a content word ('about' for סָבִיב) has no sense of that word to give.
    if (reading && !CONTENT_CLASSES.has(reading.partOfSpeech)) continue;
    const forms = [
      ...new Set([word, word.toLowerCase(), reading?.lemma, ...analysis.dictionaryForms].filter(Boolean)),
    ] as string[];
    const weak = new Set([...evidence.weak, ...stems([word, reading?.lemma ?? word])]);
    const found = await wordDefinition({
      language: reader,
      reader,
      word,
      forms,
      reading,
      analysis,
      lookUp,
      grammarTargets,
      evidence: { ...evidence, weak },
      classOnly: ofClass !== null,
    });
    if (found) return { ...found, through: { word, version: aligned.version } };
  }
  return null;
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
  const lookUp = dictionaryCache(db);
  const reader = interfaceLanguage.id;

  const grammarTargets = grammarTargetsOf(language.id, reader);
  const headwords = (source: LanguageId, targets: LanguageId[]) => async (words: readonly string[]) =>
    (await Promise.all(targets.map((target) => lookUp(source, target, words)))).flat();
  // The readings the version prints for the verse's kanji (its ruby): only the Japanese versions have them.
  const ruby =
    language.id === "japanese"
      ? await sentenceRuby(db, {
          version: request.version ?? null,
          reference: request.reference ?? null,
          context,
          offset: request.offset ?? null,
        })
      : undefined;
  const analysis = await analyzerFor(language.id)(word, {
    context,
    headwords: headwords(language.id, grammarTargets),
    storedSegments: (pieces) => readStoredSegments(db, pieces),
    ...(ruby ? { ruby } : {}),
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
  const rendered = renderingClasses(
    originalClass,
    original?.occurrence?.morphology ?? null,
    original?.occurrence?.language === "greek",
  );
  const tables = (await reading?.tables?.()) ?? {};

  // What the verse says the word means, to choose between a dictionary's senses: the original's meaning and
  // the in-context translations (the reader's own version, the KJV).
  const aligned =
    original && reference && language.id !== reader
      ? await alignedWords(db, reference, original, interfaceLanguage)
      : null;
  const forms = [
    ...new Set([word, word.toLowerCase(), reading?.lemma, ...analysis.dictionaryForms].filter(Boolean)),
  ] as string[];
  const { evidence, kjvWords } = await evidenceOf(db, lookUp, {
    original,
    reference,
    reader,
    aligned,
    weak: [word, reading?.lemma ?? word],
    originalClass,
  });
  // What the verse writes in English for the original: the word itself, the English reader's version's, the KJV's.
  const englishInVerse = language.id === "english" ? [word] : reader === "english" ? (aligned?.words ?? []) : kjvWords;
  const shared = { reading, analysis, lookUp, evidence };
  const defining = { ...shared, language: language.id, reader, word, forms, grammarTargets };
  const ownSenses = await readerSenses(defining);
  // A clicked word with senses of its own, none of which the verse says, and of the class opposite to the original's
  // (see `pivotClasses`) is not the original's rendering: no other word's sense stands for it. Without senses of its
  // own (an inflected form, a word the dictionaries lack), its class alone does not say so.
  const clicked = ownSenses.length > 0 ? reading : null;
  const found =
    (await wordDefinition(defining, ownSenses)) ??
    (aligned
      ? await pivotDefinition(db, aligned, reader, { original: originalClass, rendered, clicked }, lookUp, evidence)
      : null) ??
    (await englishDefinition(defining));
  let definition = found?.definition ?? null;
  if (found && !found.inReaderLanguage) {
    definition = t("lexicon.definitionInEnglish", { definition: found.definition, source: found.source });
  } else if (found?.through) {
    definition = t("lexicon.definitionThrough", {
      definition: found.definition,
      word: found.through.word,
      version: found.through.version,
    });
  }
  const translation =
    language.id === reader
      ? null
      : translationText(
          aligned,
          found?.translation ?? (reader === "english" && original ? glossOf(original, englishInVerse) : null),
        );

  // No definition although the dictionaries know the word: none of its senses agrees with the verse (or the verse's
  // original is not known yet). That is said as it is, not as data missing.
  const pending = located?.miss === "pending";
  const undecided =
    !definition && (await knowsWord(lookUp, language.id, [reader, "english", ...grammarTargets], forms, analysis));
  const missing: string[] = [];
  if (!analysis.pronunciation) missing.push(t("lexicon.missing.pronunciation"));
  if (!reading) missing.push(t("lexicon.missing.grammar"));
  if (!definition && !undecided) missing.push(t("lexicon.missing.definition"));
  if (language.id !== reader && !translation && !undecided) missing.push(t("lexicon.missing.translation"));
  const notes = [
    missing.length > 0
      ? t("lexicon.missing.sentence", {
          language: t(`common.language.${language.id}`),
          fields: new Intl.ListFormat(interfaceLanguage.code, { type: "conjunction" }).format(missing),
        })
      : null,
    undecided ? t(pending ? "lexicon.senseAwaitsAlignment" : "lexicon.senseUndecided", { word }) : null,
  ].filter((note) => note !== null);

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
      englishInVerse,
    ),
    missing: notes.length > 0 ? notes.join(" ") : null,
    strongs: original?.strongs ?? null,
  };
  return {
    answer,
    reference,
    original,
    analysis,
    reading,
    definitionInReaderLanguage: found?.inReaderLanguage ?? false,
    definitionConfidence: found?.confidence ?? null,
    alignmentPending: located?.miss === "pending",
  };
}

/** Whether any dictionary has the word: WordNet or CC-CEDICT senses, or an entry from its language into `targets`. */
async function knowsWord(
  lookUp: LookUp,
  language: LanguageId,
  targets: readonly LanguageId[],
  forms: readonly string[],
  analysis: WordAnalysis,
): Promise<boolean> {
  if (analysis.englishSenses.length > 0) return true;
  for (const target of new Set(targets)) {
    if (target !== language && (await lookUp(language, target, forms)).length > 0) return true;
  }
  return false;
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
    entry.definition ? `Definition: ${strongsMeaning(entry) ?? entry.definition}` : null,
    entry.kjvUsage ? `KJV renderings: ${entry.kjvUsage}` : null,
  ];
  return lines.filter(Boolean).join("\n");
}
