import { bibleVersions, type DbHandle, isNotNull, sql } from "@bible/db";
import type { FastifyPluginAsync } from "fastify";

export const healthRoutes: FastifyPluginAsync<{ database: DbHandle }> = async (app, { database }) => {
  app.get("/healthz", async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      const installed = await database.db
        .select({ code: bibleVersions.code, language: bibleVersions.language, verses: bibleVersions.verseCount })
        .from(bibleVersions)
        .where(isNotNull(bibleVersions.installedAt))
        .orderBy(bibleVersions.language, bibleVersions.code);
      return { status: "ok", database: database.kind, versions: installed };
    } catch (error) {
      app.log.error({ err: error }, "health check failed");
      return reply.code(503).send({ status: "unavailable", database: database.kind, code: "DATABASE_UNAVAILABLE" });
    }
  });
};
