// The Japanese, Korean and Chinese analysers, in one worker thread that the server ends when none has been asked
// for a while (worker-pool.ts), each loaded on its language's first sentence: their dictionaries go with the
// thread. One thread for the three takes about half the memory of a thread each (one V8 heap, one allocator
// arena). Node modules and packages only (Node strips the types).
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { workerData } from "node:worker_threads";
import { nameThread } from "@bible/threads/worker";
import { type KuromojiTokenizer, loadKuromoji } from "./kuromoji-loader.ts";

export type SegmenterLanguage = "japanese" | "korean" | "chinese";
/**
 * A token of the sentence: its text, its offset, its tag (IPADIC's part of speech for Japanese, Sejong
 * for Korean, jieba's for Chinese), the tag's first subdivision, its dictionary form and its reading.
 */
export type SegmentedToken = {
  text: string;
  start: number;
  tag: string;
  detail: string | null;
  lemma: string | null;
  reading: string | null;
};

const known = (value: string | undefined) => (value && value !== "*" ? value : null);
export type SegmentRequest = { language: SegmenterLanguage; text: string };

const require = createRequire(import.meta.url);
/** The folder where the Japanese and Korean dictionaries are kept uncompressed (read in place). */
export type SegmenterData = { cacheDir: string };
const { cacheDir } = workerData as SegmenterData;
nameThread("segmenters");

type Segmenter = (text: string) => SegmentedToken[];

async function japanese(): Promise<Segmenter> {
  const tokenizer: KuromojiTokenizer = await loadKuromoji(
    join(dirname(require.resolve("kuromoji/package.json")), "dict"),
    join(cacheDir, "kuromoji-ipadic-v1"),
  );
  return (text) =>
    tokenizer.tokenize(text).map((t) => ({
      text: t.surface_form,
      start: t.word_position - 1,
      tag: t.pos,
      detail: known(t.pos_detail_1),
      lemma: known(t.basic_form),
      reading: known(t.reading),
    }));
}

async function korean(): Promise<Segmenter> {
  // mecab-ko-dic, built by kuromoji-ko in kuromoji's own binary format.
  // kuromoji-ko's exports hide package.json: its dictionary sits beside dist/.
  const tokenizer: KuromojiTokenizer = await loadKuromoji(
    join(dirname(require.resolve("kuromoji-ko")), "..", "dict"),
    join(cacheDir, "kuromoji-mecab-ko-dic-v1"),
  );
  // mecab-ko-dic's features in kuromoji's IPADIC slots: the reading is the fourth, the type (Inflect for a
  // contracted form such as 두려워 = 두렵 + 어) the fifth, the expression ("두렵/VA/*+어/EC/*") the eighth: its
  // first morpheme is the token's stem.
  return (text) =>
    tokenizer.tokenize(text).map((t) => ({
      text: t.surface_form,
      start: t.word_position - 1,
      tag: t.pos,
      detail: null,
      // Only a contracted token's stem is sure: a single inflected entry (주 VV) may name an unrelated stem (줏).
      lemma: t.conjugated_type === "Inflect" && t.pos.includes("+") ? known(t.reading?.split("/")[0]) : null,
      reading: known(t.pos_detail_3),
    }));
}

async function chinese(): Promise<Segmenter> {
  const jieba: { tag(text: string, hmm: boolean): { word: string; tag: string }[] } = require("jieba-wasm");
  return (text) => {
    let at = 0;
    return jieba.tag(text, true).map(({ word, tag }) => {
      const start = text.indexOf(word, at);
      at = start >= 0 ? start + word.length : at;
      return { text: word, start: Math.max(0, start), tag, detail: null, lemma: null, reading: null };
    });
  };
}

const LOADERS = { japanese, korean, chinese };
/** Each language's segmenter, loading or loaded (a sentence that comes during the load waits for it). */
const segmenters = new Map<SegmenterLanguage, Promise<Segmenter>>();
/** A sentence's tokens, in the segmenter thread (worker-pool.ts). */
export default async function segment({ language, text }: SegmentRequest): Promise<SegmentedToken[]> {
  let loading = segmenters.get(language);
  if (!loading) {
    loading = LOADERS[language]();
    segmenters.set(language, loading);
    loading.catch(() => segmenters.delete(language));
  }
  return (await loading)(text);
}
