import { timingSafeEqual } from "node:crypto";
import { aiCacheStats } from "@bible/api";
import type { DbHandle } from "@bible/db";
import proxyAddr from "@fastify/proxy-addr";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Readiness } from "../setup";

/** Who may read /metrics, and where it is served. */
export type MetricsAccess = {
  /** `Authorization: Bearer <token>` opens it from anywhere. */
  token?: string | undefined;
  /** Connection addresses (not X-Forwarded-For) it answers without the token: proxy-addr's list syntax. */
  allow: string;
  /** A listener of its own (`host:port`); the public app then serves no /metrics. */
  listen?: { host: string; port: number } | undefined;
};

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The guard of /metrics: the token, else the connection's own address in the allowed list; else 403 (401 with a
 * `WWW-Authenticate` challenge when a token is configured), and nothing about the instance is said.
 */
export function metricsGuard(access: MetricsAccess) {
  const allowed = proxyAddr.compile(
    access.allow
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? "";
    if (access.token && header.startsWith("Bearer ") && sameSecret(header.slice(7), access.token)) return;
    const address = request.socket.remoteAddress ?? "";
    if (address && allowed(address, 0)) return;
    if (access.token) reply.header("www-authenticate", 'Bearer realm="metrics"');
    return reply
      .code(access.token ? 401 : 403)
      .header("cache-control", "no-store")
      .send({ status: "forbidden", message: "/metrics is open to the allowed addresses or with the metrics token" });
  };
}

/**
 * Prometheus metrics of this instance at /metrics: requests by route and status, latency histogram per route,
 * server errors, the AI answers (each one a paid model call) and their cache hits, the database pool, the
 * first-start progress, and Node's own (memory, event loop, GC). One registry per app, so tests can build several.
 */
export function registerMetrics(
  app: FastifyInstance,
  { database, readiness, access }: { database: DbHandle; readiness: Readiness; access: MetricsAccess },
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

  async function answer(_request: FastifyRequest, reply: FastifyReply) {
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
  }

  const guard = metricsGuard(access);
  const { listen } = access;
  if (!listen) {
    app.get("/metrics", { preHandler: guard }, answer);
    return;
  }
  // A port of its own: started with the app, closed with it.
  const own = Fastify({ logger: false });
  own.get("/metrics", { preHandler: guard }, answer);
  app.addHook("onReady", async () => {
    await own.listen(listen);
    app.log.info({ ...listen }, "metrics served on their own port");
  });
  app.addHook("onClose", async () => {
    await own.close();
  });
}
