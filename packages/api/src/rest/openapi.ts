import { z } from "zod";
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from "zod-openapi";
import { schemasOf } from "./procedures";
import type { RestRoute } from "./route";
import { REST_ROUTES } from "./routes";

const errorBody = z
  .object({ message: z.string(), code: z.string() })
  .catchall(z.unknown())
  .meta({ id: "Error", description: "`message` is French text; `code` and the other fields are for programs" });

const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
}

function responses(route: RestRoute, output: z.ZodType | undefined): ZodOpenApiResponsesObject {
  const documented: Record<string, ZodOpenApiResponseObject> = {};
  if (route.redirect !== undefined) documented["302"] = { description: "Redirect (Location header)" };
  else if (route.status === 204) documented["204"] = { description: "Done, no content" };
  else {
    documented[`${route.status ?? 200}`] = {
      description: "Success",
      content: { "application/json": { schema: output ?? z.unknown() } },
    };
  }
  const errors = new Map<number, string>([[400, "Invalid input (`field` names it)"]]);
  if (!route.guests) errors.set(401, "Not signed in").set(403, "Another user's data");
  for (const [status, description] of Object.entries(route.errors ?? {})) errors.set(Number(status), description);
  errors.set(500, "Server error");
  for (const [status, description] of errors) {
    documented[`${status}`] = { description, content: { "application/json": { schema: errorBody } } };
  }
  return documented;
}

function operation(route: RestRoute, operationId: string): ZodOpenApiOperationObject {
  const { input, output } = schemasOf(route.procedure);
  const inPath = pathParameters(route.path);
  const fields = Object.entries(input.shape);
  const pathFields = z.object(Object.fromEntries(fields.filter(([name]) => inPath.includes(name))));
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
