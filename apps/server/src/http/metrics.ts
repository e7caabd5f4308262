import { aiCacheStats } from "@bible/api";
import type { DbHandle } from "@bible/db";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Readiness } from "../setup";

/**
 * Prometheus metrics of this instance at /metrics: requests by route and status, latency histogram per route,
 * server errors, the AI answers (each one a paid model call) and their cache hits, the database pool, the
 * first-start progress, and Node's own (memory, event loop, GC). One registry per app, so tests can build several.
 */
export function registerMetrics(
  app: FastifyInstance,
  { database, readiness }: { database: DbHandle; readiness: Readiness },
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route template and status",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer, by route template",
    labelNames,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10, 30],
    registers: [registry],
  });
  const errors = new Counter({
    name: "http_server_errors_total",
    help: "Answers with a 5xx status (503 included: database unreachable, AI unavailable)",
    labelNames,
    registers: [registry],
  });
  new Gauge({
    name: "db_pool_max_connections",
    help: "Connections this instance may open to the database (DATABASE_POOL_SIZE; 1 for PGlite)",
    labelNames: ["kind"],
    registers: [registry],
    collect() {
      this.set({ kind: database.kind }, database.poolSize);
    },
  });
  new Gauge({
    name: "bible_install_versions",
    help: "First-start install: Bible versions installed so far out of the default set",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      this.set({ state: "done" }, readiness.bibles.done);
      this.set({ state: "total" }, readiness.bibles.total);
    },
  });
  // Counted in the database, so every instance reports the same, cluster-wide figures.
  const aiAnswers = new Gauge({
    name: "ai_cached_answers",
    help: "AI answers stored, one per model call made (all instances), by kind",
    labelNames: ["kind"],
    registers: [registry],
  });
  const aiHits = new Gauge({
    name: "ai_cache_hits",
    help: "AI answers served from the cache instead of a model call (all instances), by kind",
    labelNames: ["kind"],
    registers: [registry],
  });

  // The series of each method, route and status, looked up once (prom-client hashes a label object at each call).
  const series = new Map<
    string,
    { requests: ReturnType<typeof requests.labels>; duration: ReturnType<typeof duration.labels> }
  >();
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    const key = `${request.method} ${route} ${reply.statusCode}`;
    let found = series.get(key);
    if (!found) {
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      found = { requests: requests.labels(labels), duration: duration.labels(labels) };
      series.set(key, found);
    }
    found.requests.inc();
    found.duration.observe(reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method: request.method, route, status: String(reply.statusCode) });
    done();
  });

  app.get("/metrics", async (_request, reply) => {
    try {
      const stats = await aiCacheStats(database.db);
      for (const [kind, row] of Object.entries(stats.byKind)) {
        aiAnswers.set({ kind }, row.entries);
        aiHits.set({ kind }, row.hits);
      }
    } catch (error) {
      app.log.warn({ err: error }, "AI cache figures not read for /metrics");
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
