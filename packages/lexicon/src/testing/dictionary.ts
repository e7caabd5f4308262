import type { DictionaryEntry } from "../study/dictionary";

/**
 * A dictionary entry as `lookUpDictionary` answers one, for tests that give the word study its dictionaries: the
 * fields a test names, the others empty (no headword, sense, definition, class, gender or pronunciation; read
 * forwards from the dictionary "test").
 */
export function dictionaryEntry(fields: Partial<DictionaryEntry> = {}): DictionaryEntry {
  return {
    headword: "",
    senses: [],
    definitions: [],
    partOfSpeech: null,
    gender: null,
    pronunciation: null,
    dictionary: "test",
    reversed: false,
    ...fields,
  };
}
