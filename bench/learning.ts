/**
 * The learning view (issue 33): the share of a chapter's running words a reader knows, as the page computes it
 * (apps/web/src/features/learning/coverage.ts over `learning.chapterWords` and the reader's states), and a
 * change of a word's state (`learning.mark` through the tRPC procedure: session, validation, SQL), for a reader
 * who knows 3,000 Russian lemmas among 1,000 readers. CPU time beside wall time, with the machine's load; the
 * state change beside an anchor in the same process (`preferences.get`, a one-row read of the same reader).
 * Targets: coverage of a chapter < 20 ms; state change p99 < 50 ms.
 *
 *   BIBLE_SOURCE_DIR=../shared/data/bibles pnpm --filter @bible/bench learning [changes]
 */
import { startApi } from "@bible/api/testing";
import { sql } from "@bible/db";
import { installVersionBooks } from "@bible/lexicon/testing";
import { chapterCoverage } from "../apps/web/src/features/learning/coverage";
import { machineLoad } from "./lib/stats";

const changes = Number(process.argv[2] ?? 400);
const KNOWN = 3_000;
const OTHER_READERS = 999;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

async function timed(count: number, call: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await call(count + i);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < count; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await call(i);
    wall.push(performance.now() - t0);
    cpu.push(cpuMs(c0));
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { wall, cpu };
}

const api = await startApi();
try {
  await installVersionBooks(api.db, "SYNOD", new Set([19, 43]));
  const reader = await api.signUp();
  const guest = await api.guest();

  // The chapter's words: the first answer lemmatises the chapter's forms (the analysers' data read once), later
  // ones come from memory.
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const psalm = await guest.learning.chapterWords({ book: "Psalms", chapter: 119, language: "ru", version: "SYNOD" });
  const firstWall = performance.now() - t0;
  const firstCpu = cpuMs(c0);
  const running = psalm.verses.reduce((n, v) => n + v.words.length / 4, 0);
  const t1 = performance.now();
  await guest.learning.chapterWords({ book: "Psalms", chapter: 119, language: "ru", version: "SYNOD" });
  const warmWall = performance.now() - t1;

  // The reader knows 3,000 lemmas: those of Psalm 119 but one in three, the rest made up; 999 others know 300 each.
  const chapterLemmas = psalm.lemmas.filter((_, i) => i % 3 !== 0);
  const filler = Array.from({ length: KNOWN - chapterLemmas.length }, (_, i) => `слово${i}`);
  await reader.caller.learning.mark({ language: "ru", lemmas: [...chapterLemmas, ...filler], state: "known" });
  await api.db.execute(sql`
    INSERT INTO users (id, email, password_hash)
    SELECT 'bench-' || n, 'bench-' || n || '@example.org', 'x' FROM generate_series(1, ${OTHER_READERS}) AS n`);
  await api.db.execute(sql`
    INSERT INTO word_states (user_id, language, lemma, state)
    SELECT u.id, 'russian', 'слово' || n, 'known' FROM users u CROSS JOIN generate_series(1, 300) AS n
    WHERE u.id LIKE 'bench-%'`);
  await api.db.execute(sql`ANALYZE`);

  console.log(`learning: ${api.database.kind}; ${machineLoad()}`);
  console.log(
    `  Psalm 119 (SYNOD): ${running} running words, ${psalm.lemmas.length} lemmas; chapterWords first ${firstWall.toFixed(0)} ms wall (${firstCpu.toFixed(0)} ms CPU), then ${warmWall.toFixed(1)} ms`,
  );

  // Coverage as the page computes it when the states arrive: the states' answer made a Map, then the count.
  const states = await reader.caller.learning.states({ language: "ru" });
  const rounds = 200;
  const coverageCpu: number[] = [];
  const coverageWall: number[] = [];
  let share = 0;
  for (let i = 0; i < rounds + 20; i++) {
    const cpu0 = process.cpuUsage();
    const w0 = performance.now();
    const map = new Map(states.words.map((w) => [w.lemma, w.state]));
    share = chapterCoverage(psalm, map).share ?? 0;
    if (i >= 20) {
      coverageWall.push(performance.now() - w0);
      coverageCpu.push(cpuMs(cpu0));
    }
  }
  coverageWall.sort((a, b) => a - b);
  coverageCpu.sort((a, b) => a - b);
  console.log(
    `  coverage of Psalm 119 with ${states.words.length} states: p50 ${percentile(coverageWall, 50).toFixed(2)} ms, p99 ${percentile(coverageWall, 99).toFixed(2)} ms wall; CPU p99 ${percentile(coverageCpu, 99).toFixed(2)} ms (target < 20 ms); known ${(share * 100).toFixed(1)} %`,
  );

  const anchor = await timed(changes, () => reader.caller.preferences.get({}));
  const marks = ["known", "learning", "ignored", "new"] as const;
  const mark = await timed(changes, (i) =>
    reader.caller.learning.mark({
      language: "ru",
      lemmas: [psalm.lemmas[i % psalm.lemmas.length] ?? "мир"],
      state: marks[i % marks.length] ?? "known",
    }),
  );
  const p = (list: readonly number[], q: number) => percentile(list, q).toFixed(2);
  console.log(
    `  state change (learning.mark): p50 ${p(mark.wall, 50)} ms, p99 ${p(mark.wall, 99)} ms wall; CPU p50 ${p(mark.cpu, 50)} ms, p99 ${p(mark.cpu, 99)} ms (target p99 < 50 ms)`,
  );
  console.log(
    `  anchor preferences.get:       p50 ${p(anchor.wall, 50)} ms, p99 ${p(anchor.wall, 99)} ms wall; CPU p99 ${p(anchor.cpu, 99)} ms; mark / anchor CPU p50 ${(percentile(mark.cpu, 50) / percentile(anchor.cpu, 50)).toFixed(1)}×`,
  );
  console.log(`  ${machineLoad()}`);
  const missed =
    percentile(coverageCpu, 99) >= 20 || percentile(mark.cpu, 99) >= 50 ? "missed a target (CPU)" : "targets met (CPU)";
  console.log(`  ${missed}`);
  if (missed.startsWith("missed")) process.exitCode = 1;
} finally {
  await api.close();
}
