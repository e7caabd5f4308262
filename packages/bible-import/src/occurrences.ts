import {
  and,
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

/** The stored code of a Greek number (as `verse_alignments.strongs`: G1 = 10001). */
const GREEK_CODE = 10_000;

/**
 * Builds a version's `strongs_occurrences` again from what Strong's search reads, in the caller's transaction (the
 * one that wrote its verses or its alignment), and records it in `strongs_occurrence_runs`. The rule is the one the
 * search applied to the verses themselves: a verse's own tags (a tag equal to a canonical number, 'G26', as the
 * search asks it) and, unless the version was aligned from those tags (`alignment_runs.method`), the numbers its
 * alignment links carry with confidence (`verse_alignments.strongs`); a Hebrew number in the Old Testament only, a
 * Greek one in the New; each verse once. Answers how many numbers the version has.
 */
export async function rebuildStrongsOccurrences(tx: Queryable, code: string): Promise<number> {
  await tx.delete(strongsOccurrences).where(eq(strongsOccurrences.versionCode, code));
  const [run] = await executeRows(
    tx,
    sql`with tagged as (
        select t.tag #>> '{}' as tag, v.book, v.chapter, v.verse
        from verses v cross join lateral jsonb_path_query(v.strongs, '$[*].s[*]') as t(tag)
        where v.version_code = ${code} and v.strongs is not null
      ),
      found as (
        select case when left(tag, 1) = 'G' then ${GREEK_CODE} else 0 end + substr(tag, 2)::int as code,
          book, chapter, verse
        from tagged where tag ~ '^[HG](0|[1-9][0-9]{0,3})$'
        union
        select unnest(a.strongs)::int as code, a.book, a.chapter, a.verse from verse_alignments a
        where a.version_code = ${code}
          and not exists (select 1 from alignment_runs r where r.version_code = ${code} and r.method = 'tags')
      ),
      placed as (
        select code, book, book::int * 1000000 + chapter * 1000 + verse as key from found
        where (code < ${GREEK_CODE} and book <= 39) or (code >= ${GREEK_CODE} and book >= 40)
      ),
      by_book as (
        select code, array_agg(book order by book) as books, array_agg(n order by book) as counts
        from (select code, book, count(*)::int as n from placed group by code, book) b
        group by code
      ),
      written as (
        insert into ${strongsOccurrences} (version_code, strongs, verses, books, counts)
        select ${code}, p.code, array_agg(p.key order by p.key), b.books, b.counts
        from placed p join by_book b on b.code = p.code
        group by p.code, b.books, b.counts
        returning 1
      )
      insert into ${strongsOccurrenceRuns} (version_code, revision, numbers, built_at)
      select ${code}, ${OCCURRENCES_REVISION}, count(*), now() from written
      on conflict (version_code) do update
        set revision = excluded.revision, numbers = excluded.numbers, built_at = excluded.built_at
      returning numbers`,
  );
  return z.object({ numbers: z.coerce.number() }).parse(run).numbers;
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
      await tx.execute(sql`select pg_notify('bible_versions_changed', ${code})`);
      return built;
    });
    onVersion?.(code, numbers, (performance.now() - started) / 1000);
    done.push(code);
  }
  if (done.length > 0) forgetVersions(db);
  return done;
}
