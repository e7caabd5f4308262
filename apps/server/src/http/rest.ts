import { createHash } from "node:crypto";
import { describeError, type ErrorBody, openApiDocument, type RestRoute, restRoutes } from "@bible/api";
import { frenchMessage } from "@bible/i18n";
import { getTRPCErrorFromUnknown } from "@trpc/server";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ContextFactory } from "./context";

function etagOf(json: string): string {
  return `"${createHash("sha1").update(json).digest("base64url")}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === etag || value === `W/${etag}` || value === "*";
  });
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? { ...value } : {};
}

function stringRecord(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record(value)).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  if (typeof body.retryAfter === "number") reply.header("retry-after", String(body.retryAfter));
  return reply.code(status).send(body);
}

async function answer(
  route: RestRoute,
  createContext: ContextFactory,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  let output: unknown;
  try {
    const ctx = await createContext(request, reply);
    const input = route.input(stringRecord(request.params), record(request.query), request.body);
    output = await route.call(ctx, input);
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    const { status, body } = describeError(error);
    if (status >= 500) request.log.error({ err: error.cause ?? error, procedure: route.procedure }, "procedure failed");
    return sendError(reply, status, body);
  }

  const { rest } = route;
  if (rest.redirect) {
    const location = typeof output === "object" && output !== null && "location" in output ? output.location : "/";
    return reply.redirect(typeof location === "string" ? location : "/", 302);
  }
  if (rest.status === 204) return reply.code(204).send();
  if (rest.cacheControl) reply.header("cache-control", rest.cacheControl);
  else reply.header("cache-control", "no-store");
  const json = JSON.stringify(output);
  if (rest.etag) {
    const etag = etagOf(json);
    reply.header("etag", etag);
    if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send();
  }
  return reply
    .code(rest.status ?? 200)
    .type("application/json; charset=utf-8")
    .send(json);
}

/** Fastify's own refusals (malformed JSON, wrong content type, body too large) in the API's error shape. */
function fastifyErrorBody(error: FastifyError): { status: number; body: ErrorBody } {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500)
    return { status, body: { message: frenchMessage("errors.server"), code: "INTERNAL_SERVER_ERROR" } };
  if (status === 429)
    return { status, body: { message: frenchMessage("errors.rateLimited"), code: "TOO_MANY_REQUESTS" } };
  return {
    status,
    body: {
      message: `${frenchMessage("errors.invalidInput", { field: "body" })} ${error.message}`,
      code: error.code ?? "BAD_REQUEST",
      field: "body",
    },
  };
}

export type RestOptions = { createContext: ContextFactory; version: string };

/** Every REST path of SPEC §7 (and a few more), under /api, from the procedures' OpenAPI meta. */
export async function restApi(api: FastifyInstance, { createContext, version }: RestOptions): Promise<void> {
  api.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = fastifyErrorBody(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    return sendError(reply, status, body);
  });

  for (const route of restRoutes()) {
    api.route({
      method: route.method,
      url: route.routerPath,
      ...(route.rest.bodyLimit ? { bodyLimit: route.rest.bodyLimit } : {}),
      handler: (request, reply) => answer(route, createContext, request, reply),
    });
  }

  const document = openApiDocument({ version, baseUrl: "/api" });
  api.get("/openapi.json", async (_request, reply) => reply.header("cache-control", "no-cache").send(document));
}
