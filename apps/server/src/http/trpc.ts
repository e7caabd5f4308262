import { type AppRouter, appRouter } from "@bible/api";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "./context";

/** The web app's door: tRPC over HTTP at /trpc (batched GETs need the raised maxParamLength). */
export async function trpcApi(
  app: FastifyInstance,
  { createContext }: { createContext: ContextFactory },
): Promise<void> {
  const options: FastifyTRPCPluginOptions<AppRouter> = {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(req, res),
      onError({ error, path }) {
        if (error.code === "INTERNAL_SERVER_ERROR")
          app.log.error({ err: error.cause ?? error, path }, "procedure failed");
      },
    },
  };
  await app.register(fastifyTRPCPlugin, options);
}
