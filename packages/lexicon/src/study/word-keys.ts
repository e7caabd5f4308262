import { CONFIDENCE_THRESHOLD, decodeLinks, type TextLanguage, tokenize } from "@bible/align";
import { alignmentRuns, and, bibleVersions, eq, type Queryable, verseAlignments } from "@bible/db";
import { readsCurrentTokens } from "../alignment/run";
import { analyzerFor } from "../languages/index";
import { readStoredSegments } from "../segmentation/store";
import type { LookUp } from "./definition";
import { dictionaryCache, grammarTargetsOf } from "./word-study";

/**
 * The words of a chapter as a learner counts them: each running word (a token of the aligner's tokenizer with a
 * letter in it: numbers are not words to learn) with its key, the lemma in its language, and the original it renders
 * where the version's alignment links it with the confidence the word study trusts.
 */
export type ChapterWordKeys = {
  /** The chapter's distinct lemmas; a word points into this list. */
  lemmas: string[];
  /** The distinct Strong's numbers the words render ('G2889'). */
  originals: string[];
  /** Per verse (as the chapter API numbers it), four integers a word: start, end, lemma index, original index + 1 (0: none). */
  verses: { verse: number; words: number[] }[];
};

export const LETTER = /\p{L}/u;
/** Written without spaces: the segmenter's word is the key (an analyser would load jieba for nothing). */
const WHOLE_WORDS = new Set<TextLanguage>(["chinese"]);

/** Lemmas by language and folded form, kept across requests: a form's lemma does not depend on its verse. */
const lemmaCache = new Map<string, Promise<string>>();
const LEMMA_CACHE_LIMIT = 400_000;

/** The key the analyser's first reading gives a form, folded like the text's tokens; the form itself without one. */
export function lemmaOf(
  db: Queryable,
  language: TextLanguage,
  norm: string,
  lookUp: LookUp = dictionaryCache(db),
): Promise<string> {
  if (WHOLE_WORDS.has(language)) return Promise.resolve(norm);
  const key = `${language}\t${norm}`;
  let found = lemmaCache.get(key);
  if (!found) {
    if (lemmaCache.size >= LEMMA_CACHE_LIMIT) lemmaCache.clear();
    const targets = grammarTargetsOf(language, language);
    found = analyzerFor(language)(norm, {
      context: null,
      headwords: async (words) => (await Promise.all(targets.map((t) => lookUp(language, t, words)))).flat(),
      storedSegments: (pieces) => readStoredSegments(db, pieces),
    })
      .then((analysis) => foldLemma(analysis.readings[0]?.lemma, norm, language))
      .catch(() => norm);
    lemmaCache.set(key, found);
  }
  return found;
}

function foldLemma(lemma: string | undefined, norm: string, language: TextLanguage): string {
  if (!lemma) return norm;
  const tokens = tokenize(lemma, language);
  return tokens.length === 1 && tokens[0] ? tokens[0].norm : lemma.toLocaleLowerCase();
}

/** The Strong's number of each token start the verse's trusted links give (the strongest link of the token). */
async function originalsOf(
  db: Queryable,
  version: string,
  language: TextLanguage,
  book: number,
  chapter: number,
): Promise<Map<number, Map<number, string>>> {
  const [run] = await db
    .select({
      threshold: alignmentRuns.threshold,
      method: alignmentRuns.method,
      model: alignmentRuns.model,
      runSha256: alignmentRuns.textSha256,
      sha256: bibleVersions.sha256,
    })
    .from(alignmentRuns)
    .innerJoin(bibleVersions, eq(bibleVersions.code, alignmentRuns.versionCode))
    .where(eq(alignmentRuns.versionCode, version));
  const byVerse = new Map<number, Map<number, string>>();
  // An alignment of another text, or of other tokens, points at the wrong words: none rather than wrong ones.
  if (!run || run.runSha256 !== run.sha256) return byVerse;
  if (run.method !== "tags" && !readsCurrentTokens(run.model, language)) return byVerse;
  const threshold = Math.max(run.threshold, CONFIDENCE_THRESHOLD) - 1e-6;
  const rows = await db
    .select({ verse: verseAlignments.verse, links: verseAlignments.links })
    .from(verseAlignments)
    .where(
      and(
        eq(verseAlignments.versionCode, version),
        eq(verseAlignments.book, book),
        eq(verseAlignments.chapter, chapter),
      ),
    );
  for (const row of rows) {
    const best = new Map<number, { strongs: string; confidence: number }>();
    for (const link of decodeLinks(row.links)) {
      if (link.confidence < threshold) continue;
      const kept = best.get(link.start);
      if (!kept || link.confidence > kept.confidence) best.set(link.start, link);
    }
    byVerse.set(row.verse, new Map([...best].map(([start, link]) => [start, link.strongs])));
  }
  return byVerse;
}

/** The learner's words of one chapter of a version (see ChapterWordKeys). */
export async function chapterWordKeys(
  db: Queryable,
  chapter: {
    version: string;
    language: TextLanguage;
    book: number;
    chapter: number;
    verses: readonly { verse: number; text: string }[];
  },
): Promise<ChapterWordKeys> {
  const { language } = chapter;
  const tokenized = chapter.verses.map((v) => ({
    verse: v.verse,
    tokens: tokenize(v.text, language).filter((t) => LETTER.test(t.text)),
  }));
  const forms = [...new Set(tokenized.flatMap((v) => v.tokens.map((t) => t.norm)))];
  const [lemmaList, originals] = await Promise.all([
    Promise.all(forms.map((form) => lemmaOf(db, language, form))),
    originalsOf(db, chapter.version, language, chapter.book, chapter.chapter),
  ]);
  const lemmaByForm = new Map(forms.map((form, i) => [form, lemmaList[i] ?? form]));
  const lemmaIndex = new Map<string, number>();
  const originalIndex = new Map<string, number>();
  const indexIn = (map: Map<string, number>, value: string) => {
    let index = map.get(value);
    if (index === undefined) {
      index = map.size;
      map.set(value, index);
    }
    return index;
  };
  const verses = tokenized.map(({ verse, tokens }) => {
    const linked = originals.get(verse);
    const words: number[] = [];
    for (const token of tokens) {
      const strongs = linked?.get(token.start);
      words.push(
        token.start,
        token.end,
        indexIn(lemmaIndex, lemmaByForm.get(token.norm) ?? token.norm),
        strongs ? indexIn(originalIndex, strongs) + 1 : 0,
      );
    }
    return { verse, words };
  });
  return { lemmas: [...lemmaIndex.keys()], originals: [...originalIndex.keys()], verses };
}

/**
 * The key a learner's word has in `chapterWordKeys` (its lemma), for a word given alone (one saved from the word
 * dialog): its first token with a letter, lemmatised the same way; null for a word without letters.
 */
export async function wordKey(db: Queryable, language: TextLanguage, word: string): Promise<string | null> {
  const token = tokenize(word, language).find((t) => LETTER.test(t.text));
  return token ? lemmaOf(db, language, token.norm) : null;
}
