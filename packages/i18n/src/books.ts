import bookNames from "./book-names.json" with { type: "json" };

export type LocalizedBookName = { name: string; abbr: string; aliases: string[] };

/** Name, abbreviation and aliases of each book (by OSIS id) in the 12 interface languages. */
export const BOOK_NAMES: Record<string, Record<string, LocalizedBookName>> = bookNames;

/**
 * The 66 books in KJV order as the interface lists them: OSIS id, the English name the API calls send,
 * testament and chapter count. The canon in @bible/db holds the verse counts; its tests keep both in step.
 * This list lives here so the web app gets book names and chapter counts without bundling the database package.
 */
export const BOOK_LIST = [
  { osis: "Gen", english: "Genesis", testament: "OT", chapters: 50 },
  { osis: "Exod", english: "Exodus", testament: "OT", chapters: 40 },
  { osis: "Lev", english: "Leviticus", testament: "OT", chapters: 27 },
  { osis: "Num", english: "Numbers", testament: "OT", chapters: 36 },
  { osis: "Deut", english: "Deuteronomy", testament: "OT", chapters: 34 },
  { osis: "Josh", english: "Joshua", testament: "OT", chapters: 24 },
  { osis: "Judg", english: "Judges", testament: "OT", chapters: 21 },
  { osis: "Ruth", english: "Ruth", testament: "OT", chapters: 4 },
  { osis: "1Sam", english: "1 Samuel", testament: "OT", chapters: 31 },
  { osis: "2Sam", english: "2 Samuel", testament: "OT", chapters: 24 },
  { osis: "1Kgs", english: "1 Kings", testament: "OT", chapters: 22 },
  { osis: "2Kgs", english: "2 Kings", testament: "OT", chapters: 25 },
  { osis: "1Chr", english: "1 Chronicles", testament: "OT", chapters: 29 },
  { osis: "2Chr", english: "2 Chronicles", testament: "OT", chapters: 36 },
  { osis: "Ezra", english: "Ezra", testament: "OT", chapters: 10 },
  { osis: "Neh", english: "Nehemiah", testament: "OT", chapters: 13 },
  { osis: "Esth", english: "Esther", testament: "OT", chapters: 10 },
  { osis: "Job", english: "Job", testament: "OT", chapters: 42 },
  { osis: "Ps", english: "Psalms", testament: "OT", chapters: 150 },
  { osis: "Prov", english: "Proverbs", testament: "OT", chapters: 31 },
  { osis: "Eccl", english: "Ecclesiastes", testament: "OT", chapters: 12 },
  { osis: "Song", english: "Song of Solomon", testament: "OT", chapters: 8 },
  { osis: "Isa", english: "Isaiah", testament: "OT", chapters: 66 },
  { osis: "Jer", english: "Jeremiah", testament: "OT", chapters: 52 },
  { osis: "Lam", english: "Lamentations", testament: "OT", chapters: 5 },
  { osis: "Ezek", english: "Ezekiel", testament: "OT", chapters: 48 },
  { osis: "Dan", english: "Daniel", testament: "OT", chapters: 12 },
  { osis: "Hos", english: "Hosea", testament: "OT", chapters: 14 },
  { osis: "Joel", english: "Joel", testament: "OT", chapters: 3 },
  { osis: "Amos", english: "Amos", testament: "OT", chapters: 9 },
  { osis: "Obad", english: "Obadiah", testament: "OT", chapters: 1 },
  { osis: "Jonah", english: "Jonah", testament: "OT", chapters: 4 },
  { osis: "Mic", english: "Micah", testament: "OT", chapters: 7 },
  { osis: "Nah", english: "Nahum", testament: "OT", chapters: 3 },
  { osis: "Hab", english: "Habakkuk", testament: "OT", chapters: 3 },
  { osis: "Zeph", english: "Zephaniah", testament: "OT", chapters: 3 },
  { osis: "Hag", english: "Haggai", testament: "OT", chapters: 2 },
  { osis: "Zech", english: "Zechariah", testament: "OT", chapters: 14 },
  { osis: "Mal", english: "Malachi", testament: "OT", chapters: 4 },
  { osis: "Matt", english: "Matthew", testament: "NT", chapters: 28 },
  { osis: "Mark", english: "Mark", testament: "NT", chapters: 16 },
  { osis: "Luke", english: "Luke", testament: "NT", chapters: 24 },
  { osis: "John", english: "John", testament: "NT", chapters: 21 },
  { osis: "Acts", english: "Acts", testament: "NT", chapters: 28 },
  { osis: "Rom", english: "Romans", testament: "NT", chapters: 16 },
  { osis: "1Cor", english: "1 Corinthians", testament: "NT", chapters: 16 },
  { osis: "2Cor", english: "2 Corinthians", testament: "NT", chapters: 13 },
  { osis: "Gal", english: "Galatians", testament: "NT", chapters: 6 },
  { osis: "Eph", english: "Ephesians", testament: "NT", chapters: 6 },
  { osis: "Phil", english: "Philippians", testament: "NT", chapters: 4 },
  { osis: "Col", english: "Colossians", testament: "NT", chapters: 4 },
  { osis: "1Thess", english: "1 Thessalonians", testament: "NT", chapters: 5 },
  { osis: "2Thess", english: "2 Thessalonians", testament: "NT", chapters: 3 },
  { osis: "1Tim", english: "1 Timothy", testament: "NT", chapters: 6 },
  { osis: "2Tim", english: "2 Timothy", testament: "NT", chapters: 4 },
  { osis: "Titus", english: "Titus", testament: "NT", chapters: 3 },
  { osis: "Phlm", english: "Philemon", testament: "NT", chapters: 1 },
  { osis: "Heb", english: "Hebrews", testament: "NT", chapters: 13 },
  { osis: "Jas", english: "James", testament: "NT", chapters: 5 },
  { osis: "1Pet", english: "1 Peter", testament: "NT", chapters: 5 },
  { osis: "2Pet", english: "2 Peter", testament: "NT", chapters: 3 },
  { osis: "1John", english: "1 John", testament: "NT", chapters: 5 },
  { osis: "2John", english: "2 John", testament: "NT", chapters: 1 },
  { osis: "3John", english: "3 John", testament: "NT", chapters: 1 },
  { osis: "Jude", english: "Jude", testament: "NT", chapters: 1 },
  { osis: "Rev", english: "Revelation", testament: "NT", chapters: 22 },
] as const;

export type BookListEntry = (typeof BOOK_LIST)[number];
export type BookOsisId = BookListEntry["osis"];

/** The book's name in an interface language (two-letter code), the English name when a language has none. */
export function localizedBookName(book: BookListEntry, languageCode: string): string {
  return BOOK_NAMES[book.osis]?.[languageCode]?.name ?? book.english;
}
