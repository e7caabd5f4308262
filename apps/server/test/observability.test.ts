import { createTestDb } from "@bible/db/testing";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadEnv } from "../src/env";
import { createReadiness } from "../src/setup";

describe("health, readiness and metrics", () => {
  it("/readyz follows the first start's install; /healthz stays up meanwhile; /metrics counts per route", async () => {
    const database = await createTestDb();
    const readiness = createReadiness("installing");
    readiness.bibles = { done: 3, total: 16, current: "WEB", failed: [], reasons: {} };
    const app = await buildApp({ env: loadEnv({ NODE_ENV: "test", RATE_LIMIT_PER_MINUTE: "2" }), database, readiness });
    try {
      const installing = await app.inject({ method: "GET", url: "/readyz" });
      expect(installing.statusCode).toBe(503);
      expect(installing.json()).toMatchObject({ ready: false, phase: "installing", bibles: { done: 3, total: 16 } });
      expect((await app.inject({ method: "GET", url: "/healthz" })).json()).toMatchObject({ status: "ok" });
      expect(installing.json()).toMatchObject({ checks: { database: "up" }, versions: [] });

      readiness.phase = "ready";
      expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
      // The versions are aligned after the texts: still ready for readers (200), the word study's phase in the body.
      readiness.words = "aligning";
      const aligning = await app.inject({ method: "GET", url: "/readyz" });
      expect(aligning.statusCode).toBe(200);
      expect(aligning.json()).toMatchObject({ ready: true, words: { phase: "aligning" } });

      // Probes are never limited (2 a minute here); readers are.
      const books = [1, 2, 3].map(() => app.inject({ method: "GET", url: "/api/books" }));
      expect((await Promise.all(books)).map((r) => r.statusCode)).toEqual([200, 200, 429]);
      const metrics = await app.inject({ method: "GET", url: "/metrics" });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.headers["content-type"]).toContain("text/plain");
      expect(metrics.body).toContain('http_requests_total{method="GET",route="/api/books",status="200"} 2');
      expect(metrics.body).toContain('http_requests_total{method="GET",route="/readyz",status="503"} 1');
      expect(metrics.body).toMatch(/http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/books"/);
      expect(metrics.body).toContain('db_pool_max_connections{kind="');
      expect(metrics.body).toContain('bible_install_versions{state="total"} 16');
      expect(metrics.body).toContain("process_resident_memory_bytes");
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
