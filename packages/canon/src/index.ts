export { bookByOsisId, bookBySwordName, bookByUsfmCode } from "./book-ids.ts";
export { BOOK_NAMES, localizedBookName } from "./book-names.ts";
export { adjacentChapter, BOOKS, type Book, bookByNumber, TOTAL_CHAPTERS } from "./books.ts";
export { findBook } from "./find-book.ts";
export { contentTags, FUNCTION_WORDS, isFunctionWord, type TaggedLanguage } from "./function-words.ts";
export {
  DEFAULT_LANGUAGE,
  findLanguage,
  LANGUAGE_CODES,
  LANGUAGES,
  type Language,
  type LanguageCode,
  type LanguageId,
} from "./languages.ts";
export { openingOrder, PUBLIC_DOMAIN_DEFAULTS } from "./opening.ts";
export { type ParsedReference, parseReference } from "./reference.ts";
export {
  foldSearchText,
  searchDocument,
  searchLanguage,
  searchLiteralText,
  searchPhraseText,
  searchQueryText,
  searchTerms,
  searchWords,
} from "./search-text.ts";
export { strongsOf } from "./strongs.ts";
