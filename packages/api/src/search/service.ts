import {
  type Book,
  bookByNumber,
  foldSearchText,
  type LanguageCode,
  type ParsedReference,
  parseReference,
  searchLanguage,
  searchPhraseText,
  searchQueryText,
  searchTerms,
  searchWords,
} from "@bible/canon";
import { verseCount } from "@bible/canon/verses";
import { type Database, executeRows, type SQL, sql } from "@bible/db";
import { frenchMessage } from "@bible/i18n";
import { alignedSpans, taggedSpans } from "@bible/lexicon";
import { installedVersions } from "@bible/versions";
import { z } from "zod";
import { invalidField } from "../errors";
import { checkReference, resolveBook, resolveLanguage } from "../lib/refs";
import type { ReferenceAnswer, SearchHit, SearchInput, SearchResult } from "../schemas/search";

type SearchVersion = { code: string; language: string };
type VersesResult = Extract<SearchResult, { kind: "verses" }>;

/** Rows of a raw query, checked. */
export async function rowsOf<T extends z.ZodType>(db: Database, query: SQL, row: T): Promise<z.infer<T>[]> {
  return z.array(row).parse(await executeRows(db, query));
}

function toReference(reference: ParsedReference): ReferenceAnswer {
  const { book, chapter, verse, verseEnd } = reference;
  return {
    book: book.english,
    bookId: book.osis,
    chapter,
    ...(verse === undefined ? {} : { verse }),
    ...(verseEnd === undefined ? {} : { verseEnd }),
  };
}

/**
 * Reads a reference typed in any of the 12 languages: the place, `undefined` when the text is no reference,
 * or a 400 naming `q` when the book exists but the chapter or verse does not.
 */
export function readReference(q: string, language?: LanguageCode): ReferenceAnswer | undefined {
  const parsed = parseReference(q, language, verseCount);
  if (parsed.kind === "none") return undefined;
  if (parsed.kind === "invalid") {
    checkReference(parsed.book, parsed.chapter, parsed.verse, { chapter: "q", verse: "q" });
    throw invalidField("q", frenchMessage("errors.badReference", { reference: q }));
  }
  return toReference(parsed.reference);
}

/** The reference answer of the REST door: a place, or a 400 naming `q`. */
export function referenceOf(q: string, language?: string): ReferenceAnswer {
  const reference = readReference(q, language ? resolveLanguage(language).code : undefined);
  if (!reference) throw invalidField("q", frenchMessage("errors.badReference", { reference: q }));
  return reference;
}

const STRONGS = /^\s*([HGhg])0*(\d{1,4})[a-z]?\s*$/;

/** 'H7462', 'g26', 'G0026' → the canonical 'H7462' / 'G26'. */
export function strongsOf(q: string): string | undefined {
  const match = STRONGS.exec(q);
  return match ? `${match[1]?.toUpperCase()}${Number(match[2])}` : undefined;
}

const ORIGINAL_SCRIPT = /^[\p{Script=Hebrew}\p{Script=Greek}\p{M}]+$/u;

/** An original word typed in Hebrew or Greek (with or without vowel points and accents): its Strong's number. */
async function strongsOfOriginalWord(db: Database, q: string): Promise<string | undefined> {
  const word = q.trim();
  if (!ORIGINAL_SCRIPT.test(word)) return undefined;
  const folded = word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/ς/g, "σ");
  const [entry] = await rowsOf(
    db,
    sql`select strongs from lexicon_entries
      where translate(lower(regexp_replace(normalize(lemma, NFD), '[\u0300-\u036f\u0591-\u05c7]', '', 'g')), 'ς', 'σ') = ${folded}
      order by length(strongs), strongs limit 1`,
    z.object({ strongs: z.string() }),
  );
  return entry ? strongsOf(entry.strongs) : undefined;
}

async function searchableVersions(db: Database, version: string | undefined): Promise<SearchVersion[]> {
  const installed = await installedVersions(db);
  if (!version) return [...installed];
  const chosen = installed.filter((v) => v.code.toUpperCase() === version.toUpperCase());
  if (chosen.length === 0) throw invalidField("version", frenchMessage("errors.versionUnavailable"));
  return chosen;
}

/** The SQL condition of the testament and book filters on a table aliased `s`. */
function placeFilter(testament: "OT" | "NT" | undefined, book: Book | undefined): SQL {
  const parts: SQL[] = [];
  if (testament === "OT") parts.push(sql`s.book <= 39`);
  if (testament === "NT") parts.push(sql`s.book >= 40`);
  if (book) parts.push(sql`s.book = ${book.number}`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

const hitRow = z.object({
  version_code: z.string(),
  book: z.coerce.number(),
  chapter: z.coerce.number(),
  verse: z.coerce.number(),
  text: z.string(),
  rank: z.coerce.number(),
  query: z.string(),
});
const bookRow = z.object({ book: z.coerce.number(), count: z.coerce.number() });

function label(number: number): { book: string; bookId: string } {
  const book = bookByNumber(number);
  return { book: book.english, bookId: book.osis };
}

function emptyResult(input: SearchInput, mode: VersesResult["mode"]): VersesResult {
  return { kind: "verses", mode, total: 0, page: input.page, pageSize: input.pageSize, books: [], hits: [] };
}

/**
 * How much the reader reads a version: one for a version in the reader's language, one more for a version of the
 * reader's columns. Every version is stemmed in its own language, so 'berger' also finds the German 'Berg': the
 * reader's own versions come first, the others after them, none dropped.
 */
function preferenceOf(input: SearchInput, readerLanguage: string | undefined): (v: SearchVersion) => number {
  const chosen = new Set(input.versions?.map((code) => code.toUpperCase()));
  return (v) => (v.language === readerLanguage ? 1 : 0) + (chosen.has(v.code.toUpperCase()) ? 1 : 0);
}

/** Full-text search, ranked, grouped by book and paged; see `verse_search` for how the index is made. */
async function searchText(
  db: Database,
  input: SearchInput,
  versions: SearchVersion[],
  book: Book | undefined,
  readerLanguage: string | undefined,
): Promise<VersesResult> {
  const preference = preferenceOf(input, readerLanguage);
  const queries = versions
    .map((v) => {
      const terms = searchTerms(v.language, input.q);
      return {
        code: v.code,
        preference: preference(v),
        cfg: searchLanguage(v.language).config,
        q: searchQueryText(v.language, terms),
        p: searchPhraseText(terms),
      };
    })
    .filter((v) => v.q !== "");
  if (queries.length === 0) return emptyResult(input, "words");
  // Versions that read the query the same way (same configuration, same folding) share one index scan: the
  // tsquery is a constant of each branch, so the GIN index answers it. Rank: cover density (words close together)
  // over the verse's length, plus one when the whole query stands there as typed, so 'aimé le monde' puts
  // John 3:16 before a verse that says 'monde' four times.
  const groups = new Map<string, { cfg: string; q: string; p: string; codes: string[]; preferred: SQL[] }>();
  for (const query of queries) {
    const key = `${query.cfg}\u0000${query.q}`;
    const group = groups.get(key) ?? { cfg: query.cfg, q: query.q, p: query.p, codes: [], preferred: [] };
    group.codes.push(query.code);
    if (query.preference > 0) group.preferred.push(sql`when ${query.code} then ${query.preference}::int`);
    groups.set(key, group);
  }
  const place = placeFilter(input.testament, book);
  const branches = (ranked: boolean) =>
    [...groups.values()].map(({ cfg, q, p, codes, preferred }) => {
      const tsquery = sql`to_tsquery(${cfg}::regconfig, ${q})`;
      const bonus =
        p === "" ? sql`0` : sql`case when s.document @@ to_tsquery(${cfg}::regconfig, ${p}) then 1 else 0 end`;
      const preference =
        preferred.length === 0 ? sql`0` : sql`case s.version_code ${sql.join(preferred, sql` `)} else 0 end`;
      // The counts by book need neither the rank nor the query's text.
      const columns = ranked
        ? sql`s.version_code, s.book, s.chapter, s.verse, ${tsquery}::text as query, ${preference} as preference,
            ts_rank_cd(s.document, ${tsquery}, 1) + ${bonus} as rank`
        : sql`s.book`;
      return sql`select ${columns} from verse_search s
        where s.document @@ ${tsquery} and s.version_code in (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )}) and ${place}`;
    });
  const matches = sql.join(branches(true), sql` union all `);
  const found = sql.join(branches(false), sql` union all `);
  const [books, rows] = await Promise.all([
    rowsOf(db, sql`select m.book, count(*) as count from (${found}) m group by m.book order by m.book`, bookRow),
    rowsOf(
      db,
      sql`select m.*, v.text from (${matches}) m
        join verses v on v.version_code = m.version_code and v.book = m.book and v.chapter = m.chapter and v.verse = m.verse
        order by m.preference desc, m.rank desc, m.book, m.chapter, m.verse, m.version_code
        limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
      hitRow,
    ),
  ]);
  const languages = new Map(versions.map((v) => [v.code, v.language]));
  const highlights = await highlightWords(
    db,
    rows.map((r) => ({ language: languages.get(r.version_code) ?? "", text: r.text, query: r.query })),
    input.q,
  );
  return {
    ...emptyResult(input, "words"),
    total: books.reduce((n, b) => n + b.count, 0),
    books: books.map((b) => ({ ...label(b.book), count: b.count })),
    hits: rows.map((r, i) => ({
      version: r.version_code,
      ...label(r.book),
      chapter: r.chapter,
      verse: r.verse,
      text: r.text,
      highlights: highlights[i] ?? [],
      rank: r.rank,
    })),
  };
}

/** The lexemes of a tsquery's text ('aim' & 'mond' <-> 'x':*) with whether each one is a prefix. */
function queryLexemes(query: string): { lexeme: string; prefix: boolean }[] {
  const found: { lexeme: string; prefix: boolean }[] = [];
  for (const match of query.matchAll(/'((?:[^']|'')*)'(:\*)?/g)) {
    found.push({ lexeme: (match[1] ?? "").replace(/''/g, "'"), prefix: match[2] !== undefined });
  }
  return found;
}

/** Chinese and Japanese: the places where a typed run of characters (a word or a phrase) is written. */
function characterRuns(language: string, text: string, typed: string): [number, number][] {
  const folded = foldSearchText(language, text);
  const haystack = folded.length === text.length ? folded : text.toLowerCase();
  const terms = searchTerms(language, typed);
  const marks: [number, number][] = [];
  for (const run of [...terms.words, ...terms.phrases.map((p) => p.join(""))]) {
    for (let at = haystack.indexOf(run); run !== "" && at >= 0; at = haystack.indexOf(run, at + run.length)) {
      marks.push([at, at + run.length]);
    }
  }
  return marks.sort((a, b) => a[0] - b[0]);
}

type WordSpan = { start: number; end: number; folded: string };

function wordSpans(language: string, text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  let from = 0;
  for (const word of searchWords(language, text)) {
    const start = text.indexOf(word, from);
    if (start < 0) continue;
    from = start + word.length;
    spans.push({ start, end: from, folded: foldSearchText(language, word) });
  }
  return spans;
}

/**
 * The matched words of each shown verse: every word of the text is stemmed by its language's configuration (one
 * query for the page) and marked when one of its lexemes is one of the query's, so 'aimé' is marked for 'aimer'.
 */
async function highlightWords(
  db: Database,
  rows: { language: string; text: string; query: string }[],
  typed: string,
): Promise<[number, number][][]> {
  const spans = rows.map((r) => (searchLanguage(r.language).segment ? [] : wordSpans(r.language, r.text)));
  const words = new Map<string, { w: string; cfg: string }>();
  rows.forEach((r, i) => {
    const cfg = searchLanguage(r.language).config;
    for (const span of spans[i] ?? []) words.set(`${cfg}\u0000${span.folded}`, { w: span.folded, cfg });
  });
  if (words.size === 0) return rows.map((r) => characterRuns(r.language, r.text, typed));
  const stemmed = await rowsOf(
    db,
    sql`select x.cfg, x.w, array_to_string(tsvector_to_array(to_tsvector(x.cfg::regconfig, x.w)), ' ') as lexemes
      from json_to_recordset(${JSON.stringify([...words.values()])}::json) as x(w text, cfg text)`,
    z.object({ cfg: z.string(), w: z.string(), lexemes: z.string() }),
  );
  const lexemesOf = new Map(stemmed.map((s) => [`${s.cfg}\u0000${s.w}`, s.lexemes.split(" ").filter(Boolean)]));
  return rows.map((r, i) => {
    if (searchLanguage(r.language).segment) return characterRuns(r.language, r.text, typed);
    const cfg = searchLanguage(r.language).config;
    const wanted = queryLexemes(r.query);
    const marks: [number, number][] = [];
    for (const span of spans[i] ?? []) {
      const lexemes = lexemesOf.get(`${cfg}\u0000${span.folded}`) ?? [];
      const hit = lexemes.some((l) => wanted.some((q) => (q.prefix ? l.startsWith(q.lexeme) : l === q.lexeme)));
      if (hit) marks.push([span.start, span.end]);
    }
    return marks;
  });
}

const strongsRow = z.object({
  version_code: z.string(),
  book: z.coerce.number(),
  chapter: z.coerce.number(),
  verse: z.coerce.number(),
  text: z.string(),
  tags: z.array(z.object({ w: z.string(), s: z.array(z.string()) })).nullable(),
  links: z.array(z.coerce.number()).nullable(),
});

const GREEK = 10_000;

/**
 * The verses of the chosen versions where a Strong's number stands, each once: in a tagged text (KJV, LSG…) the
 * verses whose own tags carry it, as soon as the text is installed; in the others the verses a word of which is
 * linked to it by the stored alignment with confidence. Both are read through a GIN index (`verses_strongs_idx`,
 * `verse_alignments_strongs_idx`): no table is read whole. A verse with tags is read from its tags only.
 */
function strongsVerses(strongs: string, versions: SearchVersion[], place: SQL): SQL {
  const code = strongs.startsWith("G") ? GREEK + Number(strongs.slice(1)) : Number(strongs.slice(1));
  const testament = strongs.startsWith("G") ? sql`s.book >= 40` : sql`s.book <= 39`;
  const codes = sql.join(
    versions.map((v) => sql`${v.code}`),
    sql`, `,
  );
  return sql`select s.version_code, s.book, s.chapter, s.verse from verses s
      where s.strongs is not null and jsonb_path_query_array(s.strongs, '$[*].s[*]') @> ${JSON.stringify([strongs])}::jsonb
        and s.version_code in (${codes}) and ${testament} and ${place}
    union all
    select s.version_code, s.book, s.chapter, s.verse from verse_alignments s
      join verses v on v.version_code = s.version_code and v.book = s.book and v.chapter = s.chapter and v.verse = s.verse
      where alignment_strongs(s.links) @> array[${code}]::smallint[] and v.strongs is null
        and s.version_code in (${codes}) and ${testament} and ${place}`;
}

/**
 * The verses where an original word (by Strong's number) stands in the tagged and the aligned versions, ordered by
 * place and paged; the words carrying the number (its tag, or the alignment's link) are the highlights.
 */
async function searchStrongs(
  db: Database,
  input: SearchInput,
  strongs: string,
  versions: SearchVersion[],
  book: Book | undefined,
): Promise<VersesResult> {
  if (versions.length === 0) return { ...emptyResult(input, "strongs"), strongs };
  const found = strongsVerses(strongs, versions, placeFilter(input.testament, book));
  const [books, rows] = await Promise.all([
    rowsOf(db, sql`select m.book, count(*) as count from (${found}) m group by m.book order by m.book`, bookRow),
    rowsOf(
      db,
      sql`select m.version_code, m.book, m.chapter, m.verse, v.text, v.strongs as tags, a.links from (${found}) m
        join verses v on v.version_code = m.version_code and v.book = m.book and v.chapter = m.chapter and v.verse = m.verse
        left join verse_alignments a on v.strongs is null and a.version_code = m.version_code and a.book = m.book
          and a.chapter = m.chapter and a.verse = m.verse
        order by m.book, m.chapter, m.verse, m.version_code
        limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
      strongsRow,
    ),
  ]);
  const languages = new Map(versions.map((v) => [v.code, v.language]));
  return {
    ...emptyResult(input, "strongs"),
    strongs,
    total: books.reduce((n, b) => n + b.count, 0),
    books: books.map((b) => ({ ...label(b.book), count: b.count })),
    hits: rows.map(
      (row): SearchHit => ({
        version: row.version_code,
        ...label(row.book),
        chapter: row.chapter,
        verse: row.verse,
        text: row.text,
        highlights: row.tags
          ? taggedSpans(row.text, languages.get(row.version_code) ?? "", row.tags, strongs)
          : alignedSpans(row.links ?? [], strongs),
        rank: 1,
      }),
    ),
  };
}

/**
 * The search box: a reference in any of the 12 languages answers the place to open; a Strong's number or an
 * original Hebrew or Greek word the verses of that word; anything else a full-text search of the installed versions.
 */
export async function search(db: Database, input: SearchInput): Promise<SearchResult> {
  const language = input.language ? resolveLanguage(input.language) : undefined;
  const reference = readReference(input.q, language?.code);
  if (reference) return { kind: "reference", reference };
  const book = input.book ? resolveBook(input.book) : undefined;
  const versions = await searchableVersions(db, input.version);
  const strongs = strongsOf(input.q) ?? (await strongsOfOriginalWord(db, input.q));
  if (strongs) return searchStrongs(db, input, strongs, versions, book);
  return searchText(db, input, versions, book, language?.id);
}
