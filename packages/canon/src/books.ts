/**
 * The 66 books of the Protestant canon in KJV order: number (1-66), OSIS and USFM ids, the SWORD name,
 * the English name the spec's calls send, testament and chapter count. The verses of each chapter are
 * in `@bible/canon/verses`, kept apart so the web app does not ship them.
 */
export const BOOKS = [
  { number: 1, osis: "Gen", usfm: "GEN", sword: "Genesis", english: "Genesis", testament: "OT", chapters: 50 },
  { number: 2, osis: "Exod", usfm: "EXO", sword: "Exodus", english: "Exodus", testament: "OT", chapters: 40 },
  { number: 3, osis: "Lev", usfm: "LEV", sword: "Leviticus", english: "Leviticus", testament: "OT", chapters: 27 },
  { number: 4, osis: "Num", usfm: "NUM", sword: "Numbers", english: "Numbers", testament: "OT", chapters: 36 },
  { number: 5, osis: "Deut", usfm: "DEU", sword: "Deuteronomy", english: "Deuteronomy", testament: "OT", chapters: 34 },
  { number: 6, osis: "Josh", usfm: "JOS", sword: "Joshua", english: "Joshua", testament: "OT", chapters: 24 },
  { number: 7, osis: "Judg", usfm: "JDG", sword: "Judges", english: "Judges", testament: "OT", chapters: 21 },
  { number: 8, osis: "Ruth", usfm: "RUT", sword: "Ruth", english: "Ruth", testament: "OT", chapters: 4 },
  { number: 9, osis: "1Sam", usfm: "1SA", sword: "I Samuel", english: "1 Samuel", testament: "OT", chapters: 31 },
  { number: 10, osis: "2Sam", usfm: "2SA", sword: "II Samuel", english: "2 Samuel", testament: "OT", chapters: 24 },
  { number: 11, osis: "1Kgs", usfm: "1KI", sword: "I Kings", english: "1 Kings", testament: "OT", chapters: 22 },
  { number: 12, osis: "2Kgs", usfm: "2KI", sword: "II Kings", english: "2 Kings", testament: "OT", chapters: 25 },
  {
    number: 13,
    osis: "1Chr",
    usfm: "1CH",
    sword: "I Chronicles",
    english: "1 Chronicles",
    testament: "OT",
    chapters: 29,
  },
  {
    number: 14,
    osis: "2Chr",
    usfm: "2CH",
    sword: "II Chronicles",
    english: "2 Chronicles",
    testament: "OT",
    chapters: 36,
  },
  { number: 15, osis: "Ezra", usfm: "EZR", sword: "Ezra", english: "Ezra", testament: "OT", chapters: 10 },
  { number: 16, osis: "Neh", usfm: "NEH", sword: "Nehemiah", english: "Nehemiah", testament: "OT", chapters: 13 },
  { number: 17, osis: "Esth", usfm: "EST", sword: "Esther", english: "Esther", testament: "OT", chapters: 10 },
  { number: 18, osis: "Job", usfm: "JOB", sword: "Job", english: "Job", testament: "OT", chapters: 42 },
  { number: 19, osis: "Ps", usfm: "PSA", sword: "Psalms", english: "Psalms", testament: "OT", chapters: 150 },
  { number: 20, osis: "Prov", usfm: "PRO", sword: "Proverbs", english: "Proverbs", testament: "OT", chapters: 31 },
  {
    number: 21,
    osis: "Eccl",
    usfm: "ECC",
    sword: "Ecclesiastes",
    english: "Ecclesiastes",
    testament: "OT",
    chapters: 12,
  },
  {
    number: 22,
    osis: "Song",
    usfm: "SNG",
    sword: "Song of Solomon",
    english: "Song of Solomon",
    testament: "OT",
    chapters: 8,
  },
  { number: 23, osis: "Isa", usfm: "ISA", sword: "Isaiah", english: "Isaiah", testament: "OT", chapters: 66 },
  { number: 24, osis: "Jer", usfm: "JER", sword: "Jeremiah", english: "Jeremiah", testament: "OT", chapters: 52 },
  {
    number: 25,
    osis: "Lam",
    usfm: "LAM",
    sword: "Lamentations",
    english: "Lamentations",
    testament: "OT",
    chapters: 5,
  },
  { number: 26, osis: "Ezek", usfm: "EZK", sword: "Ezekiel", english: "Ezekiel", testament: "OT", chapters: 48 },
  { number: 27, osis: "Dan", usfm: "DAN", sword: "Daniel", english: "Daniel", testament: "OT", chapters: 12 },
  { number: 28, osis: "Hos", usfm: "HOS", sword: "Hosea", english: "Hosea", testament: "OT", chapters: 14 },
  { number: 29, osis: "Joel", usfm: "JOL", sword: "Joel", english: "Joel", testament: "OT", chapters: 3 },
  { number: 30, osis: "Amos", usfm: "AMO", sword: "Amos", english: "Amos", testament: "OT", chapters: 9 },
  { number: 31, osis: "Obad", usfm: "OBA", sword: "Obadiah", english: "Obadiah", testament: "OT", chapters: 1 },
  { number: 32, osis: "Jonah", usfm: "JON", sword: "Jonah", english: "Jonah", testament: "OT", chapters: 4 },
  { number: 33, osis: "Mic", usfm: "MIC", sword: "Micah", english: "Micah", testament: "OT", chapters: 7 },
  { number: 34, osis: "Nah", usfm: "NAM", sword: "Nahum", english: "Nahum", testament: "OT", chapters: 3 },
  { number: 35, osis: "Hab", usfm: "HAB", sword: "Habakkuk", english: "Habakkuk", testament: "OT", chapters: 3 },
  { number: 36, osis: "Zeph", usfm: "ZEP", sword: "Zephaniah", english: "Zephaniah", testament: "OT", chapters: 3 },
  { number: 37, osis: "Hag", usfm: "HAG", sword: "Haggai", english: "Haggai", testament: "OT", chapters: 2 },
  { number: 38, osis: "Zech", usfm: "ZEC", sword: "Zechariah", english: "Zechariah", testament: "OT", chapters: 14 },
  { number: 39, osis: "Mal", usfm: "MAL", sword: "Malachi", english: "Malachi", testament: "OT", chapters: 4 },
  { number: 40, osis: "Matt", usfm: "MAT", sword: "Matthew", english: "Matthew", testament: "NT", chapters: 28 },
  { number: 41, osis: "Mark", usfm: "MRK", sword: "Mark", english: "Mark", testament: "NT", chapters: 16 },
  { number: 42, osis: "Luke", usfm: "LUK", sword: "Luke", english: "Luke", testament: "NT", chapters: 24 },
  { number: 43, osis: "John", usfm: "JHN", sword: "John", english: "John", testament: "NT", chapters: 21 },
  { number: 44, osis: "Acts", usfm: "ACT", sword: "Acts", english: "Acts", testament: "NT", chapters: 28 },
  { number: 45, osis: "Rom", usfm: "ROM", sword: "Romans", english: "Romans", testament: "NT", chapters: 16 },
  {
    number: 46,
    osis: "1Cor",
    usfm: "1CO",
    sword: "I Corinthians",
    english: "1 Corinthians",
    testament: "NT",
    chapters: 16,
  },
  {
    number: 47,
    osis: "2Cor",
    usfm: "2CO",
    sword: "II Corinthians",
    english: "2 Corinthians",
    testament: "NT",
    chapters: 13,
  },
  { number: 48, osis: "Gal", usfm: "GAL", sword: "Galatians", english: "Galatians", testament: "NT", chapters: 6 },
  { number: 49, osis: "Eph", usfm: "EPH", sword: "Ephesians", english: "Ephesians", testament: "NT", chapters: 6 },
  { number: 50, osis: "Phil", usfm: "PHP", sword: "Philippians", english: "Philippians", testament: "NT", chapters: 4 },
  { number: 51, osis: "Col", usfm: "COL", sword: "Colossians", english: "Colossians", testament: "NT", chapters: 4 },
  {
    number: 52,
    osis: "1Thess",
    usfm: "1TH",
    sword: "I Thessalonians",
    english: "1 Thessalonians",
    testament: "NT",
    chapters: 5,
  },
  {
    number: 53,
    osis: "2Thess",
    usfm: "2TH",
    sword: "II Thessalonians",
    english: "2 Thessalonians",
    testament: "NT",
    chapters: 3,
  },
  { number: 54, osis: "1Tim", usfm: "1TI", sword: "I Timothy", english: "1 Timothy", testament: "NT", chapters: 6 },
  { number: 55, osis: "2Tim", usfm: "2TI", sword: "II Timothy", english: "2 Timothy", testament: "NT", chapters: 4 },
  { number: 56, osis: "Titus", usfm: "TIT", sword: "Titus", english: "Titus", testament: "NT", chapters: 3 },
  { number: 57, osis: "Phlm", usfm: "PHM", sword: "Philemon", english: "Philemon", testament: "NT", chapters: 1 },
  { number: 58, osis: "Heb", usfm: "HEB", sword: "Hebrews", english: "Hebrews", testament: "NT", chapters: 13 },
  { number: 59, osis: "Jas", usfm: "JAS", sword: "James", english: "James", testament: "NT", chapters: 5 },
  { number: 60, osis: "1Pet", usfm: "1PE", sword: "I Peter", english: "1 Peter", testament: "NT", chapters: 5 },
  { number: 61, osis: "2Pet", usfm: "2PE", sword: "II Peter", english: "2 Peter", testament: "NT", chapters: 3 },
  { number: 62, osis: "1John", usfm: "1JN", sword: "I John", english: "1 John", testament: "NT", chapters: 5 },
  { number: 63, osis: "2John", usfm: "2JN", sword: "II John", english: "2 John", testament: "NT", chapters: 1 },
  { number: 64, osis: "3John", usfm: "3JN", sword: "III John", english: "3 John", testament: "NT", chapters: 1 },
  { number: 65, osis: "Jude", usfm: "JUD", sword: "Jude", english: "Jude", testament: "NT", chapters: 1 },
  {
    number: 66,
    osis: "Rev",
    usfm: "REV",
    sword: "Revelation of John",
    english: "Revelation",
    testament: "NT",
    chapters: 22,
  },
] as const;

export type Book = (typeof BOOKS)[number];
export type OsisId = Book["osis"];

export const TOTAL_CHAPTERS = BOOKS.reduce((n, book) => n + book.chapters, 0);

export function bookByNumber(number: number): Book {
  const book = BOOKS[number - 1];
  if (!book) throw new RangeError(`No book number ${number}`);
  return book;
}

/** The chapter after (or before) this one across book boundaries; undefined past Revelation 22 or before Genesis 1. */
export function adjacentChapter(
  book: Book,
  chapter: number,
  direction: "previous" | "next",
): { book: Book; chapter: number } | undefined {
  if (direction === "next") {
    if (chapter < book.chapters) return { book, chapter: chapter + 1 };
    const next = BOOKS.at(book.number);
    return next ? { book: next, chapter: 1 } : undefined;
  }
  if (chapter > 1) return { book, chapter: chapter - 1 };
  const previous = book.number >= 2 ? BOOKS[book.number - 2] : undefined;
  return previous ? { book: previous, chapter: previous.chapters } : undefined;
}
