// Loads a kuromoji dictionary (IPADIC for Japanese, mecab-ko-dic for Korean: the same binary format)
// with less memory than kuromoji's own loader. Also run by segmenters.worker.ts: Node modules only.
/// <reference path="./kuromoji-internals.d.ts" />
import { existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import type DynamicDictionariesClass from "kuromoji/src/dict/DynamicDictionaries";
import type TokenizerClass from "kuromoji/src/Tokenizer";

// kuromoji is CommonJS with extensionless deep paths, which only require resolves in a plain Node worker.
const require = createRequire(import.meta.url);
const DynamicDictionaries: typeof DynamicDictionariesClass = require("kuromoji/src/dict/DynamicDictionaries");
const Tokenizer: typeof TokenizerClass = require("kuromoji/src/Tokenizer");
export type KuromojiTokenizer = TokenizerClass;

/** gunzip into one buffer of the size the gzip trailer announces: no growing chunks left behind. */
export function gunzipWhole(compressed: Buffer): Buffer {
  const size = compressed.readUInt32LE(compressed.length - 4);
  return gunzipSync(compressed, { chunkSize: Math.max(64 * 1024, size + 1) });
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

/**
 * The dictionary's features ("surface,pos,…,reading" strings, 36–46 MB) read in place from an uncompressed copy
 * in `file` (written once), instead of held in memory: kuromoji reads one string per token of its answer.
 */
function posFromFile(file: string, bytes: () => Uint8Array): { getString(position: number): string } {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temporary, bytes());
    renameSync(temporary, file);
  }
  const fd = openSync(file, "r");
  const decoder = new TextDecoder();
  return {
    getString(position) {
      for (let size = 256; ; size *= 4) {
        const chunk = Buffer.allocUnsafe(size);
        const read = readSync(fd, chunk, 0, size, position);
        const end = chunk.subarray(0, read).indexOf(0);
        if (end >= 0 || read < size) return decoder.decode(chunk.subarray(0, end >= 0 ? end : read));
      }
    },
  };
}

/**
 * A tokenizer over the dictionary files (`base.dat.gz`, `tid.dat.gz`…) of `dictDir`; with `posFile`, the
 * features are read from that file (made on first use) rather than kept in memory.
 */
export function loadKuromoji(dictDir: string, posFile?: string): KuromojiTokenizer {
  const read = (name: string, trim = false): Uint8Array => {
    const bytes = gunzipWhole(readFileSync(join(dictDir, name)));
    if (!trim) return bytes;
    // IPADIC's files are padded with zeros to a power of two (up to 10 MB of nothing): keep the content.
    let end = bytes.length;
    while (end > 0 && bytes[end - 1] === 0) end--;
    return bytes.slice(0, Math.min(bytes.length, (end + 19) & ~3));
  };
  const dic = new DynamicDictionaries();
  dic.loadTrie(aligned(read("base.dat.gz"), Int32Array, 4), aligned(read("check.dat.gz"), Int32Array, 4));
  dic.token_info_dictionary.loadDictionary(read("tid.dat.gz", true));
  if (posFile) dic.token_info_dictionary.pos_buffer = posFromFile(posFile, () => read("tid_pos.dat.gz", true));
  else dic.token_info_dictionary.loadPosVector(read("tid_pos.dat.gz", true));
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
}
