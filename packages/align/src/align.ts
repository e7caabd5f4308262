import { encodeCorpus, Vocabulary } from "./corpus.ts";
import { trainingKey } from "./keys.ts";
import { linksFromPosteriors, type TokenLink } from "./links.ts";
import { AlignmentModel, DEFAULT_MODEL_OPTIONS, type ModelOptions } from "./model.ts";
import { type OriginalWordInput, type SourceUnit, sourceUnits } from "./source.ts";
import { type TextLanguage, tokenize } from "./tokenize/index.ts";

export type VerseKey = { book: number; chapter: number; verse: number };
/**
 * A verse of the translation. `heading` is a Psalm's title when the importer kept it apart from the verse: the
 * original counts the title in verse 1, so the aligner reads it there too (its words get no stored link).
 */
export type TranslationVerse = VerseKey & { text: string; heading?: string | null };
export type OriginalVerse = VerseKey & { words: readonly OriginalWordInput[] };
export type VerseAlignment = VerseKey & { links: TokenLink[] };

export type AlignPhase = "prepare" | "train" | "link";
export type AlignOptions = {
  model?: Partial<ModelOptions>;
  onProgress?: (phase: AlignPhase, done: number, total: number) => void;
};

export type AlignResult = {
  verses: VerseAlignment[];
  /** Verses of the translation with an original verse to align to, and their tokens. */
  alignedVerses: number;
  tokens: number;
  links: number;
  /** The diagonal tension learned from the texts (lower: word orders differ more). */
  tension: number;
  seconds: { prepare: number; train: number; link: number };
};

const PSALMS = 19;

export const refKey = (ref: VerseKey) => (ref.book * 1000 + ref.chapter) * 1000 + ref.verse;

/**
 * The original text read once for any number of translations: each verse's aligner units (`sourceUnits`) made
 * the first time a translation asks for them and kept (600,000 objects, the same for every version, a third of a
 * second of CPU to make and more to collect: a worker aligning one version after another makes them once).
 */
export class PreparedOriginals {
  private readonly words = new Map<number, readonly OriginalWordInput[]>();
  private readonly units = new Map<number, readonly SourceUnit[]>();

  constructor(originals: Iterable<OriginalVerse>) {
    for (const original of originals) this.words.set(refKey(original), original.words);
  }

  /** The aligner's units of the original verse at `ref`; undefined when the original has no word there. */
  unitsAt(ref: VerseKey): readonly SourceUnit[] | undefined {
    const key = refKey(ref);
    const kept = this.units.get(key);
    if (kept) return kept;
    const words = this.words.get(key);
    if (!words || words.length === 0) return undefined;
    const units = sourceUnits(words);
    this.units.set(key, units);
    return units;
  }
}

/**
 * Aligns every verse of a translation to the original text (Hebrew/Aramaic OT, Greek NT, same verse numbering),
 * training the statistical model on the translation itself: nothing but the two texts is used.
 */
export function alignTranslation(
  language: TextLanguage,
  translation: Iterable<TranslationVerse>,
  originals: Iterable<OriginalVerse> | PreparedOriginals,
  options: AlignOptions = {},
): AlignResult {
  const started = performance.now();
  const prepared = originals instanceof PreparedOriginals ? originals : new PreparedOriginals(originals);
  const sourceVocabulary = new Vocabulary();
  const targetVocabulary = new Vocabulary();
  const refs: VerseKey[] = [];
  const units: (readonly SourceUnit[])[] = [];
  const spans: Uint16Array[] = [];
  const titles: number[] = [];
  const encoded: { source: number[]; target: number[] }[] = [];
  let tokenCount = 0;
  for (const verse of translation) {
    const verseUnits = prepared.unitsAt(verse);
    if (!verseUnits) continue;
    const tokens = tokenize(verse.text, language);
    if (tokens.length === 0) continue;
    const title = verse.book === PSALMS && verse.verse === 1 && verse.heading ? tokenize(verse.heading, language) : [];
    const verseSpans = new Uint16Array(tokens.length * 2);
    tokens.forEach((token, j) => {
      verseSpans[2 * j] = token.start;
      verseSpans[2 * j + 1] = token.end;
    });
    refs.push({ book: verse.book, chapter: verse.chapter, verse: verse.verse });
    units.push(verseUnits);
    spans.push(verseSpans);
    titles.push(title.length);
    encoded.push({
      source: verseUnits.map((u) => sourceVocabulary.id(u.type)),
      target: [...title, ...tokens].map((t) => targetVocabulary.id(trainingKey(t, language))),
    });
    tokenCount += tokens.length;
    if (refs.length % 1000 === 0) options.onProgress?.("prepare", refs.length, 0);
  }
  const corpus = encodeCorpus(encoded, sourceVocabulary.size, targetVocabulary.size);
  encoded.length = 0;
  const encodedAt = performance.now();

  const model = new AlignmentModel(corpus, { ...DEFAULT_MODEL_OPTIONS, ...options.model });
  model.train((done, total) => options.onProgress?.("train", done, total));
  const trained = performance.now();

  const verses: VerseAlignment[] = [];
  let linkCount = 0;
  const scratch = { n: 0, m: 0, forward: new Float64Array(1), backward: new Float64Array(1) };
  for (let v = 0; v < corpus.verses; v++) {
    const [verseUnits, verseSpans, title, ref] = [units[v], spans[v], titles[v], refs[v]];
    if (!verseUnits || !verseSpans || title === undefined || !ref)
      throw new Error(`alignTranslation: verse ${v} missing`);
    const links = linksFromPosteriors(model.posteriors(v, scratch), verseUnits, verseSpans, title);
    linkCount += links.length;
    verses.push({ ...ref, links });
    if ((v + 1) % 1000 === 0) options.onProgress?.("link", v + 1, corpus.verses);
  }
  const linked = performance.now();
  return {
    verses,
    alignedVerses: corpus.verses,
    tokens: tokenCount,
    links: linkCount,
    tension: model.currentTension,
    seconds: {
      prepare: (encodedAt - started) / 1000,
      train: (trained - encodedAt) / 1000,
      link: (linked - trained) / 1000,
    },
  };
}
