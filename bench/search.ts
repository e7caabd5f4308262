// The search box over the default set (16 versions), the lexicon and every version aligned, on PGlite and on
// PostgreSQL side by side: p50/p95/p99 of each kind of query (words, phrases, references, Strong's numbers and
// original words, in the 12 languages) asked one at a time, first (nothing kept), again with the answers kept
// dropped (the engine alone, its buffers warm) and again kept (the answer cache). Beside each figure: the load
// (the machine is shared), an anchor (a `select 1` round trip on the same connection, in the same run) and the CPU
// time of the query (PGlite: this process; PostgreSQL: the server's backend, read from /proc, plus this process). Budget (issue 32):
// p95 < 50 ms for every kind on both engines.
// Usage: pnpm --filter @bible/bench search
// SEARCH_BENCH_URL=postgres://… and SEARCH_BENCH_PGLITE=<dir> keep the data between runs (installs only what is
// missing; a first run installs, indexes and aligns everything: many minutes). Without SEARCH_BENCH_PGLITE the
// PGlite database is a directory under .tmp; without SEARCH_BENCH_URL, PostgreSQL is skipped. SEARCH_BENCH_ONLY=pglite
// or postgres runs one engine; SEARCH_BENCH_ALIGN=0 measures with the versions aligned so far (it prints which).
// A smaller measure: SEARCH_BENCH_VERSIONS=KJV,LSG,RV1909 installs and searches these versions only,
// SEARCH_BENCH_DATASETS=strongs-hebrew,strongs-greek,kjv-strongs,oshb,rp2018 these lexicon data sets only and
// SEARCH_BENCH_KINDS=strongs asks these kinds only; ROUNDS=n passes again (3).

import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { createAdminContext, createCaller } from "@bible/api";
import { createDb, type DbHandle, executeRows, sql } from "@bible/db";
import { forgetVersions } from "@bible/versions";
import { percentile } from "./databases";
import { prepareSearchData } from "./search-setup";

type Kind = "words" | "phrases" | "references" | "strongs";

/** [query, the reader's interface language]: every one of the 12 languages, common words and rare ones. */
const QUERIES: Record<Kind, [string, string][]> = {
  words: [
    ["amour", "fr"],
    ["Dieu", "fr"],
    ["love", "en"],
    ["God", "en"],
    ["shepherd", "en"],
    ["mundo", "es"],
    ["Liebe", "de"],
    ["amore", "it"],
    ["pastor", "pt"],
    ["любовь", "ru"],
    ["الله", "ar"],
    ["사랑", "ko"],
    ["愛", "ja"],
    ["世人", "zh"],
    ["神", "zh"],
    ["світ", "uk"],
  ],
  phrases: [
    ['"so loved the world"', "en"],
    ['"aimé le monde"', "fr"],
    ['"amó al mundo"', "es"],
    ['"возлюбил Бог мир"', "ru"],
    ['"神爱世人"', "zh"],
    ['"the Lord is my shepherd"', "en"],
    ["aimé le monde", "fr"],
    ["loved the world", "en"],
    ['"Im Anfang"', "de"],
    ['"In principio"', "it"],
    ['"사랑하사"', "ko"],
    ['"初めに"', "ja"],
  ],
  references: [
    ["Jean 3:16", "fr"],
    ["約 3:16", "zh"],
    ["요 3:16", "ko"],
    ["요한복음 3장 16절", "ko"],
    ["Иоан. 3:16", "ru"],
    ["S. Juan 3:16", "es"],
    ["Psaume 23", "fr"],
    ["1 Co 13", "fr"],
    ["Gen 1:1-5", "en"],
    ["يوحنا ٣:١٦", "ar"],
    ["Івана 3:16", "uk"],
    ["ヨハネ 3:16", "ja"],
  ],
  strongs: [
    ["H430", "en"],
    ["G26", "fr"],
    ["H7462", "de"],
    ["G3056", "ru"],
    ["H1254", "zh"],
    ["G25", "es"],
    ["ἀγάπη", "it"],
    ["אֱלֹהִים", "ko"],
  ],
};

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const ms = (value: number) => `${value.toFixed(1)}`;
const load = () => loadavg()[0]?.toFixed(1) ?? "?";

/** User + system CPU time of a process in ms, from /proc (clock ticks of 10 ms). */
function processCpu(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type Sample = { wall: number; cpu: number };

const only = process.env.SEARCH_BENCH_ONLY;

async function* databases(): AsyncGenerator<{ label: string; handle: DbHandle }> {
  if (only !== "postgres") yield* pgliteDatabase();
  if (only !== "pglite") yield* postgresDatabase();
}

async function* pgliteDatabase(): AsyncGenerator<{ label: string; handle: DbHandle }> {
  const dir = process.env.SEARCH_BENCH_PGLITE ?? resolve(import.meta.dirname, "../.tmp/search-bench-pglite");
  const pglite = createDb({ dataDir: dir });
  await pglite.migrate();
  try {
    yield { label: "PGlite", handle: pglite };
  } finally {
    await pglite.close();
  }
}

async function* postgresDatabase(): AsyncGenerator<{ label: string; handle: DbHandle }> {
  const url = process.env.SEARCH_BENCH_URL;
  if (!url) {
    console.log("PostgreSQL: skipped (set SEARCH_BENCH_URL, e.g. postgres://postgres@127.0.0.1:5432/h_search)");
    return;
  }
  // Migrations hold a lock on one connection while another applies them; then one connection, so the backend whose
  // CPU time is read is the one that answers.
  const migrating = createDb({ url, maxConnections: 2 });
  await migrating.migrate();
  await migrating.close();
  const server = createDb({ url, maxConnections: 1 });
  try {
    yield { label: "PostgreSQL", handle: server };
  } finally {
    await server.close();
  }
}

let failed = false;

for await (const { label, handle } of databases()) {
  const { db } = handle;
  console.log(`${label}: preparing (load ${load()})`);
  const codes = await prepareSearchData(handle, (line) => console.log(line));
  await db.execute(sql`analyze`);
  const [aligned] = (await executeRows(
    db,
    sql`select string_agg(version_code || ' ' || method, ', ' order by version_code) as runs from alignment_runs`,
  )) as { runs: string | null }[];
  console.log(`  aligned: ${aligned?.runs ?? "none"}`);
  const api = createCaller(createAdminContext(db, null));
  const [backend] = (await executeRows(db, sql`select pg_backend_pid() as pid`)) as { pid: number }[];
  const own = () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  // PostgreSQL: the server's backend and this process (the API's own work: parsing, highlights).
  const cpu = handle.kind === "pglite" || !backend ? own : () => processCpu(backend.pid) + own();
  const timed = async (run: () => Promise<unknown>): Promise<Sample> => {
    const cpu0 = cpu();
    const started = performance.now();
    await run();
    return { wall: performance.now() - started, cpu: cpu() - cpu0 };
  };
  const anchor: number[] = [];
  const select1 = async () => anchor.push((await timed(() => db.execute(sql`select 1`))).wall);

  console.log(`${label}: ${codes.length} versions; ms, one query at a time (load ${load()})`);
  console.log("  kind        pass       p50 wall  p95 wall  p99 wall  p50 cpu  p95 cpu  (n)  anchor p50  load");
  const kinds = process.env.SEARCH_BENCH_KINDS?.split(",");
  for (const [kind, queries] of Object.entries(QUERIES) as [Kind, [string, string][]][]) {
    if (kinds && !kinds.includes(kind)) continue;
    const passes: Record<"first" | "uncached" | "cached", Sample[]> = { first: [], uncached: [], cached: [] };
    const ask = (q: string, language: string) => api.search.query({ q, language });
    for (const [q, language] of queries) {
      await select1();
      passes.first.push(await timed(() => ask(q, language)));
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [q, language] of queries) {
        await select1();
        // The answers kept are dropped with the catalog: the engine answers again, its buffers warm.
        forgetVersions(db);
        passes.uncached.push(await timed(() => ask(q, language)));
        passes.cached.push(await timed(() => ask(q, language)));
      }
    }
    for (const [pass, samples] of Object.entries(passes)) {
      const wall = samples.map((s) => s.wall);
      const cpus = samples.map((s) => s.cpu);
      const p95 = percentile(wall, 95);
      const over = pass !== "cached" && percentile(cpus, 95) >= 50;
      if (over) failed = true;
      console.log(
        `  ${kind.padEnd(11)} ${pass.padEnd(9)} ${ms(percentile(wall, 50)).padStart(9)} ${ms(p95).padStart(9)} ` +
          `${ms(percentile(wall, 99)).padStart(9)} ${ms(percentile(cpus, 50)).padStart(8)} ` +
          `${ms(percentile(cpus, 95)).padStart(8)}  (${samples.length})  ${ms(percentile(anchor, 50)).padStart(9)}  ` +
          `${load()}${over ? "  OVER BUDGET (cpu p95)" : ""}`,
      );
    }
    if (kind === "words" || kind === "strongs") {
      const slowest = queries
        .map(([q], i) => ({ q, wall: passes.first[i]?.wall ?? 0, cpu: passes.first[i]?.cpu ?? 0 }))
        .sort((a, b) => b.cpu - a.cpu)
        .slice(0, 3);
      console.log(
        `    slowest first asks: ${slowest.map((s) => `${s.q} ${ms(s.cpu)} cpu/${ms(s.wall)} wall`).join(", ")}`,
      );
    }
  }
  const loved = await api.search.query({ q: '"so loved the world"', language: "en" });
  if (loved.kind === "verses") {
    const at = loved.hits.findIndex((h) => h.bookId === "John" && h.chapter === 3 && h.verse === 16);
    const top = loved.hits[0];
    console.log(
      `  '"so loved the world"': ${loved.total} verses, first ${top?.version} ${top?.bookId} ${top?.chapter}:${top?.verse}, John 3:16 at rank ${at + 1}`,
    );
  }
}
process.exitCode = failed ? 1 : 0;
