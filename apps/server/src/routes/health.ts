import { type DbHandle, sql } from "@bible/db";
import { alignmentQueue } from "@bible/lexicon";
import { installedVersions } from "@bible/versions";
import type { FastifyPluginAsync } from "fastify";
import type { Redis } from "ioredis";
import type { Readiness } from "../setup";

type Dependency = "database" | "redis";
type Check = { ok: true } | { ok: false; reason: string };

export type HealthOptions = { database: DbHandle; redis: Redis | null; readiness: Readiness };

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function check(work: () => Promise<unknown>): Promise<Check> {
  try {
    await withTimeout(work());
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * /healthz: liveness, whether this process answers (an orchestrator restarts it when not); it asks no dependency.
 * /readyz: readiness, should a load balancer send readers here: dependencies up (else 503 naming the one down) and
 * the Bible texts installed, with the installed versions; its `words` field tells the word study's phase
 * (installing, aligning n/total, ready), which does not hold up readiness.
 */
export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { database, redis, readiness }) => {
  async function dependencies(): Promise<Record<Dependency, Check | undefined>> {
    const [db, cache] = await Promise.all([
      check(() => database.db.execute(sql`select 1`)),
      redis ? check(() => redis.ping()) : Promise.resolve(undefined),
    ]);
    return { database: db, redis: cache };
  }

  function down(checks: Record<Dependency, Check | undefined>): Dependency[] {
    return (Object.keys(checks) as Dependency[]).filter((name) => checks[name] && !checks[name].ok);
  }

  function report(checks: Record<Dependency, Check | undefined>) {
    const entries = Object.entries(checks).filter((entry): entry is [Dependency, Check] => entry[1] !== undefined);
    return Object.fromEntries(entries.map(([name, c]) => [name, c.ok ? "up" : `down: ${c.reason}`]));
  }

  // Liveness: the process answers. No dependency is asked: an orchestrator restarts an instance whose liveness
  // fails, and restarting every instance because the database is down would not bring the database back.
  app.get("/healthz", async (_request, reply) =>
    reply.header("cache-control", "no-store").send({ status: "ok", database: database.kind }),
  );

  /** The word study's phase and, while the versions are aligned, how far the pass is ("Alignement des textes… n/16"). */
  function words() {
    const queue = alignmentQueue();
    const phase = readiness.words;
    if (phase !== "aligning" || !queue)
      return { phase, done: queue?.done ?? 0, total: queue?.total ?? 0, aligning: [] };
    return { phase, done: queue.done, total: queue.total, aligning: queue.running };
  }

  // Ready (200) once the texts can be read, whatever the word study's phase: an orchestrator that took every instance
  // out of its load balancer for the minutes the versions are aligned would stop the reading the texts already allow.
  // The `words` field says how far the alignment is, for the page's notice and an operator.
  app.get("/readyz", async (_request, reply) => {
    const checks = await dependencies();
    const failing = down(checks);
    reply.header("cache-control", "no-store");
    if (failing.length > 0) {
      app.log.error({ down: failing, checks: report(checks) }, "readiness check failed");
      return reply.code(503).send({
        ready: false,
        code: failing.includes("database") ? "DATABASE_UNAVAILABLE" : "REDIS_UNAVAILABLE",
        phase: readiness.phase,
        bibles: readiness.bibles,
        words: words(),
        down: failing,
        checks: report(checks),
        database: database.kind,
      });
    }
    const ready = readiness.phase === "ready";
    const versions = [...(await installedVersions(database.db))]
      .sort((a, b) => a.language.localeCompare(b.language) || a.code.localeCompare(b.code))
      .map(({ code, language, verseCount }) => ({ code, language, verses: verseCount }));
    return reply.code(ready ? 200 : 503).send({
      ready,
      phase: readiness.phase,
      ...(readiness.cause ? { cause: readiness.cause } : {}),
      bibles: readiness.bibles,
      words: words(),
      down: failing,
      checks: report(checks),
      database: database.kind,
      versions,
    });
  });
};
