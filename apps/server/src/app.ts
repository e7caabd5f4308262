import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createRateLimiters, selectAiProvider } from "@bible/api";
import type { DbHandle } from "@bible/db";
import { frenchMessage } from "@bible/i18n";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { type Env, trustedOrigins, trustProxy } from "./env";
import { contextFactory } from "./http/context";
import { csrfGuard } from "./http/csrf";
import { apiDocs } from "./http/docs";
import { restApi } from "./http/rest";
import { trpcApi } from "./http/trpc";
import { healthRoutes } from "./routes/health";

export type AppOptions = {
  env: Env;
  database: DbHandle;
};

const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), "../../web/dist");
const API_VERSION = "1.0.0";

export async function buildApp({ env, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      env.NODE_ENV === "test"
        ? false
        : {
            level: env.LOG_LEVEL,
            ...(env.NODE_ENV === "development" ? { transport: { target: "pino-pretty" } } : {}),
          },
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 64 * 1024,
    trustProxy: trustProxy(env),
  });

  const production = env.NODE_ENV === "production";
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // The SPA loads only its own bundles; React and Radix set style attributes, hence 'unsafe-inline' for styles.
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    hsts: production,
  });
  await app.register(fastifyCookie);
  if (env.RATE_LIMIT_PER_MINUTE > 0) {
    await app.register(fastifyRateLimit, {
      max: env.RATE_LIMIT_PER_MINUTE,
      timeWindow: "1 minute",
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: frenchMessage("errors.rateLimited"),
        code: "RATE_LIMITED",
        retryAfter: Math.ceil(context.ttl / 1000),
      }),
    });
  }
  app.addHook("onRequest", csrfGuard(trustedOrigins(env)));

  await app.register(healthRoutes, { database });

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
  const createContext = contextFactory(database.db, createRateLimiters(), production, ai);
  await app.register(trpcApi, { createContext });
  await app.register(restApi, { prefix: "/api", createContext, version: API_VERSION });
  await app.register(apiDocs);

  const webDist = env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST;
  const spaBuilt = existsSync(resolve(webDist, "index.html"));
  if (spaBuilt) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false });
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
