import type { AnyProcedure, inferProcedureInput, inferProcedureOutput } from "@trpc/server";
import { getInputOutputParsers } from "trpc-to-openapi";
import { z } from "zod";
import type { Context } from "../context";
import { type AppRouter, appRouter } from "../root";
import { createCallerFactory } from "../trpc";

type Procedures = AppRouter["_def"]["record"];

/** The dotted name of every procedure ('bible.chapter'), as the tRPC door spells it in its URLs. */
type PathsOf<Record, Prefix extends string = ""> = {
  [Key in keyof Record & string]: Record[Key] extends AnyProcedure
    ? `${Prefix}${Key}`
    : PathsOf<Record[Key], `${Prefix}${Key}.`>;
}[keyof Record & string];

export type ProcedurePath = PathsOf<Procedures>;

type ProcedureAt<Record, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Record
    ? ProcedureAt<Record[Head], Rest>
    : never
  : Path extends keyof Record
    ? Record[Path]
    : never;

export type InputOf<Path extends ProcedurePath> = inferProcedureInput<ProcedureAt<Procedures, Path>>;
export type OutputOf<Path extends ProcedurePath> = inferProcedureOutput<ProcedureAt<Procedures, Path>>;

function isProcedure(value: unknown): value is AnyProcedure {
  return typeof value === "function";
}

function isCallable(value: unknown): value is (input: unknown) => Promise<unknown> {
  return typeof value === "function";
}

function member(node: unknown, key: string): unknown {
  return (typeof node === "object" && node !== null) || typeof node === "function" ? Reflect.get(node, key) : undefined;
}

function at(root: unknown, path: string): unknown {
  return path.split(".").reduce(member, root);
}

/** The object an input schema validates, seen through `.optional()` (a procedure whose input may be left out). */
function inputObject(schema: z.ZodType): z.ZodObject {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodOptional) {
    const inner = schema.unwrap();
    if (inner instanceof z.ZodObject) return inner;
  }
  throw new Error("REST inputs are objects: their fields come from the path, the query string or the body");
}

/** The zod schemas a procedure validates its input and output with. */
export function schemasOf(path: ProcedurePath): { input: z.ZodObject; output: z.ZodType | undefined } {
  const procedure = at(appRouter, path);
  if (!isProcedure(procedure)) throw new Error(`No procedure ${path} in the router`);
  const { inputParser, outputParser } = getInputOutputParsers(procedure);
  return { input: inputObject(inputParser), output: outputParser };
}

const callerFactory = createCallerFactory(appRouter);

/** Calls a procedure by name, with the same validation, permissions and errors as the tRPC door. */
export function callProcedure(ctx: Context, path: ProcedurePath, input: unknown): Promise<unknown> {
  const procedure = at(callerFactory(ctx), path);
  if (!isCallable(procedure)) throw new Error(`No procedure ${path} in the router`);
  return procedure(input);
}
