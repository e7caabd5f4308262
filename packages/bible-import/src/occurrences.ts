import { isGreekCode, strongsCode } from "@bible/align/strongs";
import { BOOKS } from "@bible/canon";
import {
  and,
  BIBLE_VERSIONS_CHANGED,
  bibleVersions,
  type Database,
  eq,
  executeRows,
  isNotNull,
  isNull,
  lt,
  or,
  type Queryable,
  sql,
  strongsOccurrenceRuns,
  strongsOccurrences,
} from "@bible/db";
import { forgetVersions } from "@bible/versions";
import { z } from "zod";

/**
 * Raised whenever `strongs_occurrences` is built by another rule: the versions built by an older one are built
 * again at start-up (`backfillStrongsOccurrences`).
 */
export const OCCURRENCES_REVISION = 1;

/** A tag that is a number as the search asks it ('G26', 'H430'; not 'G0026' nor 'H1254a'). */
const CANONICAL_TAG = /^([HG])(0|[1-9][0-9]{0,3})$/;

const packed = z.object({ s: z.string().nullable() });

/**
 * Rows written per statement, as one JSON parameter unpacked by Postgres: 2,000 (a long list of verses each for the
 * frequent numbers) held PGlite, and so the server's thread, up to 2.4 s in a loaded first start.
 */
const BATCH = 400;

/**
 * Builds a version's `strongs_occurrences` again from what Strong's search reads, in the caller's transaction (the
 * one that wrote its verses or its alignment), and records it in `strongs_occurrence_runs`. The rule is the one the
 * search applied to the verses themselves: a verse's own tags (a tag equal to a canonical number, 'G26', as the
 * search asks it) and, unless the version was aligned from those tags (`alignment_runs.method`), the numbers its
 * alignment links carry with confidence (`verse_alignments.strongs`); a Hebrew number in the Old Testament only, a
 * Greek one in the New; each verse once. The verses' numbers are read in two queries (by the primary key) and
 * gathered here: grouping some 300,000 (number, verse) pairs in SQL took seconds of PGlite. Answers how many
 * numbers the version has.
 */
export async function rebuildStrongsOccurrences(tx: Queryable, code: string): Promise<number> {
  await tx.delete(strongsOccurrences).where(eq(strongsOccurrences.versionCode, code));
  // Each read answers one text, a line per verse, "key numbers" (a row per verse cost PGlite three times as much);
  // a line ends where no JSON text can hold a raw line break. One read a book: PGlite runs a statement in the
  // server's thread from start to end, and a whole version's read held it for up to 1.7 s in a first start.
  const key = sql`(v.book::int * 1000000 + v.chapter * 1000 + v.verse)::text`;
  const [fromTags] = await executeRows(
    tx,
    sql`select exists (select 1 from alignment_runs r where r.version_code = ${code} and r.method = 'tags') as t`,
  );
  const alignedFromTags = z.object({ t: z.boolean() }).parse(fromTags).t;
  const tagged: string[] = [];
  const aligned: string[] = [];
  for (const { number: book } of BOOKS) {
    const [tags] = await executeRows(
      tx,
      sql`select string_agg(${key} || ' ' || jsonb_path_query_array(v.strongs, '$[*].s[*]')::text, E'\\n') as s
        from verses v where v.version_code = ${code} and v.book = ${book} and v.strongs is not null`,
    );
    tagged.push(packed.parse(tags).s ?? "");
    if (alignedFromTags) continue;
    const [links] = await executeRows(
      tx,
      sql`select string_agg(${key} || ' ' || array_to_string(v.strongs, ','), E'\\n') as s from verse_alignments v
        where v.version_code = ${code} and v.book = ${book}`,
    );
    aligned.push(packed.parse(links).s ?? "");
  }
  const found = new Map<number, number[]>();
  const add = (number: number, verse: number) => {
    // A Hebrew number in the Old Testament (books 1-39), a Greek one in the New.
    if (isGreekCode(number) === verse < 40_000_000) return;
    const keys = found.get(number);
    if (keys) keys.push(verse);
    else found.set(number, [verse]);
  };
  for (const verse of tagged.join("\n").split("\n")) {
    const space = verse.indexOf(" ");
    if (space < 0) continue;
    const tags: unknown = JSON.parse(verse.slice(space + 1));
    if (!Array.isArray(tags)) continue;
    const at = Number(verse.slice(0, space));
    for (const tag of tags) {
      const match = typeof tag === "string" ? CANONICAL_TAG.exec(tag) : null;
      if (match) add(strongsCode(match[0]), at);
    }
  }
  for (const verse of aligned.join("\n").split("\n")) {
    const [at, numbers] = verse.split(" ");
    if (!at || !numbers) continue;
    for (const number of numbers.split(",")) add(Number(number), Number(at));
  }
  const rows = [...found].map(([number, keys]) => {
    keys.sort((a, b) => a - b);
    const verses = keys.filter((k, i) => i === 0 || k !== keys[i - 1]);
    const books: number[] = [];
    const counts: number[] = [];
    for (const verse of verses) {
      const book = Math.floor(verse / 1_000_000);
      if (books[books.length - 1] === book) counts[counts.length - 1] = (counts[counts.length - 1] ?? 0) + 1;
      else {
        books.push(book);
        counts.push(1);
      }
    }
    return { s: number, v: verses, b: books, c: counts };
  });
  for (let start = 0; start < rows.length; start += BATCH) {
    await tx.execute(sql`
      insert into ${strongsOccurrences} (version_code, strongs, verses, books, counts)
      select ${code}, x.s, x.v, x.b, x.c
      from json_to_recordset(${JSON.stringify(rows.slice(start, start + BATCH))}::json)
        as x(s smallint, v integer[], b smallint[], c integer[])`);
  }
  const run = { versionCode: code, revision: OCCURRENCES_REVISION, numbers: rows.length, builtAt: new Date() };
  await tx
    .insert(strongsOccurrenceRuns)
    .values(run)
    .onConflictDoUpdate({ target: strongsOccurrenceRuns.versionCode, set: run });
  return rows.length;
}

/**
 * Builds `strongs_occurrences` of the installed versions that have none, or were built by an older rule
 * (`OCCURRENCES_REVISION`): a database installed before the table existed is filled at its next start without
 * installing or aligning anything again. Each version in its own transaction; nothing to do at a later start.
 */
export async function backfillStrongsOccurrences(
  db: Database,
  onVersion?: (code: string, numbers: number, seconds: number) => void,
): Promise<string[]> {
  const pending = await db
    .select({ code: bibleVersions.code })
    .from(bibleVersions)
    .leftJoin(strongsOccurrenceRuns, eq(strongsOccurrenceRuns.versionCode, bibleVersions.code))
    .where(
      and(
        isNotNull(bibleVersions.installedAt),
        or(isNull(strongsOccurrenceRuns.versionCode), lt(strongsOccurrenceRuns.revision, OCCURRENCES_REVISION)),
      ),
    )
    .orderBy(bibleVersions.code);
  const done: string[] = [];
  for (const { code } of pending) {
    const started = performance.now();
    const numbers = await db.transaction(async (tx) => {
      const built = await rebuildStrongsOccurrences(tx, code);
      // Other processes keep search answers by the version catalog: they read them again.
      await tx.execute(sql`select pg_notify(${BIBLE_VERSIONS_CHANGED}, ${code})`);
      return built;
    });
    onVersion?.(code, numbers, (performance.now() - started) / 1000);
    done.push(code);
  }
  if (done.length > 0) forgetVersions(db);
  return done;
}
