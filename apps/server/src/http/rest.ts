import {
  type ApiError,
  type ApiErrorBody,
  apiError,
  describeError,
  openApiDocument,
  REST_ROUTES,
  type RestRoute,
} from "@bible/api";
import { safeRedirectPath } from "@bible/api/redirect";
import type { Database } from "@bible/db";
import { frenchMessage } from "@bible/i18n";
import { getTRPCErrorFromUnknown } from "@trpc/server";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { ContextFactory } from "./context";
import {
  type AnswerMemo,
  encodedBody,
  pickEncoding,
  revisionEtag,
  revisionMemo,
  type SerializedAnswer,
  serialize,
} from "./memo";

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

function sendError(reply: FastifyReply, status: number, body: ApiErrorBody): FastifyReply {
  if ("retryAfter" in body && body.retryAfter !== undefined) reply.header("retry-after", String(body.retryAfter));
  return reply.code(status).send(body);
}

function sendAnswer(
  route: RestRoute,
  answer: SerializedAnswer,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  reply.header("cache-control", route.cacheControl ?? "no-store");
  if (answer.etag) {
    reply.header("etag", answer.etag);
    if (matchesEtag(request.headers["if-none-match"], answer.etag)) return reply.code(304).send();
  }
  if (answer.encoded !== undefined || route.revision) {
    // Answers kept in memory carry their compressed forms: sent as they are (@fastify/compress leaves them).
    reply.header("vary", "accept-encoding");
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    const bytes = encodedBody(answer, encoding);
    if (bytes && encoding) {
      return reply
        .code(route.status ?? 200)
        .type("application/json; charset=utf-8")
        .header("content-encoding", encoding)
        .send(bytes);
    }
  }
  return reply
    .code(route.status ?? 200)
    .type("application/json; charset=utf-8")
    .send(answer.body);
}

/** A fixed path, or "location": the `location` the procedure answered, checked once more on its way out. */
function redirectLocation(redirect: string, output: unknown): string {
  if (redirect !== "location") return redirect;
  const location = typeof output === "object" && output !== null && "location" in output ? output.location : "/";
  return safeRedirectPath(location);
}

type Memos = {
  timed: AnswerMemo;
  byRevision: AnswerMemo;
  /** The input and memo key of each URL of a route with a revision (GET, input from the URL only). */
  inputs: LRUCache<string, { input: unknown; key: string }>;
};

async function answer(
  route: RestRoute,
  { createContext, db }: RestOptions,
  memos: Memos,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  let output: unknown;
  let memoKey: string | undefined;
  let memo = memos.timed;
  let etag: string | undefined;
  try {
    // A route with a revision reads its input from the URL alone: the same URL, the same input and key.
    const byUrl = route.revision !== undefined && route.method === "GET";
    const seen = byUrl ? memos.inputs.get(request.url) : undefined;
    const key = request.headers["idempotency-key"];
    const input =
      seen?.input ??
      route.input(
        stringRecord(request.params),
        record(request.query),
        request.body,
        typeof key === "string" ? key : undefined,
      );
    const revision = route.revision ? await route.revision(db, input) : undefined;
    if (revision !== undefined) {
      memo = memos.byRevision;
      const inputKey = seen?.key ?? `${route.procedure} ${JSON.stringify(input)}`;
      if (byUrl && !seen) memos.inputs.set(request.url, { input, key: inputKey });
      memoKey = `${inputKey} ${revision}`;
      const known = memo.get(memoKey);
      if (known) return sendAnswer(route, known, request, reply);
      etag = revisionEtag(memoKey);
      if (matchesEtag(request.headers["if-none-match"], etag)) {
        reply.header("cache-control", route.cacheControl ?? "no-store").header("etag", etag);
        return reply.code(304).send();
      }
    } else if (route.memoize) {
      memoKey = `${route.procedure} ${JSON.stringify(input)}`;
      const known = memo.get(memoKey);
      if (known) return sendAnswer(route, known, request, reply);
    }
    // The same answer for every reader (it is kept under input + revision): no session to look up.
    const ctx = await createContext(request, reply, { session: revision === undefined });
    output = await route.call(ctx, input);
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    const { status, body } = describeError(error);
    if (status >= 500) request.log.error({ err: error.cause ?? error, procedure: route.procedure }, "procedure failed");
    return sendError(reply, status, body);
  }

  if (route.redirect) return reply.redirect(redirectLocation(route.redirect, output), 302);
  if (route.status === 204) return reply.code(204).send();
  const serialized = etag
    ? { body: Buffer.from(JSON.stringify(output)), etag }
    : serialize(output, route.etag === true);
  if (memoKey) memo.set(memoKey, serialized);
  return sendAnswer(route, serialized, request, reply);
}

/** Fastify's own refusals (malformed JSON, wrong content type, body too large) as members of the API's error union. */
function fastifyError(error: FastifyError): ApiError {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) return apiError("INTERNAL_SERVER_ERROR", {}, { cause: error });
  if (status === 429) return apiError("RATE_LIMITED", { retryAfter: 60 });
  const message = `${frenchMessage("errors.invalidInput", { field: "body" })} ${error.message}`;
  if (status === 413) return apiError("PAYLOAD_TOO_LARGE", {}, { message });
  if (status === 415) return apiError("UNSUPPORTED_MEDIA_TYPE", {}, { message });
  return apiError("BAD_REQUEST", { field: "body", rule: "invalid_format" }, { message });
}

export type RestOptions = {
  createContext: ContextFactory;
  /** Read by routes with a revision, before any context is made. */
  db: Database;
  version: string;
  /** The short answer memo, emptied when a version is (re)installed by any instance. */
  memo: AnswerMemo;
};

/** Every REST path of SPEC §7 (and a few more), under /api, as the API's REST table lists them. */
export async function restApi(api: FastifyInstance, options: RestOptions): Promise<void> {
  api.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = describeError(fastifyError(error));
    if (status >= 500) request.log.error({ err: error }, "request failed");
    return sendError(reply, status, body);
  });

  const memos: Memos = { timed: options.memo, byRevision: revisionMemo(), inputs: new LRUCache({ max: 1_000 }) };
  for (const route of REST_ROUTES) {
    api.route({
      method: route.method,
      url: route.routerPath,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      // Answers with a revision carry their own compressed forms (and a GET has no body to decompress):
      // @fastify/compress's three hooks would only look and pass.
      ...(route.revision ? { compress: false, decompress: false } : {}),
      handler: (request, reply) => answer(route, options, memos, request, reply),
    });
  }

  // Built on the first request for it, not at start: describing every route takes a noticeable part of a restart.
  let document: ReturnType<typeof openApiDocument> | undefined;
  api.get("/openapi.json", async (_request, reply) => {
    document ??= openApiDocument({ version: options.version, baseUrl: "/api" });
    return reply.header("cache-control", "no-cache").send(document);
  });
}
