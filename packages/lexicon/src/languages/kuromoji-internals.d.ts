// kuromoji 0.1.2 ships no types for the modules the compact loader uses; these are the parts it calls.
declare module "kuromoji/src/dict/DynamicDictionaries" {
  type TargetMap = Record<number, ArrayLike<number> | undefined>;
  class DynamicDictionaries {
    /** The double-array trie of the surface forms, read through its BASE/CHECK accessors. */
    trie: { bc: { getBase(index: number): number; getCheck(index: number): number; size(): number } };
    token_info_dictionary: {
      target_map: TargetMap;
      /** The token infos (left id, right id, cost, features' offset), read by byte offset. */
      dictionary: { getShort(index: number): number; getInt(index: number): number };
      /** The features' bytes, read by `getString(position)` up to a zero byte. */
      pos_buffer: { getString(position: number): string };
    };
    connection_costs: { get(forwardId: number, backwardId: number): number };
    loadTrie(base: Int32Array, check: Int32Array): unknown;
    loadUnknownDictionaries(
      unk: Uint8Array,
      unkPos: Uint8Array,
      unkMap: Uint8Array,
      catMap: Uint8Array,
      compatCatMap: Uint32Array,
      invokeDef: Uint8Array,
    ): unknown;
  }
  export = DynamicDictionaries;
}

declare module "kuromoji/src/Tokenizer" {
  import type DynamicDictionaries from "kuromoji/src/dict/DynamicDictionaries";

  type IpadicToken = {
    surface_form: string;
    pos: string;
    pos_detail_1: string;
    pos_detail_2: string;
    pos_detail_3: string;
    conjugated_type: string;
    conjugated_form: string;
    basic_form: string;
    reading?: string;
    pronunciation?: string;
    word_position: number;
  };
  class Tokenizer {
    constructor(dic: DynamicDictionaries);
    tokenize(text: string): IpadicToken[];
  }
  export = Tokenizer;
}
