import type { Database } from "@bible/db";
import { z } from "zod";
import type { Context } from "../context";
import { callProcedure, type InputOf, type OutputOf, type ProcedurePath, schemasOf } from "./procedures";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type PathParameters<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParameters<Rest>
  : never;

type InputField<Procedure extends ProcedurePath> = keyof NonNullable<InputOf<Procedure>>;

/** Nothing when every `{parameter}` of the path is a field of the procedure's input; else a required key naming the stray one. */
type PathCheck<Path extends string, Procedure extends ProcedurePath> = [PathParameters<Path>] extends [
  InputField<Procedure>,
]
  ? unknown
  : { "path parameter missing from the procedure's input": Exclude<PathParameters<Path>, InputField<Procedure>> };

/** How one REST path is answered; `route()` checks it against the procedure it names. */
export type RouteSpec<Path extends `/${string}`, Procedure extends ProcedurePath> = {
  method: HttpMethod;
  /** OpenAPI form under /api, e.g. `/bible/{book}/{chapter}/{language}/{version}`. */
  path: Path;
  procedure: Procedure;
  tag: string;
  summary: string;
  /** Guests may call it (no session needed); the OpenAPI document then asks for no cookie. */
  guests?: true;
  /** Error answers worth documenting beyond the usual ones, by status. */
  errors?: Record<number, string>;
  /** Success status other than 200. */
  status?: 201 | 204;
  /** Answer 302: to this path, or to the `location` the procedure answered. */
  redirect?: `/${string}` | (OutputOf<Procedure> extends { location: string } ? "location" : never);
  /** Cache-Control of a successful answer (default no-store). */
  cacheControl?: string;
  /** Adds an ETag and answers 304 to a matching If-None-Match. */
  etag?: true;
  /**
   * The answer depends on the input only (not on the user) and changes only when data is re-imported:
   * the REST door may serve it from memory for a short while.
   */
  memoize?: true;
  /**
   * What a user-independent answer depends on besides its input (e.g. the install of each Bible version it
   * reads), read without calling the procedure: the REST door keeps the serialized (and compressed) answer
   * under input + revision for as long as the revision holds, and derives the ETag from them, so a known
   * answer or a 304 costs no validation, serialization or database read. Undefined: answered the usual way.
   */
  revision?: (db: Database, input: unknown) => Promise<string | undefined>;
  /** Largest accepted request body in bytes, when smaller than the server-wide limit. */
  bodyLimit?: number;
};

/** One REST path as the HTTP server mounts it. */
export type RestRoute = Omit<RouteSpec<`/${string}`, ProcedurePath>, "redirect"> & {
  redirect?: string;
  /** The same path with `:param` segments, for HTTP routers. */
  routerPath: string;
  /**
   * The procedure input from path parameters, query string and JSON body; the `Idempotency-Key` header fills
   * `idempotencyKey` of the writes that take one (a key in the body wins).
   */
  input(
    params: Record<string, string>,
    query: Record<string, unknown>,
    body: unknown,
    idempotencyKey?: string,
  ): unknown;
  /** The input takes an idempotency key (issue 34): OpenAPI documents the header. */
  idempotent: boolean;
  call(ctx: Context, input: unknown): Promise<unknown>;
};

/** How a path or query value is read: a list's items are read as its element's kind (`done=1&done=2` → [1, 2]). */
type FieldKind = "number" | "boolean" | "other" | { list: FieldKind };

function kindOf(schema: z.ZodType): FieldKind {
  let current: z.ZodType = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
      current = current.unwrap() as z.ZodType;
      continue;
    }
    if (current instanceof z.ZodNumber) return "number";
    if (current instanceof z.ZodBoolean) return "boolean";
    if (current instanceof z.ZodArray) return { list: kindOf(current.element as z.ZodType) };
    return "other";
  }
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Path and query values arrive as text: numbers and booleans are read as such, anything else is left for zod to refuse. */
function coerce(value: unknown, kind: FieldKind | undefined): unknown {
  if (typeof kind === "object") return (Array.isArray(value) ? value : [value]).map((item) => coerce(item, kind.list));
  if (Array.isArray(value) || typeof value !== "string") return value;
  if (kind === "number" && NUMBER.test(value)) return Number(value);
  if (kind === "boolean" && (value === "true" || value === "false")) return value === "true";
  return value;
}

const METHODS_WITH_BODY = new Set<HttpMethod>(["POST", "PUT", "PATCH"]);

/** One row of the REST table, checked against its procedure: its path parameters must be input fields. */
export function route<const Path extends `/${string}`, Procedure extends ProcedurePath>(
  spec: RouteSpec<Path, Procedure> & PathCheck<Path, Procedure>,
): RestRoute {
  const { path } = spec;
  const kinds = new Map(
    Object.entries(schemasOf(spec.procedure).input.shape).map(([key, schema]) => [
      key,
      schema instanceof z.ZodType ? kindOf(schema) : "other",
    ]),
  );
  const coerceAll = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, coerce(value, kinds.get(key))]));
  const hasBody = METHODS_WITH_BODY.has(spec.method);
  const idempotent = hasBody && kinds.has("idempotencyKey");
  return {
    ...spec,
    path,
    routerPath: path.replace(/\{(\w+)\}/g, ":$1"),
    idempotent,
    input(params, query, body, idempotencyKey) {
      const fromPath = coerceAll(params);
      if (!hasBody) return { ...coerceAll(query), ...fromPath };
      const fromHeader = idempotent && idempotencyKey !== undefined ? { idempotencyKey } : {};
      if (body === undefined || body === null) return { ...fromHeader, ...fromPath };
      if (typeof body !== "object" || Array.isArray(body)) return body;
      return { ...fromHeader, ...body, ...fromPath };
    },
    call: (ctx, input) => callProcedure(ctx, spec.procedure, input),
  };
}
