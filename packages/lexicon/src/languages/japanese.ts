/// <reference path="./kuromoji-internals.d.ts" />
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import DynamicDictionaries from "kuromoji/src/dict/DynamicDictionaries";
import Tokenizer from "kuromoji/src/Tokenizer";
import { type Analyzer, emptyAnalysis, lazy, type PartOfSpeech } from "./types";

const require = createRequire(import.meta.url);
const dictDir = () => join(dirname(require.resolve("kuromoji/package.json")), "dict");

/** gunzip into one buffer of the size the gzip trailer announces: no growing chunks left behind. */
export function gunzipWhole(compressed: Buffer): Buffer {
  const size = compressed.readUInt32LE(compressed.length - 4);
  return gunzipSync(compressed, { chunkSize: Math.max(64 * 1024, size + 1) });
}

function read(name: string, trim = false): Uint8Array {
  const bytes = gunzipWhole(readFileSync(join(dictDir(), name)));
  if (!trim) return bytes;
  // The files are padded with zeros to a power of two (up to 10 MB of nothing): keep the content.
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return bytes.slice(0, Math.min(bytes.length, (end + 19) & ~3));
}

function aligned<T>(
  bytes: Uint8Array,
  View: new (buffer: ArrayBufferLike, offset: number, length: number) => T,
  size: number,
): T {
  const own = bytes.byteOffset % size === 0 ? bytes : new Uint8Array(bytes);
  return new View(own.buffer, own.byteOffset, Math.floor(own.byteLength / size));
}

/**
 * kuromoji's trie-id → token-ids map, kept in two typed arrays instead of the 326k-key object kuromoji
 * builds (65 MB of heap), and read through a proxy with the same indexing.
 */
function compactTargetMap(bytes: Uint8Array): Record<number, ArrayLike<number> | undefined> {
  const ints = aligned(bytes, Int32Array, 4);
  let maxKey = 0;
  for (let i = 1; i + 1 < ints.length; ) {
    const count = ints[i + 1] ?? 0;
    if (count === 0 && ints[i] === 0) break;
    maxKey = Math.max(maxKey, ints[i] ?? 0);
    i += 2 + count;
  }
  const starts = new Int32Array(maxKey + 2).fill(-1);
  const lengths = new Int32Array(maxKey + 1);
  for (let i = 1; i + 1 < ints.length; ) {
    const key = ints[i] ?? 0;
    const count = ints[i + 1] ?? 0;
    if (count === 0 && key === 0) break;
    starts[key] = i + 2;
    lengths[key] = count;
    i += 2 + count;
  }
  return new Proxy(
    {},
    {
      get(_target, property) {
        const key = Number(property);
        const start = starts[key] ?? -1;
        return start < 0 ? undefined : ints.subarray(start, start + (lengths[key] ?? 0));
      },
    },
  );
}

export const japaneseTokenizer = lazy(() => {
  const dic = new DynamicDictionaries();
  dic.loadTrie(aligned(read("base.dat.gz"), Int32Array, 4), aligned(read("check.dat.gz"), Int32Array, 4));
  dic.token_info_dictionary.loadDictionary(read("tid.dat.gz", true));
  dic.token_info_dictionary.loadPosVector(read("tid_pos.dat.gz", true));
  dic.token_info_dictionary.target_map = compactTargetMap(read("tid_map.dat.gz"));
  dic.loadConnectionCosts(aligned(read("cc.dat.gz"), Int16Array, 2));
  dic.loadUnknownDictionaries(
    read("unk.dat.gz", true),
    read("unk_pos.dat.gz", true),
    read("unk_map.dat.gz", true),
    read("unk_char.dat.gz"),
    aligned(read("unk_compat.dat.gz"), Uint32Array, 4),
    read("unk_invoke.dat.gz", true),
  );
  return new Tokenizer(dic);
});

const POS: Record<string, PartOfSpeech> = {
  名詞: "noun",
  動詞: "verb",
  形容詞: "adjective",
  形容動詞: "adjective",
  副詞: "adverb",
  助詞: "particle",
  助動詞: "auxiliary",
  接続詞: "conjunction",
  連体詞: "determiner",
  感動詞: "interjection",
};

/** Katakana → hiragana (the readings come in katakana). */
export function toHiragana(katakana: string): string {
  return katakana.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

export const analyzeJapanese: Analyzer = async (word, context) => {
  const result = emptyAnalysis(word);
  const tokenizer = await japaneseTokenizer();
  const sentence = context ? context.replace(/[[\]]/g, "") : word;
  const bracket = context?.indexOf("[") ?? -1;
  const at = bracket >= 0 ? bracket : Math.max(0, sentence.indexOf(word));
  const tokens = tokenizer.tokenize(sentence);
  const covering = tokens.filter((t) => {
    const start = t.word_position - 1;
    return start < at + word.length && start + t.surface_form.length > at;
  });
  const own = covering.length > 0 ? covering : tokenizer.tokenize(word);
  const first = own[0];
  if (!first) return result;
  result.sources.push("kuromoji (IPADIC)");
  if (own.every((t) => t.reading && t.reading !== "*")) {
    result.pronunciation = toHiragana(own.map((t) => t.reading).join(""));
  }
  const content = own.find((t) => POS[t.pos]) ?? first;
  const pos = POS[content.pos] ?? null;
  result.partOfSpeech = pos === "noun" && content.pos_detail_1 === "固有名詞" ? "properNoun" : pos;
  if (
    own.length === 1 &&
    content.basic_form &&
    content.basic_form !== "*" &&
    content.basic_form !== content.surface_form
  ) {
    result.lemma = content.basic_form;
  }
  return result;
};
