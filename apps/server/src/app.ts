import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import {
  createRateLimiters,
  DEFAULT_BODY_LIMIT,
  forgetBibleCaches,
  type LimiterStore,
  memoryStore,
  postgresStore,
  redisStore,
  selectAiProvider,
} from "@bible/api";
import type { DbHandle } from "@bible/db";
import { frenchMessage } from "@bible/i18n";
import { forgetWordStudyRevisions, WORD_STUDY_CHANGED } from "@bible/lexicon";
import { watchVersions } from "@bible/versions";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { type Env, trustedOrigins, trustProxy } from "./env";
import { contextFactory } from "./http/context";
import { csrfGuard } from "./http/csrf";
import { apiDocs } from "./http/docs";
import { answerMemo } from "./http/memo";
import { registerMetrics } from "./http/metrics";
import { ProductionRequestLogs } from "./http/request-logs";
import { restApi } from "./http/rest";
import { securityHeaders, securityHeadersHook } from "./http/security-headers";
import { siteLimit } from "./http/site-limit";
import { inlineScriptSources, staticCacheHeaders } from "./http/static";
import { trpcApi } from "./http/trpc";
import { mailSettings } from "./mail";
import { healthRoutes } from "./routes/health";
import { createReadiness, type Readiness } from "./setup";

export type AppOptions = {
  env: Env;
  database: DbHandle;
  /** The first start's progress (main's); absent → ready (tests, benches). */
  readiness?: Readiness;
};

/**
 * Where the rate-limit counts live: Redis when REDIS_URL is set, else the PostgreSQL database, so every instance
 * counts the same attempts; with the embedded database (one process by construction) the process memory.
 */
function limiterStore(database: DbHandle, redis: Redis | null): LimiterStore {
  if (redis) return redisStore(redis);
  if (database.kind === "postgres") return postgresStore(database.db);
  return memoryStore();
}

const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), "../../web/dist");
const API_VERSION = "1.0.0";

export async function buildApp({
  env,
  database,
  readiness = createReadiness("ready"),
}: AppOptions): Promise<FastifyInstance> {
  const production = env.NODE_ENV === "production";
  const app = Fastify({
    logger:
      env.NODE_ENV === "test"
        ? false
        : {
            level: env.LOG_LEVEL,
            ...(env.NODE_ENV === "development" ? { transport: { target: "pino-pretty" } } : {}),
          },
    ...(production ? { logController: new ProductionRequestLogs() } : {}),
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: trustProxy(env),
    // Slow clients: headers must arrive within HTTP_HEADERS_TIMEOUT_MS and the whole request within
    // HTTP_REQUEST_TIMEOUT_MS, checked every second (Node checks every 30 s by default, which let a client that
    // sends a byte every few seconds hold its socket for minutes).
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    serverFactory: (handler) =>
      createServer(
        {
          headersTimeout: Math.min(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS),
          requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
          connectionsCheckingInterval: 1000,
        },
        handler,
      ),
  });

  const webDist = env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST;
  const indexHtml = resolve(webDist, "index.html");
  const spaBuilt = existsSync(indexHtml);
  const security = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        // The SPA loads only its own bundles; React and Radix set style attributes, hence 'unsafe-inline' for styles.
        defaultSrc: ["'self'"],
        // Plus the built page's own inline script, by its hash (the reader's early request).
        scriptSrc: ["'self'", ...(spaBuilt ? inlineScriptSources(readFileSync(indexHtml, "utf8")) : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        // The web app's service worker (/sw.js, at the root for the whole app's scope) and its manifests: its own files only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    hsts: production,
  });
  app.addHook("onRequest", securityHeadersHook(security));
  await app.register(fastifyCookie);
  // JSON answers (and any text body without a precompressed file) above 1 KB, in the browser's best encoding.
  // Brotli at quality 4 costs about as much CPU as gzip for a smaller body; answers that already carry a
  // Content-Encoding (the precompressed assets, the reader's chapters) go out as they are.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Offline queue off: a Redis that is down fails the call at once and the limiter's memory insurance counts.
  // The client is loaded only when Redis is configured: a start without it does not pay for the module.
  const redis = env.REDIS_URL
    ? new (await import("ioredis")).Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : null;
  redis?.on("error", (error: Error) => app.log.warn({ err: error }, "redis unreachable"));
  const store = limiterStore(database, redis);
  app.log.info({ store: store.kind }, "rate limits counted");
  // Counted at every request: batched with a shared store (exact near the limit, see `batchedLimiter`).
  const site = env.RATE_LIMIT_PER_MINUTE > 0 ? store.batched("site", env.RATE_LIMIT_PER_MINUTE, 60_000) : null;
  app.addHook("onClose", async () => {
    await site?.flush?.().catch(() => {});
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });
  if (env.METRICS) {
    registerMetrics(app, {
      database,
      readiness,
      access: {
        token: env.METRICS_TOKEN,
        allow: env.METRICS_ALLOW,
        listen: env.METRICS_PORT ? { host: env.HOST, port: env.METRICS_PORT } : undefined,
      },
    });
  }
  if (site) app.addHook("onRequest", siteLimit(site));
  app.addHook("onRequest", csrfGuard(trustedOrigins(env)));

  await app.register(healthRoutes, { database, redis, readiness });

  const ai = selectAiProvider(
    {
      provider: env.AI_PROVIDER,
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
    },
    app.log,
    database.db,
  );
  const mail = mailSettings(env, app.log);
  app.log.info({ delivery: mail.mailer.delivery, publicUrl: mail.publicUrl }, "account e-mails");
  app.addHook("onClose", async () => mail.mailer.close());
  const createContext = contextFactory(database.db, createRateLimiters(store), production, ai, mail);
  const memo = answerMemo();
  await forgetCachesOnInstall(app, database, () => memo.clear());
  await app.register(trpcApi, { createContext });
  await app.register(restApi, { prefix: "/api", createContext, db: database.db, version: API_VERSION, memo });
  await app.register(apiDocs);

  if (spaBuilt) {
    // `pnpm build` writes a .br and a .gz beside each text asset; hashed names are cached for a year. One wildcard
    // route looks files up when asked (a missing one goes to the not-found handler below): listing the folder at
    // start and routing each file (HEAD and GET) cost about as much as the rest of the app's routes together.
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      cacheControl: false,
      setHeaders: staticCacheHeaders,
    });
  } else {
    app.log.warn({ webDist }, "web app not built: run `pnpm build` to serve it");
  }
  // Client-side routes (/lire, /connexion, …) get the SPA; unknown /api and /trpc paths stay JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    if (spaBuilt && request.method === "GET" && !/^\/(api|trpc)(\/|\?|$)/.test(request.url)) {
      return reply.type("text/html").sendFile("index.html");
    }
    return reply.code(404).send({ message: frenchMessage("errors.notFound"), code: "NOT_FOUND" });
  });

  return app;
}

/**
 * Every process announces a change of the version rows (an install, a re-import; a trigger does it, see the
 * scale_out migration): each instance then empties its version catalog (watchVersions), chapter and answer caches,
 * so all of them serve the new text at once. An alignment or a lexicon data set written is announced on
 * `word_study_changed`: the word study's revisions are forgotten.
 */
async function forgetCachesOnInstall(app: FastifyInstance, database: DbHandle, clearAnswers: () => void) {
  const stop = await watchVersions(database, (code) => {
    forgetBibleCaches(database.db);
    clearAnswers();
    if (code) app.log.info({ version: code }, "Bible version changed: caches emptied");
  });
  // An alignment or a lexicon data set written by any process: the word study's revisions are read again.
  const stopWords = await database.listen(WORD_STUDY_CHANGED, () => forgetWordStudyRevisions(database.db));
  app.addHook("onClose", async () => {
    await stop().catch(() => {});
    await stopWords().catch(() => {});
  });
}
