// Loads a kuromoji dictionary (IPADIC for Japanese, mecab-ko-dic for Korean: the same binary format)
// with less memory than kuromoji's own loader. Also run by segmenters.worker.ts: Node modules only.
/// <reference path="./kuromoji-internals.d.ts" />
import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import type DynamicDictionariesClass from "kuromoji/src/dict/DynamicDictionaries";
import type TokenizerClass from "kuromoji/src/Tokenizer";

// kuromoji is CommonJS with extensionless deep paths, which only require resolves in a plain Node worker.
const require = createRequire(import.meta.url);
const DynamicDictionaries: typeof DynamicDictionariesClass = require("kuromoji/src/dict/DynamicDictionaries");
const Tokenizer: typeof TokenizerClass = require("kuromoji/src/Tokenizer");
export type KuromojiTokenizer = TokenizerClass;

/** Bytes of one page of a dictionary file, and the pages each file keeps in memory (the rest stays on disk). */
const PAGE = 4096;
const PAGES_KEPT = 1024;

/**
 * A dictionary file read in place: the pages a sentence touches are read from the OS page cache into a fixed
 * slab of PAGES_KEPT pages (the oldest page gives its slot to the next), so a 20 MB matrix costs at most 4 MB,
 * and only the slots used so far are resident (the slab is zeroed memory, untouched until a page is read into it).
 * Reads past the end of the file give 0.
 */
class PagedFile {
  readonly size: number;
  private readonly fd: number;
  private readonly slab = new ArrayBuffer(PAGE * PAGES_KEPT);
  private readonly bytes = new Uint8Array(this.slab);
  private readonly shorts = new Int16Array(this.slab);
  private readonly ints = new Int32Array(this.slab);
  private readonly view = new DataView(this.slab);
  /** The slot of each page of the file (-1: on disk only), and the page in each slot. */
  private readonly slotOf: Int32Array;
  private readonly pageIn = new Int32Array(PAGES_KEPT).fill(-1);
  private next = 0;

  constructor(file: string) {
    this.fd = openSync(file, "r");
    this.size = fstatSync(this.fd).size;
    this.slotOf = new Int32Array(Math.ceil(this.size / PAGE) + 1).fill(-1);
  }

  /** The offset in the slab of the byte at `position` (< size), its page read in first if needed. */
  private at(position: number): number {
    const page = (position / PAGE) | 0;
    let slot = this.slotOf[page] ?? -1;
    if (slot < 0) {
      slot = this.next;
      this.next = (this.next + 1) % PAGES_KEPT;
      const previous = this.pageIn[slot] ?? -1;
      if (previous >= 0) this.slotOf[previous] = -1;
      const read = readSync(this.fd, this.bytes, slot * PAGE, PAGE, page * PAGE);
      this.bytes.fill(0, slot * PAGE + read, (slot + 1) * PAGE);
      this.pageIn[slot] = page;
      this.slotOf[page] = slot;
    }
    return slot * PAGE + (position % PAGE);
  }

  uint8(position: number): number {
    return position < 0 || position >= this.size ? 0 : (this.bytes[this.at(position)] ?? 0);
  }

  int16(position: number): number {
    if (position < 0 || position >= this.size) return 0;
    if (position % 2 === 0) return this.shorts[this.at(position) >> 1] ?? 0;
    if (position % PAGE <= PAGE - 2) return this.view.getInt16(this.at(position), true);
    return ((this.uint8(position) | (this.uint8(position + 1) << 8)) << 16) >> 16;
  }

  int32(position: number): number {
    if (position < 0 || position >= this.size) return 0;
    if (position % 4 === 0) return this.ints[this.at(position) >> 2] ?? 0;
    if (position % PAGE <= PAGE - 4) return this.view.getInt32(this.at(position), true);
    return (
      this.uint8(position) |
      (this.uint8(position + 1) << 8) |
      (this.uint8(position + 2) << 16) |
      (this.uint8(position + 3) << 24)
    );
  }
}

/** `name` (gzipped in `dictDir`) uncompressed in `cacheDir`, written once by streaming (no copy in memory). */
async function uncompressed(dictDir: string, cacheDir: string, name: string): Promise<string> {
  const file = join(cacheDir, name.replace(/\.gz$/, ""));
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await pipeline(createReadStream(join(dictDir, name)), createGunzip(), createWriteStream(temporary));
    renameSync(temporary, file);
  }
  return file;
}

/**
 * kuromoji's trie-id → token-ids map (records of key, count, ids… in int32) with a file of each key's record
 * offset beside it (written once), both read in place, in place of the 326k-key object kuromoji builds (65 MB).
 */
function pagedTargetMap(mapFile: string, indexFile: string): Record<number, ArrayLike<number> | undefined> {
  const map = new PagedFile(mapFile);
  if (!existsSync(indexFile)) {
    // Two passes over the records (one for the largest key, one for the offsets): no list of them in memory.
    const records = (visit: (key: number, start: number) => void) => {
      for (let i = 1; (i + 2) * 4 <= map.size; ) {
        const key = map.int32(i * 4);
        const count = map.int32((i + 1) * 4);
        if (count === 0 && key === 0) break;
        visit(key, i + 2);
        i += 2 + count;
      }
    };
    let maxKey = 0;
    records((key) => {
      maxKey = Math.max(maxKey, key);
    });
    const starts = new Int32Array(maxKey + 1).fill(-1);
    records((key, start) => {
      starts[key] = start;
    });
    const temporary = `${indexFile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temporary, new Uint8Array(starts.buffer));
    renameSync(temporary, indexFile);
  }
  const index = new PagedFile(indexFile);
  return new Proxy(
    {},
    {
      get(_target, property) {
        const key = Number(property);
        if (!Number.isInteger(key) || key < 0 || key * 4 >= index.size) return undefined;
        const start = index.int32(key * 4);
        if (start < 0) return undefined;
        const count = map.int32((start - 1) * 4);
        return Array.from({ length: count }, (_, i) => map.int32((start + i) * 4));
      },
    },
  );
}

/** The features ("surface,pos,…,reading" strings, 36–46 MB) read in place: one string per token of an answer. */
function posFromFile(file: string): { getString(position: number): string } {
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
 * A small dictionary file (uncompressed in the cache) in memory, without IPADIC's padding (zeros up to a power of
 * two, up to 10 MB): the end found by reading backwards, so the padding is never in memory.
 */
function small(file: string, trim: boolean): Uint8Array {
  const fd = openSync(file, "r");
  try {
    let end = fstatSync(fd).size;
    if (trim) {
      const chunk = Buffer.alloc(64 * 1024);
      let content = -1;
      while (end > 0 && content < 0) {
        const from = Math.max(0, end - chunk.length);
        const read = readSync(fd, chunk, 0, end - from, from);
        for (let i = read - 1; i >= 0; i--) {
          if (chunk[i] !== 0) {
            content = from + i + 1;
            break;
          }
        }
        if (content < 0) end = from;
      }
      end = Math.min(fstatSync(fd).size, (Math.max(0, content) + 19) & ~3);
    }
    const bytes = new Uint8Array(end);
    readSync(fd, bytes, 0, end, 0);
    return bytes;
  } finally {
    closeSync(fd);
  }
}

/**
 * A tokenizer over the dictionary files (`base.dat.gz`, `tid.dat.gz`…) of `dictDir`. The large ones (the
 * double-array trie, the connection-cost matrix, the token infos, their features and the trie-id map) are
 * uncompressed once into `cacheDir` and read in place through a few pages; the unknown-word tables stay in memory.
 */
export async function loadKuromoji(dictDir: string, cacheDir: string): Promise<KuromojiTokenizer> {
  const paged = async (name: string) => new PagedFile(await uncompressed(dictDir, cacheDir, name));
  const dic = new DynamicDictionaries();

  // The trie: kuromoji reads it through bc.getBase/getCheck only (an index past the end is an empty node).
  const base = await paged("base.dat.gz");
  const check = await paged("check.dat.gz");
  dic.loadTrie(new Int32Array(2), new Int32Array(2));
  dic.trie.bc = {
    getBase: (index) => (index * 4 >= base.size ? -index + 1 : base.int32(index * 4)),
    getCheck: (index) => (index * 4 >= check.size ? -index - 1 : check.int32(index * 4)),
    size: () => Math.max(base.size, check.size) / 4,
  };

  const tokenInfos = await paged("tid.dat.gz");
  dic.token_info_dictionary.dictionary = {
    getShort: (index) => tokenInfos.int16(index),
    getInt: (index) => tokenInfos.int32(index),
  };
  dic.token_info_dictionary.pos_buffer = posFromFile(await uncompressed(dictDir, cacheDir, "tid_pos.dat.gz"));
  dic.token_info_dictionary.target_map = pagedTargetMap(
    await uncompressed(dictDir, cacheDir, "tid_map.dat.gz"),
    join(cacheDir, "tid_map.index"),
  );

  // The matrix: [forward, backward, costs (forward × backward int16)…].
  const costs = await paged("cc.dat.gz");
  const backward = costs.int16(2);
  dic.connection_costs.get = (forwardId, backwardId) => costs.int16((forwardId * backward + backwardId + 2) * 2);

  const unknown = async (name: string, trim = true) => small(await uncompressed(dictDir, cacheDir, name), trim);
  const compat = await unknown("unk_compat.dat.gz", false);
  dic.loadUnknownDictionaries(
    await unknown("unk.dat.gz"),
    await unknown("unk_pos.dat.gz"),
    await unknown("unk_map.dat.gz"),
    await unknown("unk_char.dat.gz", false),
    new Uint32Array(compat.buffer, compat.byteOffset, compat.byteLength / 4),
    await unknown("unk_invoke.dat.gz"),
  );
  return new Tokenizer(dic);
}
