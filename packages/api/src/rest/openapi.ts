import { z } from "zod";
import * as zm from "zod/mini";
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from "zod-openapi";
import { statusOf } from "../errors/api-error";
import { type ApiErrorCode, apiErrorSchema } from "../errors/shapes";
import { idempotencyKey } from "../schemas/common";
import { schemasOf } from "./procedures";
import type { RestRoute } from "./route";
import { REST_ROUTES } from "./routes";

/** Every error answered with `status`, as the members of the error union (shapes.ts) that travel with it. */
function errorBodyFor(status: number): ZodOpenApiResponseObject["content"] {
  const members: zm.ZodMiniType[] = [];
  for (const member of apiErrorSchema._zod.def.options) {
    const codes = [...(member._zod.propValues?.code ?? [])].filter(
      (code): code is ApiErrorCode => typeof code === "string",
    );
    const here = codes.filter((code) => statusOf(code) === status);
    if (here.length === 0) continue;
    // The member of the plain codes, narrowed to this status's.
    members.push(here.length === codes.length ? member : zm.object({ code: zm.enum(here), message: zm.string() }));
  }
  const [only] = members;
  return { "application/json": { schema: members.length === 1 && only ? only : zm.union(members) } };
}

const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
}

/** Every status a path answers: its success, the refusals every path can meet, and its own (`errors`). */
function responses(route: RestRoute, output: z.ZodType | undefined): ZodOpenApiResponsesObject {
  const documented: Record<string, ZodOpenApiResponseObject> = {};
  if (route.redirect !== undefined) documented["302"] = { description: "Redirect (Location header)" };
  else if (route.status === 204) documented["204"] = { description: "Done, no content" };
  else {
    documented[`${route.status ?? 200}`] = {
      description: route.status === 201 ? "Created" : "Success",
      content: { "application/json": { schema: output ?? z.unknown() } },
    };
  }
  if (route.etag) documented["304"] = { description: "Not modified (If-None-Match matched the ETag)" };
  const errors = new Map<number, string>([[400, "Invalid input (`field` names it)"]]);
  if (!route.guests) errors.set(401, "Not signed in").set(403, "Another user's data, or a write from another site");
  if (METHODS_WITH_BODY.has(route.method)) {
    errors.set(413, "Request body too large").set(415, "Request body not JSON");
  }
  errors.set(429, "RATE_LIMITED: too many requests from this address or user; wait `retryAfter` seconds");
  for (const [status, description] of Object.entries(route.errors ?? {})) {
    const known = errors.get(Number(status));
    errors.set(Number(status), known && Number(status) !== 400 ? `${known}; ${description}` : description);
  }
  errors.set(500, "Server error");
  if (!errors.has(503)) errors.set(503, "A service it needs is unavailable");
  for (const [status, description] of [...errors].sort(([a], [b]) => a - b)) {
    documented[`${status}`] = { description, content: errorBodyFor(status) };
  }
  return documented;
}

function operation(route: RestRoute, operationId: string): ZodOpenApiOperationObject {
  const { input, output } = schemasOf(route.procedure);
  const inPath = pathParameters(route.path);
  const fields = Object.entries(input.shape);
  // A path parameter is always there, whatever the procedure's input allows elsewhere (OpenAPI: `required: true`).
  const pathFields = z.object(
    Object.fromEntries(
      fields
        .filter(([name]) => inPath.includes(name))
        .map(([name, schema]) => [name, schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema]),
    ),
  );
  const rest = z.object(Object.fromEntries(fields.filter(([name]) => !inPath.includes(name))));
  const hasRest = Object.keys(rest.shape).length > 0;
  const withBody = METHODS_WITH_BODY.has(route.method);
  return {
    operationId,
    summary: route.summary,
    tags: [route.tag],
    ...(route.guests ? {} : { security: [{ session: [] }] }),
    requestParams: {
      ...(inPath.length > 0 ? { path: pathFields } : {}),
      ...(!withBody && hasRest ? { query: rest } : {}),
      ...(route.idempotent ? { header: z.object({ "Idempotency-Key": idempotencyKey }) } : {}),
    },
    ...(withBody && hasRest ? { requestBody: { content: { "application/json": { schema: rest } } } } : {}),
    responses: responses(route, output),
  };
}

/** The OpenAPI description of every REST path, made from the REST table and the procedures' zod schemas. */
export function openApiDocument(options: { version: string; baseUrl: string }): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  const uses = new Map<string, number>();
  for (const route of REST_ROUTES) {
    const count = (uses.get(route.procedure) ?? 0) + 1;
    uses.set(route.procedure, count);
    const operationId = count === 1 ? route.procedure : `${route.procedure}.${count}`;
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route, operationId) };
  }
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Bible Polyglotte API",
      description:
        "REST door of the API (the web app uses the same procedures over tRPC at /trpc). Personal routes need the " +
        "`session` cookie set by /api/auth/login or /api/auth/signup; errors are `{ message, code, ...details }`.",
      version: options.version,
    },
    servers: [{ url: options.baseUrl }],
    components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "session" } } },
    paths,
  });
}
