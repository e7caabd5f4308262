import { createHash } from "node:crypto";
import { aiCache, eq, type Queryable, sql } from "@bible/db";
import type { AiProvider, TokenUsage } from "./provider";

export const AI_CACHE_KINDS = ["word", "explanation", "question", "context"] as const;
export type AiCacheKind = (typeof AI_CACHE_KINDS)[number];

export type CacheInput = Record<string, string | number | number[]>;

/** sha256 of provider, model, kind and the normalised inputs (callers build `input` with a fixed key order). */
export function aiCacheKey(provider: AiProvider, kind: AiCacheKind, input: CacheInput): string {
  return createHash("sha256")
    .update(JSON.stringify([provider.name, provider.model, kind, input]))
    .digest("hex");
}

/**
 * The stored answer, counting the hit; undefined on a miss. A hit counter is not worth waiting for
 * the disk: the commit does not wait for its WAL flush (a crash may lose the last few counts, never
 * an answer), which halves the latency of a cached answer on a Postgres server.
 */
export async function readCachedAnswer(db: Queryable, key: string): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    const [row] = await tx
      .update(aiCache)
      .set({ hits: sql`${aiCache.hits} + 1` })
      .where(eq(aiCache.key, key))
      .returning({ response: aiCache.response });
    return row?.response;
  });
}

export async function storeAnswer(
  db: Queryable,
  entry: {
    key: string;
    provider: AiProvider;
    kind: AiCacheKind;
    input: CacheInput;
    response: Record<string, unknown>;
    usage: TokenUsage;
  },
): Promise<void> {
  await db
    .insert(aiCache)
    .values({
      key: entry.key,
      provider: entry.provider.name,
      model: entry.provider.model,
      kind: entry.kind,
      input: entry.input,
      response: entry.response,
      promptTokens: entry.usage.promptTokens,
      completionTokens: entry.usage.completionTokens,
    })
    // Two readers asking the same thing at once, or a stored answer of an older shape: the latest wins.
    .onConflictDoUpdate({
      target: aiCache.key,
      set: {
        response: entry.response,
        promptTokens: entry.usage.promptTokens,
        completionTokens: entry.usage.completionTokens,
      },
    });
}

export type AiCacheStats = {
  entries: number;
  hits: number;
  promptTokens: number;
  completionTokens: number;
  byKind: Record<string, { entries: number; hits: number; promptTokens: number; completionTokens: number }>;
};

/** Answers cached and tokens spent, for the admin statistics. */
export async function aiCacheStats(db: Queryable): Promise<AiCacheStats> {
  const rows = await db
    .select({
      kind: aiCache.kind,
      entries: sql`count(*)`.mapWith(Number),
      hits: sql`coalesce(sum(${aiCache.hits}), 0)`.mapWith(Number),
      promptTokens: sql`coalesce(sum(${aiCache.promptTokens}), 0)`.mapWith(Number),
      completionTokens: sql`coalesce(sum(${aiCache.completionTokens}), 0)`.mapWith(Number),
    })
    .from(aiCache)
    .groupBy(aiCache.kind)
    .orderBy(aiCache.kind);
  const stats: AiCacheStats = { entries: 0, hits: 0, promptTokens: 0, completionTokens: 0, byKind: {} };
  for (const { kind, ...row } of rows) {
    stats.byKind[kind] = row;
    stats.entries += row.entries;
    stats.hits += row.hits;
    stats.promptTokens += row.promptTokens;
    stats.completionTokens += row.completionTokens;
  }
  return stats;
}
