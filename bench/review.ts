/**
 * Spaced-repetition review on a full table: one reader with 10,000 words (20,000 cards) among 1,000 readers
 * with 10 words each, through the tRPC procedures as the web app calls them (session, validation, SQL).
 * Targets: due cards and grading p99 under 10 ms; the CSV export of 10,000 words under 1 s.
 *
 *   pnpm --filter @bible/bench exec tsx review.ts [requests]
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @bible/bench exec tsx review.ts
 */
import { startApi } from "@bible/api/testing";
import { sql } from "@bible/db";

const requests = Number(process.argv[2] ?? 500);
const WORDS = 10_000;
const OTHER_USERS = 999;
const OTHER_WORDS = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function timed(label: string, count: number, call: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await call(count + i);
  const durations: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await call(i);
    durations.push(performance.now() - t0);
  }
  durations.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(28)} p50 ${percentile(durations, 50).toFixed(2)} ms   p99 ${percentile(durations, 99).toFixed(2)} ms (target p99 < 10 ms)`,
  );
}

const api = await startApi();
try {
  const reader = await api.signUp();
  const seedStarted = performance.now();
  await api.db.execute(sql`
    INSERT INTO users (id, email, password_hash)
    SELECT 'bench-' || n, 'bench-' || n || '@example.org', 'x' FROM generate_series(1, ${OTHER_USERS}) AS n`);
  const words = (userId: string, count: number) => sql`
    INSERT INTO vocabulary_entries (user_id, word, normalized_word, language, definition, context, grammatical_info)
    SELECT ${userId}, 'mot' || n, 'mot' || n, 'french', 'définition ' || n, 'Que la [mot' || n || '] soit',
      '{"type":null,"translation":"word","infinitive":null,"pronunciation":null,"conjugations":null}'::jsonb
    FROM generate_series(1, ${count}) AS n`;
  await api.db.execute(words(reader.id, WORDS));
  await api.db.execute(sql`
    INSERT INTO vocabulary_entries (user_id, word, normalized_word, language, definition, context, grammatical_info)
    SELECT u.id, 'mot' || n, 'mot' || n, 'french', '', '', '{"type":null,"translation":null,"infinitive":null,"pronunciation":null,"conjugations":null}'::jsonb
    FROM users u CROSS JOIN generate_series(1, ${OTHER_WORDS}) AS n WHERE u.id LIKE 'bench-%'`);
  // Cards as the migration backfills them, due over the last and the next 30 days.
  await api.db.execute(sql`
    INSERT INTO review_cards (user_id, vocabulary_id, direction, due)
    SELECT v.user_id, v.id, d.direction, now() + ((v.id % 60) - 30) * interval '1 day'
    FROM vocabulary_entries v CROSS JOIN (VALUES ('recognition'), ('recall')) AS d(direction)
    ON CONFLICT (vocabulary_id, direction) DO NOTHING`);
  await api.db.execute(sql`ANALYZE`);
  console.log(
    `review: ${api.database.kind}, ${WORDS} words (${WORDS * 2} cards) for one reader among ${OTHER_USERS + 1}; seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const timeZone = "Europe/Paris";
  await timed("review.due (200 cards)", requests, () => reader.caller.review.due({ timeZone }));
  await timed("review.counts", requests, () => reader.caller.review.counts({ timeZone }));
  const due = await reader.caller.review.due({ timeZone, limit: 500 });
  await timed("review.grade", Math.min(requests, due.length - 20), async (i) => {
    const card = due[i];
    if (!card) throw new Error("not enough due cards");
    await reader.caller.review.grade({ cardId: card.id, grade: 3, reps: card.reps, timeZone });
  });
  const t0 = performance.now();
  const file = await reader.caller.vocabulary.export({ format: "csv" });
  console.log(
    `  vocabulary.export csv         ${(performance.now() - t0).toFixed(0)} ms for ${file.count} words (target < 1000 ms)`,
  );
  const t1 = performance.now();
  const anki = await reader.caller.vocabulary.export({ format: "anki" });
  console.log(
    `  vocabulary.export anki        ${(performance.now() - t1).toFixed(0)} ms for ${anki.count} words (target < 1000 ms)`,
  );
} finally {
  await api.close();
}
