import { callTRPCProcedure } from "@trpc/server";
import { z } from "zod";
import type { Context } from "../context";
import type { ApiMeta, RestMeta } from "../meta";
import { appRouter } from "../root";

type OpenApi = NonNullable<ApiMeta["openapi"]>;

/** One REST path of the API: which procedure answers it and how its HTTP parts become the input. */
export type RestRoute = {
  method: OpenApi["method"];
  /** OpenAPI form under /api, e.g. `/bible/{book}/{chapter}/{language}/{version}`. */
  path: string;
  /** The same with `:param` segments, for HTTP routers. */
  routerPath: string;
  procedure: string;
  type: "query" | "mutation";
  rest: RestMeta;
  /** Builds the procedure input from path parameters, query string and JSON body. */
  input(params: Record<string, string>, query: Record<string, unknown>, body: unknown): unknown;
  call(ctx: Context, input: unknown): Promise<unknown>;
};

type FieldKind = "number" | "boolean" | "array" | "other";

function kindOf(schema: z.ZodType): FieldKind {
  let current: z.ZodType = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
      current = current.unwrap() as z.ZodType;
      continue;
    }
    if (current instanceof z.ZodNumber) return "number";
    if (current instanceof z.ZodBoolean) return "boolean";
    if (current instanceof z.ZodArray) return "array";
    return "other";
  }
}

function fieldKinds(inputs: unknown[]): Map<string, FieldKind> {
  const kinds = new Map<string, FieldKind>();
  for (const parser of inputs) {
    if (!(parser instanceof z.ZodObject)) continue;
    for (const [key, schema] of Object.entries(parser.shape)) {
      if (schema instanceof z.ZodType) kinds.set(key, kindOf(schema));
    }
  }
  return kinds;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Query and path values arrive as text; numbers and booleans are read as such, anything else is left for zod to refuse. */
function coerce(value: unknown, kind: FieldKind | undefined): unknown {
  if (kind === "array") return Array.isArray(value) ? value : [value];
  if (Array.isArray(value)) return value;
  if (typeof value !== "string") return value;
  if (kind === "number" && NUMBER.test(value)) return Number(value);
  if (kind === "boolean" && (value === "true" || value === "false")) return value === "true";
  return value;
}

function coerceAll(values: Record<string, unknown>, kinds: Map<string, FieldKind>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, coerce(value, kinds.get(key))]));
}

const METHODS_WITH_BODY = new Set<OpenApi["method"]>(["POST", "PUT", "PATCH"]);

function isProcedure(value: unknown): value is { _def: { type: string; meta?: unknown; inputs: unknown[] } } {
  return typeof value === "function" && "_def" in value && typeof value._def === "object" && value._def !== null;
}

function isApiMeta(value: unknown): value is ApiMeta {
  return typeof value === "object" && value !== null;
}

/** Every REST path, read from the procedures' `meta.openapi`: the one list of paths, shared with OpenAPI. */
export function restRoutes(): RestRoute[] {
  const routes: RestRoute[] = [];
  for (const [procedure, value] of Object.entries(appRouter._def.procedures)) {
    if (!isProcedure(value)) continue;
    const { type, meta, inputs } = value._def;
    if (!isApiMeta(meta) || !meta.openapi || meta.openapi.enabled === false) continue;
    if (type !== "query" && type !== "mutation") continue;
    const { method, path } = meta.openapi;
    const kinds = fieldKinds(inputs);
    const hasBody = METHODS_WITH_BODY.has(method);
    routes.push({
      method,
      path,
      routerPath: path.replace(/\{(\w+)\}/g, ":$1"),
      procedure,
      type,
      rest: meta.rest ?? {},
      input(params, query, body) {
        const pathInput = coerceAll(params, kinds);
        if (!hasBody) return { ...coerceAll(query, kinds), ...pathInput };
        if (body === undefined || body === null) return pathInput;
        if (typeof body !== "object" || Array.isArray(body)) return body;
        return { ...body, ...pathInput };
      },
      call(ctx, input) {
        return callTRPCProcedure({
          router: appRouter,
          path: procedure,
          type,
          ctx,
          getRawInput: async () => input,
          input: undefined,
          signal: undefined,
          batchIndex: 0,
        });
      },
    });
  }
  return routes;
}
