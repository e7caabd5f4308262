import { isGreekCode, strongsCode } from "@bible/align/strongs";
import {
  type Book,
  bookByNumber,
  foldSearchText,
  type LanguageCode,
  type ParsedReference,
  parseReference,
  searchLanguage,
  searchLiteralText,
  searchPhraseText,
  searchQueryText,
  searchTerms,
  searchWords,
  strongsOf,
} from "@bible/canon";
import { verseCount } from "@bible/canon/verses";
import {
  and,
  type Database,
  eq,
  executeRows,
  foldedLemma,
  inArray,
  lexiconEntries,
  type SQL,
  sql,
  strongsOccurrences,
} from "@bible/db";
import { frenchMessage } from "@bible/i18n";
import { alignedSpans, taggedSpans, wordStudyRevision } from "@bible/lexicon";
import { installedVersions } from "@bible/versions";
import { z } from "zod";
import { invalidField } from "../errors";
import { checkReference, resolveBook, resolveLanguage } from "../lib/refs";
import type { ReferenceAnswer, SearchHit, SearchInput, SearchResult } from "../schemas/search";
import { cachedSearch } from "./cache";

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

const ORIGINAL_SCRIPT = /^[\p{Script=Hebrew}\p{Script=Greek}\p{M}]+$/u;

/** An original word typed in Hebrew or Greek (with or without vowel points and accents): its Strong's number. */
async function strongsOfOriginalWord(db: Database, q: string): Promise<string | undefined> {
  const word = q.trim();
  if (!ORIGINAL_SCRIPT.test(word)) return undefined;
  const folded = word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/ς/g, "σ");
  const [entry] = await rowsOf(
    db,
    sql`select strongs from lexicon_entries
      where ${foldedLemma(lexiconEntries.lemma)} = ${folded}
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

/** A JSON column: postgres.js and PGlite parse it, a driver that does not answers its text. */
const json = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" ? JSON.parse(value) : value), schema);

const textPage = z.object({
  books: json(z.array(bookRow)),
  hits: json(z.array(hitRow.omit({ query: true }).extend({ g: z.number() }))),
  queries: json(z.array(z.string())),
});

/**
 * A version filter the planner applies to the rows the full-text index found instead of reading the primary key
 * for it: AND-ing the index's bitmap with every row of the chosen versions (93,000 for the three English ones) cost
 * more than the search itself.
 */
function versionIn(codes: string[]): SQL {
  return sql`(s.version_code || '') in (${sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  )})`;
}

/**
 * Full-text search, ranked, grouped by book and paged, in one statement that reads the matches once: the counts by
 * book and the page are both taken from them (see `verse_search` for how the index is made).
 */
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
        literal: searchLiteralText(v.language, input.q),
      };
    })
    .filter((v) => v.q !== "");
  if (queries.length === 0) return emptyResult(input, "words");
  // Versions that read the query the same way (same configuration, same folding) share one index scan: the
  // tsquery is a constant of each branch, so the GIN index answers it. Rank: cover density (words close together)
  // over the verse's length, plus one when the whole query stands there in that order (stemmed), plus one more
  // when it stands there as typed, stop words included: 'aimé le monde' puts John 3:16 before a verse that says
  // 'monde' four times, '"so loved the world"' John 3:16 before 'Love not the world' (1 John 2:15). The text is
  // read for the verses that have the stemmed phrase only.
  type Group = { cfg: string; q: string; p: string; literal: string; codes: string[]; preferred: SQL[] };
  const groups = new Map<string, Group>();
  for (const query of queries) {
    const key = `${query.cfg}\u0000${query.q}\u0000${query.literal}`;
    const group = groups.get(key) ?? { ...query, codes: [], preferred: [] };
    group.codes.push(query.code);
    if (query.preference > 0) group.preferred.push(sql`when ${query.code} then ${query.preference}::int`);
    groups.set(key, group);
  }
  const place = placeFilter(input.testament, book);
  const list = [...groups.values()];
  const branches = list.map(({ cfg, q, p, literal, codes, preferred }, g) => {
    const tsquery = sql`to_tsquery(${cfg}::regconfig, ${q})`;
    const typed =
      literal === ""
        ? sql`0`
        : sql`case when exists (select 1 from verses v where v.version_code = s.version_code and v.book = s.book
            and v.chapter = s.chapter and v.verse = s.verse
            and to_tsvector('simple', v.text) @@ to_tsquery('simple', ${literal})) then 1 else 0 end`;
    const bonus =
      p === "" ? sql`0` : sql`case when s.document @@ to_tsquery(${cfg}::regconfig, ${p}) then 1 + ${typed} else 0 end`;
    const preference =
      preferred.length === 0 ? sql`0` : sql`case s.version_code ${sql.join(preferred, sql` `)} else 0 end`;
    return sql`select s.version_code, s.book, s.chapter, s.verse, ${g}::int as g, ${preference} as preference,
        ts_rank_cd(s.document, ${tsquery}, 1) + ${bonus} as rank
      from verse_search s where s.document @@ ${tsquery} and ${versionIn(codes)} and ${place}`;
  });
  const order = sql`t.preference desc, t.rank desc, t.book, t.chapter, t.verse, t.version_code`;
  const [page] = await rowsOf(
    db,
    sql`with m as materialized (${sql.join(branches, sql` union all `)}),
      t as (select * from m t order by ${order} limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize})
      select
        (select coalesce(json_agg(json_build_object('book', b.book, 'count', b.count) order by b.book), '[]'::json)
          from (select book, count(*) as count from m group by book) b) as books,
        (select coalesce(json_agg(json_build_object('version_code', t.version_code, 'book', t.book,
            'chapter', t.chapter, 'verse', t.verse, 'g', t.g, 'rank', t.rank, 'text', v.text) order by ${order}),
            '[]'::json)
          from t join verses v on v.version_code = t.version_code and v.book = t.book and v.chapter = t.chapter
            and v.verse = t.verse) as hits,
        json_build_array(${sql.join(
          list.map(({ cfg, q }) => sql`to_tsquery(${cfg}::regconfig, ${q})::text`),
          sql`, `,
        )}) as queries`,
    textPage,
  );
  const books = page?.books ?? [];
  const rows = (page?.hits ?? []).map((r) => ({ ...r, query: page?.queries[r.g] ?? "" }));
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

/** Of one version's occurrences, the slice the filters keep: from `start` (0-based), `count` keys. */
type Slice = { version: string; start: number; count: number };

/**
 * The counts by book of a Strong's number in the chosen versions, and the slice of each version's sorted keys that
 * the testament and book filters keep (a Hebrew number stands in the Old Testament only, a Greek one in the New):
 * read from `strongs_occurrences`, one row per version, no verse read.
 */
async function strongsCounts(
  db: Database,
  code: number,
  versions: SearchVersion[],
  testament: "OT" | "NT" | undefined,
  book: Book | undefined,
): Promise<{ books: Map<number, number>; slices: Slice[] }> {
  const books = new Map<number, number>();
  const slices: Slice[] = [];
  const greek = isGreekCode(code);
  if (testament && (testament === "NT") !== greek) return { books, slices };
  const rows = await db
    .select({
      version: strongsOccurrences.versionCode,
      books: strongsOccurrences.books,
      counts: strongsOccurrences.counts,
    })
    .from(strongsOccurrences)
    .where(
      and(
        inArray(
          strongsOccurrences.versionCode,
          versions.map((v) => v.code),
        ),
        eq(strongsOccurrences.strongs, code),
      ),
    );
  for (const row of rows) {
    let start = 0;
    let count = 0;
    row.books.forEach((number, i) => {
      const n = row.counts[i] ?? 0;
      if (book && number < book.number) start += n;
      else if (!book || number === book.number) {
        count += n;
        books.set(number, (books.get(number) ?? 0) + n);
      }
    });
    if (count > 0) slices.push({ version: row.version, start, count });
  }
  return { books, slices };
}

/**
 * The verses where an original word (by Strong's number) stands in the tagged and the aligned versions, ordered by
 * place and paged; the words carrying the number (its tag, or the alignment's link) are the highlights. Read from
 * `strongs_occurrences` (see its rule): the counts by book from each version's counts, then the page from the
 * versions' sorted keys (each version gives at most the keys up to the page's end), and only the page's verses are
 * read, with their tags or links.
 */
async function searchStrongs(
  db: Database,
  input: SearchInput,
  strongs: string,
  versions: SearchVersion[],
  book: Book | undefined,
): Promise<VersesResult> {
  if (versions.length === 0) return { ...emptyResult(input, "strongs"), strongs };
  const code = strongsCode(strongs);
  const counted = await strongsCounts(db, code, versions, input.testament, book);
  const total = [...counted.books.values()].reduce((n, count) => n + count, 0);
  const offset = (input.page - 1) * input.pageSize;
  const end = offset + input.pageSize;
  // Array slices are 1-based and inclusive: keys start + 1 … start + min(count, end) of each version.
  const ranges = counted.slices.map(
    ({ version, start, count }) => sql`(${version}::text, ${start + 1}::int, ${start + Math.min(count, end)}::int)`,
  );
  const rows =
    offset >= total || ranges.length === 0
      ? []
      : ((
          await rowsOf(
            db,
            sql`with t as (
              select o.version_code, x.key / 1000000 as book, x.key / 1000 % 1000 as chapter, x.key % 1000 as verse
              from (values ${sql.join(ranges, sql`, `)}) as r(version_code, lo, hi)
              join strongs_occurrences o on o.version_code = r.version_code and o.strongs = ${code}
              cross join lateral unnest(o.verses[r.lo:r.hi]) as x(key)
              order by x.key, o.version_code limit ${input.pageSize} offset ${offset})
            select coalesce(json_agg(json_build_object('version_code', t.version_code, 'book', t.book,
                'chapter', t.chapter, 'verse', t.verse, 'text', v.text, 'tags', v.strongs, 'links', a.links)
                order by t.book, t.chapter, t.verse, t.version_code), '[]'::json) as hits
              from t join verses v on v.version_code = t.version_code and v.book = t.book and v.chapter = t.chapter
                and v.verse = t.verse
              left join verse_alignments a on v.strongs is null and a.version_code = t.version_code and a.book = t.book
                and a.chapter = t.chapter and a.verse = t.verse`,
            z.object({ hits: json(z.array(strongsRow)) }),
          )
        )[0]?.hits ?? []);
  const languages = new Map(versions.map((v) => [v.code, v.language]));
  return {
    ...emptyResult(input, "strongs"),
    strongs,
    total,
    books: [...counted.books].sort(([a], [b]) => a - b).map(([number, count]) => ({ ...label(number), count })),
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
 * Answers are kept by the data they were read from (see `cachedSearch`): the version catalog, and for an original
 * word the word study's revision too (the lexicon, each version's alignment, which a first start writes after the
 * texts).
 */
export async function search(db: Database, input: SearchInput): Promise<SearchResult> {
  const language = input.language ? resolveLanguage(input.language) : undefined;
  const reference = readReference(input.q, language?.code);
  if (reference) return { kind: "reference", reference };
  const book = input.book ? resolveBook(input.book) : undefined;
  const catalog = await installedVersions(db);
  const versions = await searchableVersions(db, input.version);
  const original = strongsOf(input.q) !== undefined || ORIGINAL_SCRIPT.test(input.q.trim());
  const revision = original ? await wordStudyRevision(db, [...new Set(versions.map((v) => v.language))]) : "";
  const key = JSON.stringify([
    input.q,
    language?.id ?? null,
    versions.length === catalog.length ? null : versions.map((v) => v.code),
    [...new Set(input.versions?.map((code) => code.toUpperCase()))].sort(),
    input.testament ?? null,
    book?.number ?? null,
    input.page,
    input.pageSize,
    revision,
  ]);
  return cachedSearch(catalog, key, async () => {
    const strongs = strongsOf(input.q) ?? (await strongsOfOriginalWord(db, input.q));
    if (strongs) return searchStrongs(db, input, strongs, versions, book);
    return searchText(db, input, versions, book, language?.id);
  });
}
