import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { DbHandle } from "@bible/db";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import type { Env } from "./env";
import { healthRoutes } from "./routes/health";

export type AppOptions = {
  env: Env;
  database: DbHandle;
};

const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), "../../web/dist");

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
    trustProxy: true,
  });

  await app.register(healthRoutes, { database });

  const webDist = env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST;
  if (existsSync(resolve(webDist, "index.html"))) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false });
    // Client-side routes (/lire, /connexion, …) get the SPA; unknown /api and /trpc paths stay JSON 404s.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === "GET" && !/^\/(api|trpc)(\/|$)/.test(request.url)) {
        return reply.type("text/html").sendFile("index.html");
      }
      return reply.code(404).send({ message: "Not found", code: "NOT_FOUND" });
    });
  } else {
    app.log.warn({ webDist }, "web app not built: run `pnpm build` to serve it");
  }

  return app;
}
