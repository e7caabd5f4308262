export { bookByOsisId, bookBySwordName, bookByUsfmCode } from "./book-ids";
export { BOOK_NAMES, localizedBookName } from "./book-names";
export { adjacentChapter, BOOKS, type Book, bookByNumber, TOTAL_CHAPTERS } from "./books";
export { findBook } from "./find-book";
export {
  DEFAULT_LANGUAGE,
  findLanguage,
  LANGUAGE_CODES,
  LANGUAGES,
  type Language,
  type LanguageCode,
  type LanguageId,
} from "./languages";
export { type ParsedReference, parseReference } from "./reference";
export {
  foldSearchText,
  searchDocument,
  searchLanguage,
  searchPhraseText,
  searchQueryText,
  searchTerms,
  searchWords,
} from "./search-text";
