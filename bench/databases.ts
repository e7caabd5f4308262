import { randomBytes } from "node:crypto";
import { createDb, type DbHandle } from "@bible/db";
import postgres from "postgres";

/** Where the benchmarks run: the embedded PGlite (in memory) and, when it answers, a throwaway Postgres database. */
export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export const BIBLE_SOURCE_DIR =
  process.env.BIBLE_SOURCE_DIR ?? new URL("../../shared/data/bibles", import.meta.url).pathname;

export type BenchDatabase = { label: string; handle: DbHandle };

export async function* benchDatabases(): AsyncGenerator<BenchDatabase> {
  const pglite = createDb({ dataDir: "memory" });
  await pglite.migrate();
  try {
    yield { label: "PGlite", handle: pglite };
  } finally {
    await pglite.close();
  }

  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  const name = `bench_${randomBytes(4).toString("hex")}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    console.log(`Postgres: skipped, ${POSTGRES_URL} does not answer (${(error as Error).message})`);
    await admin.end();
    return;
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const server = createDb({ url: url.toString(), maxConnections: 2 });
  try {
    await server.migrate();
    yield { label: "Postgres", handle: server };
  } finally {
    await server.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
