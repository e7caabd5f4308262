import { Transform } from "node:stream";
import { type AppRouter, appRouter, BODY_LIMITS, trpcBodyLimit } from "@bible/api";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "./context";

const PREFIX = "/trpc";
const LARGEST_BODY = Math.max(...Object.values(BODY_LIMITS));

function tooLarge(limit: number): Error {
  return Object.assign(new Error(`Request body is larger than ${limit} bytes`), {
    statusCode: 413,
    code: "FST_ERR_CTP_BODY_TOO_LARGE",
  });
}

/** The procedures a /trpc URL calls: `/trpc/a.b` or a batch `/trpc/a.b,c.d?batch=1`. */
function proceduresOf(url: string): string[] {
  const path = url.slice(PREFIX.length + 1).split("?")[0] ?? "";
  return decodeURIComponent(path).split(",").filter(Boolean);
}

/** The web app's door: tRPC over HTTP at /trpc (batched GETs need the raised maxParamLength). */
export async function trpcApi(
  app: FastifyInstance,
  { createContext }: { createContext: ContextFactory },
): Promise<void> {
  // The body limit of each procedure (`BODY_LIMITS`, as on the REST door): the route takes the largest, and each
  // request is held to its procedures' own, by the declared length and while the body streams in.
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith(PREFIX)) route.bodyLimit = LARGEST_BODY;
  });
  app.addHook("preParsing", async (request, _reply, payload) => {
    if (!request.url.startsWith(`${PREFIX}/`)) return payload;
    const limit = trpcBodyLimit(proceduresOf(request.url));
    if (Number(request.headers["content-length"] ?? 0) > limit) throw tooLarge(limit);
    let seen = 0;
    return payload.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          seen += chunk.length;
          done(seen > limit ? tooLarge(limit) : null, chunk);
        },
      }),
    );
  });
  const options: FastifyTRPCPluginOptions<AppRouter> = {
    prefix: PREFIX,
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
