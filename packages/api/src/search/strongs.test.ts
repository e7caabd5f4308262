import { ALIGNMENT_STRONGS_INDEX, alignmentRuns, executeRows, sql, VERSE_TAGS_INDEX } from "@bible/db";
import { alignVersion, installLexicon } from "@bible/lexicon";
import { installOriginalBooks, installVersionBooks, LEXICON_DIR } from "@bible/lexicon/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    const tags = await plan(
      `select 1 from verses s where s.strongs is not null
        and jsonb_path_query_array(s.strongs, '$[*].s[*]') @> '["G26"]'::jsonb`,
    );
    expect(tags).toContain(VERSE_TAGS_INDEX);
    expect(tags).not.toMatch(/Seq Scan/);
    const links = await plan("select 1 from verse_alignments s where s.strongs @> array[10026]::smallint[]");
    expect(links).toContain(ALIGNMENT_STRONGS_INDEX);
    expect(links).not.toMatch(/Seq Scan/);
  });
});
