/**
 * Server-side latency of a cached word definition: the real app (routing, validation, context,
 * cache lookup in Postgres, serialisation) through fastify.inject, after one request warmed the
 * cache from a fake OpenAI-compatible server. Target: p50 under 5 ms.
 *
 *   pnpm --filter @bible/bench exec tsx ai-cached.ts [requests]
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @bible/bench exec tsx ai-cached.ts
 */
import { startFakeOpenAi } from "@bible/api/testing";
import { createTestDb } from "@bible/db/testing";
import { buildApp } from "@bible/server/src/app";
import { loadEnv } from "@bible/server/src/env";

const requests = Number(process.argv[2] ?? 2000);
const warmup = 200;
const payload = {
  word: "lumière",
  context: "Dieu dit: Que la [lumière] soit! Et la lumière fut.",
  targetLanguage: "french",
  nativeLanguage: "en",
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const [database, fake] = await Promise.all([createTestDb(), startFakeOpenAi()]);
const app = await buildApp({
  env: loadEnv({ NODE_ENV: "test", OPENAI_BASE_URL: fake.url, OPENAI_MODEL: "fake-model" }),
  database,
});

try {
  // The site-wide limit allows 1200 requests a minute per address: spread the load over addresses.
  const define = (i: number) =>
    app.inject({
      method: "POST",
      url: "/api/word-definition",
      payload,
      headers: { "x-forwarded-for": `10.0.${(i >> 8) & 255}.${i & 255}` },
    });

  const first = await define(0);
  if (first.statusCode !== 200) throw new Error(`warming request failed: ${first.statusCode} ${first.body}`);
  for (let i = 1; i <= warmup; i++) await define(i);

  const durations: number[] = [];
  const started = performance.now();
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    const response = await define(warmup + 1 + i);
    durations.push(performance.now() - t0);
    if (response.statusCode !== 200) throw new Error(`request ${i} answered ${response.statusCode}: ${response.body}`);
  }
  const elapsed = performance.now() - started;
  durations.sort((a, b) => a - b);

  const upstream = fake.requests.length;
  console.log(`ai-cached: cached POST /api/word-definition on ${database.kind}, ${requests} sequential requests`);
  console.log(`  p50 ${percentile(durations, 50).toFixed(2)} ms   p99 ${percentile(durations, 99).toFixed(2)} ms`);
  console.log(`  max ${durations.at(-1)?.toFixed(2)} ms   ${((requests / elapsed) * 1000).toFixed(0)} requests/s`);
  console.log(`  model calls: ${upstream} (the warming one only)   target p50 < 5 ms`);
  if (upstream !== 1) throw new Error(`expected one model call, saw ${upstream}`);
} finally {
  await app.close();
  await Promise.all([database.close(), fake.close()]);
}
