import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, as, seedBible, seedPlan, signUp, startApp, type TestApp } from "./helpers";

// The REST door accepts every input its OpenAPI document describes: for each operation of the served document a
// request is made from the document alone (path and query parameters, JSON body; once with every field, once
// with the required ones only; lists sent as the document says, `done=1&done=2`), and the door must not refuse
// it as malformed: no 400 naming a schema rule, no 413/415, no 500. A procedure may still refuse a value for a
// rule the document cannot state (a book of the canon, an installed version: 400 `rule: "custom"`), or answer
// 401/403/404/409/422/429/503 as it documents.

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  examples?: unknown[];
};
type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; schema: Schema };
type Operation = {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
};
type Refusal = { code?: string; rule?: string; issues?: { rule?: string }[] };
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/**
 * Strings a pattern may ask for: the first that matches is used. A new pattern none of them meets fails the
 * test with its name, to be given one here (the document's own `examples` come first when it has them).
 */
const PATTERN_SAMPLES = [
  "2026-01-01",
  "2026-01-01T08:30:00Z",
  "lecteur@example.org",
  "G3056",
  "1-3",
  "test-plan",
  "fr:LSG",
  "lumière",
];

const FORMAT_SAMPLES: Record<string, string> = {
  "date-time": "2026-01-01T08:30:00Z",
  date: "2026-01-01",
  email: "lecteur@example.org",
  uri: "https://example.org/",
  uuid: "7f1f3c1e-6a55-4b9a-9a3e-0d1f5d2a8c11",
};

class Sampler {
  constructor(private readonly components: Record<string, Schema>) {}

  /** A value the schema accepts; `full`: every optional property too, else the required ones only. */
  value(schema: Schema, full: boolean, where: string): unknown {
    if (schema.$ref) return this.value(this.resolve(schema.$ref), full, where);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return schema.enum[0];
    if (schema.examples?.length) return schema.examples[0];
    if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => this.value(part, full, where)));
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches) {
      // The first branch that is not null (a nullable field is given a value).
      const branch = branches.find((b) => b.type !== "null") ?? branches[0];
      if (!branch) throw new Error(`${where}: an empty union`);
      return this.value(branch, full, where);
    }
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
    switch (type) {
      case "string":
        return this.string(schema, where);
      case "integer":
      case "number":
        return this.number(schema, type === "integer");
      case "boolean":
        return true;
      case "array": {
        if (!schema.items) return [];
        // Two items (or as many as required), each its own: a list of days is sent as `done=1&done=2`.
        const count = Math.max(2, schema.minItems ?? 0);
        const first = this.value(schema.items, full, `${where}[]`);
        const items = [first];
        for (let i = 1; i < count; i += 1) items.push(this.next(first, schema.items));
        return items;
      }
      case "object":
      case undefined: {
        if (!schema.properties) return {};
        const required = new Set(schema.required ?? []);
        return Object.fromEntries(
          Object.entries(schema.properties)
            .filter(([name]) => full || required.has(name))
            .map(([name, property]) => [name, this.value(property, full, `${where}.${name}`)]),
        );
      }
      default:
        throw new Error(`${where}: a schema of type ${String(type)} the sampler does not know`);
    }
  }

  private resolve(ref: string): Schema {
    const schema = this.components[ref.split("/").at(-1) ?? ""];
    if (!schema) throw new Error(`unresolved ${ref}`);
    return schema;
  }

  /** Another item of a list beside `first` (a number one more, within bounds), so the two are distinct. */
  private next(first: unknown, items: Schema): unknown {
    const resolved = items.$ref ? this.resolve(items.$ref) : items;
    const max = resolved.maximum ?? Number.POSITIVE_INFINITY;
    if (typeof first === "number" && first + 1 <= max) return first + 1;
    return first;
  }

  private number(schema: Schema, integer: boolean): number {
    const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : low);
    const value = Math.min(Math.max(low, 1), high);
    return integer ? Math.ceil(value) : value;
  }

  private string(schema: Schema, where: string): string {
    let text: string | undefined;
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern, "u");
      text = PATTERN_SAMPLES.find((sample) => pattern.test(sample));
      if (text === undefined) throw new Error(`${where}: no sample string matches the pattern ${schema.pattern}`);
    } else if (schema.format && FORMAT_SAMPLES[schema.format]) {
      text = FORMAT_SAMPLES[schema.format];
    } else if (typeof schema.default === "string") {
      text = schema.default;
    }
    text ??= "lumière du monde";
    if (schema.maxLength !== undefined) text = text.slice(0, schema.maxLength);
    if (schema.minLength !== undefined && text.length < schema.minLength) {
      text = text.padEnd(schema.minLength, "a");
    }
    return text;
  }
}

/** A query string as OpenAPI's default for query parameters (form, exploded): a list repeats its key. */
function queryString(values: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`);
    }
  }
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

let t: TestApp;
let reader: Account;
let document: Document;

beforeAll(async () => {
  t = await startApp();
  await seedPlan(t.db, 3);
  await seedBible(t.db);
  reader = await signUp(t.app);
  document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
  // A fresh database and an account: slow on a loaded machine.
}, 300_000);
afterAll(() => t.close());

/** The request the document describes for one operation, made from its schemas alone. */
function requestFor(path: string, method: string, operation: Operation, full: boolean): InjectOptions {
  const sampler = new Sampler(document.components?.schemas ?? {});
  const where = `${method.toUpperCase()} ${path}`;
  let url = path;
  const query: Record<string, unknown> = {};
  for (const parameter of operation.parameters ?? []) {
    if (!full && !parameter.required) continue;
    const value = sampler.value(parameter.schema, full, `${where} ${parameter.in} ${parameter.name}`);
    if (parameter.in === "path") url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === "query") query[parameter.name] = value;
  }
  const body = operation.requestBody?.content["application/json"]?.schema;
  const options: InjectOptions = {
    method: method.toUpperCase() as InjectOptions["method"],
    url: `/api${url}${queryString(query)}`,
    ...(body ? { payload: sampler.value(body, full, `${where} body`) as object } : {}),
  };
  // A personal path is called as the signed-in reader's browser calls it: the session cookie, and the page's
  // own site (the door refuses a cookie write from another site).
  if (!operation.security) return options;
  return as(reader, { ...options, headers: { "sec-fetch-site": "same-origin", origin: "http://localhost:80" } });
}

describe("the REST door accepts what its OpenAPI document describes", () => {
  it("describes operations to call", () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
  });

  for (const full of [true, false]) {
    it(`answers every operation's request made from the document (${full ? "every field" : "required fields only"})`, async () => {
      const refused: string[] = [];
      const undocumented: string[] = [];
      let called = 0;
      // Sign-out and account deletion end the session the other calls use: they come last.
      const last = (path: string) => (/logout|delete/.test(path) ? 1 : 0);
      const operations = Object.entries(document.paths)
        .flatMap(([path, methods]) =>
          Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
        )
        .sort((a, b) => last(a.path) - last(b.path));
      for (const { path, method, operation } of operations) {
        const request = requestFor(path, method, operation, full);
        const response = await t.app.inject(request);
        called += 1;
        const status = response.statusCode;
        const body: Refusal = status >= 400 ? response.json() : {};
        // Every issue counts, not only the first: a value refused by a rule of the procedure's own (an unknown
        // time zone) must not hide a list the door failed to read.
        const schemaRefusal =
          status === 400 &&
          body.code === "BAD_REQUEST" &&
          [body, ...(body.issues ?? [])].some((issue) => issue.rule !== "custom");
        if (schemaRefusal || status === 413 || status === 415 || (status >= 500 && status !== 503)) {
          refused.push(
            `${request.method} ${request.url} ${JSON.stringify(request.payload ?? null)} → ${status} ${response.body}`,
          );
        }
        if (!(String(status) in operation.responses)) {
          undocumented.push(`${request.method} ${request.url} → ${status} ${response.body}, not in the document`);
        }
      }
      expect(called).toBeGreaterThan(50);
      expect(refused).toEqual([]);
      expect(undocumented).toEqual([]);
    }, 300_000);
  }
});
