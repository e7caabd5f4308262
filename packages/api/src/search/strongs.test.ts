import { strongsCode } from "@bible/align/strongs";
import { backfillStrongsOccurrences } from "@bible/bible-import";
import {
  alignmentRuns,
  eq,
  executeRows,
  foldedLemma,
  lexiconEntries,
  sql,
  strongsOccurrenceRuns,
  strongsOccurrences,
  verseAlignments,
} from "@bible/db";
import { alignVersion, installLexicon, writeAlignment } from "@bible/lexicon";
import { installOriginalBooks, installVersionBooks, LEXICON_DIR } from "@bible/lexicon/testing";
import { forgetVersions } from "@bible/versions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { SearchResult } from "../schemas/search";
import { startApi, type TestApi } from "../testing";

// Real texts cut to four books: Genesis (Hebrew), John, 1 Corinthians and 1 John (Greek). KJV and LSG carry their
// own Strong's tags; the Synodal text carries none and is aligned by the statistical aligner.
const BOOKS = new Set([1, 43, 46, 62]);

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
  await installOriginalBooks(api.db, {
    hebrew: ["Gen"],
    greek: [
      [43, "JOH"],
      [46, "1CO"],
      [62, "1JO"],
    ],
  });
  await installLexicon(api.db, { lexiconDir: LEXICON_DIR, datasets: ["strongs-hebrew", "strongs-greek"] });
  for (const code of ["KJV", "LSG", "SYNOD"]) await installVersionBooks(api.db, code, BOOKS);
  await alignVersion(api.db, "SYNOD");
}, 300_000);

afterAll(() => api?.close());

type Verses = Extract<SearchResult, { kind: "verses" }>;
type Hit = Verses["hits"][number];

async function find(q: string, options: Record<string, string | number> = {}): Promise<Verses> {
  const result = await (await api.guest()).search.query({ q, pageSize: 50, ...options });
  if (result.kind !== "verses") throw new Error(`${q} read as a reference`);
  return result;
}

const place = (hit: Hit) => `${hit.version} ${hit.bookId} ${hit.chapter}:${hit.verse}`;
const marked = (hit: Hit) => hit.highlights.map(([start, end]) => hit.text.slice(start, end).toLowerCase());
const hitAt = (result: Verses, at: string) => {
  const hit = result.hits.find((h) => place(h) === at);
  if (!hit) throw new Error(`${at} not found`);
  return hit;
};

describe("Strong's search in the installed texts", () => {
  it("finds G26 in the KJV by its own tags, before any alignment, and marks the word that carries it", async () => {
    expect(await api.db.select().from(alignmentRuns)).toHaveLength(1);
    const love = await find("G26", { version: "KJV" });
    expect(love.mode).toBe("strongs");
    expect(love.total).toBeGreaterThan(20);
    expect(new Set(love.hits.map((h) => h.version))).toEqual(new Set(["KJV"]));
    expect(marked(hitAt(love, "KJV 1John 4:8"))).toEqual(["love"]);
    // 1 Corinthians 13:13 renders ἀγάπη 'charity', twice.
    expect(marked(hitAt(love, "KJV 1Cor 13:13"))).toEqual(["charity", "charity"]);
    expect(love.books.map((b) => b.bookId)).toEqual(["John", "1Cor", "1John"]);
  });

  it("finds G26 in the LSG by its tags, and H430 in Genesis in both tagged texts", async () => {
    const love = await find("g0026", { version: "LSG" });
    expect(love.strongs).toBe("G26");
    expect(love.total).toBeGreaterThan(20);
    expect(marked(hitAt(love, "LSG 1John 4:8"))).toEqual(["amour"]);
    const god = await find("H430");
    expect(god.books.map((b) => b.bookId)).toEqual(["Gen"]);
    expect(marked(hitAt(god, "KJV Gen 1:1"))).toEqual(["god"]);
    expect(marked(hitAt(god, "LSG Gen 1:1"))).toEqual(["dieu"]);
    expect(god.total).toBeGreaterThan(300);
  });

  it("finds G26 in a text without tags through its alignment, marking the aligned word", async () => {
    const love = await find("G26", { version: "SYNOD" });
    expect(love.total).toBeGreaterThan(10);
    const words = new Set(love.hits.flatMap(marked));
    expect([...words].some((w) => w.startsWith("любов"))).toBe(true);
    for (const hit of love.hits) expect(hit.highlights.length, place(hit)).toBeGreaterThan(0);
  });

  it("pages and counts each verse once, every version together, in canon order", async () => {
    const all = await find("G26");
    const versions = new Set(all.hits.map((h) => h.version));
    expect(versions).toEqual(new Set(["KJV", "LSG", "SYNOD"]));
    expect(all.total).toBe(
      (await find("G26", { version: "KJV" })).total +
        (await find("G26", { version: "LSG" })).total +
        (await find("G26", { version: "SYNOD" })).total,
    );
    const first = await find("G26", { pageSize: 10 });
    const second = await find("G26", { pageSize: 10, page: 2 });
    expect(first.hits.map(place)).toEqual(all.hits.slice(0, 10).map(place));
    expect(second.hits.map(place)).toEqual(all.hits.slice(10, 20).map(place));
    expect(new Set(all.hits.map(place)).size).toBe(all.hits.length);
    const order = ["John", "1Cor", "1John"];
    const places = all.hits.map((h) => [order.indexOf(h.bookId), h.chapter, h.verse] as const);
    expect(places).toEqual([...places].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]));
  });

  it("finds the word typed in Greek the same way", async () => {
    const love = await find("αγαπη", { version: "KJV" });
    expect(love.strongs).toBe("G26");
    expect(love.total).toBe((await find("G26", { version: "KJV" })).total);
  });

  it("reads both through their indexes, never a whole table", async () => {
    // A test table is small enough to be read in one go: the planner is told not to, so that the plan shows
    // whether the query can be answered from the index (on a whole Bible it chooses the index by itself).
    const plan = async (query: string) =>
      JSON.stringify(
        await api.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          return executeRows(tx, sql.raw(`explain ${query}`));
        }),
      );
    // An original word typed: its entry through the folded lemma index, not every entry folded.
    const word = JSON.stringify(
      await api.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return executeRows(
          tx,
          sql`explain select strongs from lexicon_entries where ${foldedLemma(lexiconEntries.lemma)} = 'αγαπη'`,
        );
      }),
    );
    expect(word).toContain("lexicon_entries_folded_lemma_idx");
    // The occurrences of a number: one row per version, by the primary key.
    const occurrences = await plan(
      "select books, counts from strongs_occurrences where version_code in ('KJV', 'LSG') and strongs = 10026",
    );
    expect(occurrences).toContain("strongs_occurrences_version_code_strongs_pk");
    expect(occurrences).not.toMatch(/Seq Scan/);
  });
});

/** The verses where a number stands in a version as the search read them before the occurrence index: every row. */
async function readWhole(version: string, strongs: string): Promise<string[]> {
  const code = strongsCode(strongs);
  const testament = strongs.startsWith("G") ? sql`s.book >= 40` : sql`s.book <= 39`;
  const rows = await executeRows(
    api.db,
    sql`select s.book, s.chapter, s.verse from verses s
        where s.version_code = ${version} and s.strongs is not null
          and jsonb_path_query_array(s.strongs, '$[*].s[*]') @> ${JSON.stringify([strongs])}::jsonb and ${testament}
      union
      select s.book, s.chapter, s.verse from verse_alignments s
        where s.version_code = ${version} and s.strongs @> array[${code}]::smallint[] and ${testament}
          and s.version_code not in (select r.version_code from alignment_runs r where r.method = 'tags')
      order by 1, 2, 3`,
  );
  return z
    .array(z.object({ book: z.coerce.number(), chapter: z.coerce.number(), verse: z.coerce.number() }))
    .parse(rows)
    .map((r) => `${r.book} ${r.chapter}:${r.verse}`);
}

/** The verses of a version that `strongs_occurrences` holds for a number, in its order. */
async function readIndex(version: string, strongs: string): Promise<string[]> {
  const code = strongsCode(strongs);
  const rows = await executeRows(
    api.db,
    sql`select k / 1000000 as book, k / 1000 % 1000 as chapter, k % 1000 as verse
      from strongs_occurrences o cross join lateral unnest(o.verses) with ordinality as x(k, n)
      where o.version_code = ${version} and o.strongs = ${code} order by x.n`,
  );
  return z
    .array(z.object({ book: z.coerce.number(), chapter: z.coerce.number(), verse: z.coerce.number() }))
    .parse(rows)
    .map((r) => `${r.book} ${r.chapter}:${r.verse}`);
}

describe("the Strong's occurrence index kept in step with the texts and alignments", () => {
  const numbers = ["G26", "G25", "G2316", "G3056", "H430", "H1254", "H7462"];

  it("holds, for each version and number, the verses a read of every tagged and aligned row finds, in canon order", async () => {
    for (const version of ["KJV", "LSG", "SYNOD"]) {
      for (const strongs of numbers) {
        const whole = await readWhole(version, strongs);
        expect(await readIndex(version, strongs), `${version} ${strongs}`).toEqual(whole);
      }
    }
    expect((await readIndex("SYNOD", "G26")).length).toBeGreaterThan(10);
    expect((await readIndex("KJV", "H430")).length).toBeGreaterThan(150);
  });

  it("follows a version aligned again, in the alignment's transaction", async () => {
    const [run] = await api.db.select().from(alignmentRuns).where(eq(alignmentRuns.versionCode, "SYNOD"));
    if (!run) throw new Error("SYNOD is not aligned");
    const stored = await api.db
      .select({
        book: verseAlignments.book,
        chapter: verseAlignments.chapter,
        verse: verseAlignments.verse,
        links: verseAlignments.links,
      })
      .from(verseAlignments)
      .where(eq(verseAlignments.versionCode, "SYNOD"));
    const before = await find("G26", { version: "SYNOD" });
    expect(before.hits.map(place)).toContain("SYNOD 1John 4:8");
    // Aligned again without 1 John 4: its verses are found no more, the counts and the page say so.
    await writeAlignment(
      api.db,
      run,
      stored.filter((v) => !(v.book === 62 && v.chapter === 4)),
    );
    const without = await find("G26", { version: "SYNOD" });
    expect(without.hits.map(place)).not.toContain("SYNOD 1John 4:8");
    expect(without.total).toBe(
      before.total - before.hits.filter((h) => h.bookId === "1John" && h.chapter === 4).length,
    );
    expect(await readIndex("SYNOD", "G26")).toEqual(await readWhole("SYNOD", "G26"));
    // And as it was once aligned again whole.
    await writeAlignment(api.db, run, stored);
    expect((await find("G26", { version: "SYNOD" })).hits.map(place)).toEqual(before.hits.map(place));
  });

  it("is filled at start-up for versions installed before it, once", async () => {
    const love = await find("G26", { version: "KJV" });
    await api.db.delete(strongsOccurrenceRuns).where(eq(strongsOccurrenceRuns.versionCode, "KJV"));
    await api.db.delete(strongsOccurrences).where(eq(strongsOccurrences.versionCode, "KJV"));
    expect(await backfillStrongsOccurrences(api.db)).toEqual(["KJV"]);
    expect(await find("G26", { version: "KJV" })).toEqual(love);
    expect(await backfillStrongsOccurrences(api.db)).toEqual([]);
  });

  it("loses a removed version's rows with it", async () => {
    expect((await readIndex("SYNOD", "G26")).length).toBeGreaterThan(0);
    await api.db.execute(sql`delete from bible_versions where code = 'SYNOD'`);
    // As the `bible_versions_changed` notification makes a server forget its catalog.
    forgetVersions(api.db);
    const left = await api.db
      .select({ version: strongsOccurrences.versionCode })
      .from(strongsOccurrences)
      .where(eq(strongsOccurrences.versionCode, "SYNOD"));
    expect(left).toEqual([]);
    expect(
      await api.db.select().from(strongsOccurrenceRuns).where(eq(strongsOccurrenceRuns.versionCode, "SYNOD")),
    ).toEqual([]);
    expect(new Set((await find("G26")).hits.map((h) => h.version))).toEqual(new Set(["KJV", "LSG"]));
  });
});
