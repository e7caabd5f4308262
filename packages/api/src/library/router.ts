import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { deletedSchema } from "../schemas/common";
import {
  addBookmarkInput,
  bookmarkSchema,
  qaHistoryEntrySchema,
  qaHistoryInput,
  qaIdInput,
  qaSaveResultSchema,
  removeBookmarkInput,
  savedQaSchema,
  userQaInput,
  userScopedInput,
} from "../schemas/library";
import { assertSelf, protectedProcedure } from "../trpc";
import { addBookmark, chapterHistory, listBookmarks, removeBookmark, savedQa, setQaSaved } from "./service";

export const libraryRouter = {
  bookmarks: protectedProcedure
    .meta({
      openapi: { method: "GET", path: "/bookmarks", tags: ["library"], summary: "The signed-in user's bookmarks" },
    })
    .input(z.object({}))
    .output(z.array(bookmarkSchema))
    .query(({ ctx }) => listBookmarks(ctx.db, ctx.user.id)),

  bookmarksOf: protectedProcedure
    .meta({ openapi: { method: "GET", path: "/bookmarks/{userId}", tags: ["library"], summary: "A user's bookmarks" } })
    .input(userScopedInput)
    .output(z.array(bookmarkSchema))
    .query(({ ctx, input }) => {
      assertSelf(ctx, input.userId);
      return listBookmarks(ctx.db, ctx.user.id);
    }),

  addBookmark: protectedProcedure
    .meta({
      openapi: { method: "POST", path: "/bookmarks", tags: ["library"], summary: "Save a passage" },
      rest: { status: 201 },
    })
    .input(addBookmarkInput)
    .output(bookmarkSchema)
    .mutation(({ ctx, input }) => {
      const { userId, ...bookmark } = input;
      assertSelf(ctx, userId);
      return addBookmark(ctx.db, ctx.user.id, bookmark);
    }),

  removeBookmark: protectedProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/bookmarks/{userId}/{bookmarkId}",
        tags: ["library"],
        summary: "Delete a bookmark",
      },
    })
    .input(removeBookmarkInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => {
      assertSelf(ctx, input.userId);
      return removeBookmark(ctx.db, ctx.user.id, input.bookmarkId);
    }),

  qaHistory: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/qa-history/{book}/{chapter}",
        tags: ["library"],
        summary: "The signed-in user's questions on a chapter, newest first",
      },
    })
    .input(qaHistoryInput)
    .output(z.array(qaHistoryEntrySchema))
    .query(({ ctx, input }) => chapterHistory(ctx.db, ctx.user.id, input)),

  saveQa: protectedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/qa-history/save/{id}",
        tags: ["library"],
        summary: "Save a Q&A to the library",
      },
    })
    .input(qaIdInput)
    .output(qaSaveResultSchema)
    .mutation(({ ctx, input }) => setQaSaved(ctx.db, ctx.user.id, input.id, true)),

  unsaveQa: protectedProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/qa-history/save/{id}",
        tags: ["library"],
        summary: "Remove a Q&A from the library",
      },
    })
    .input(qaIdInput)
    .output(qaSaveResultSchema)
    .mutation(({ ctx, input }) => setQaSaved(ctx.db, ctx.user.id, input.id, false)),

  unsaveQaOf: protectedProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/qa-history/save/{userId}/{qaId}",
        tags: ["library"],
        summary: "Remove a Q&A from the library (library page form)",
      },
    })
    .input(userQaInput)
    .output(qaSaveResultSchema)
    .mutation(({ ctx, input }) => {
      assertSelf(ctx, input.userId);
      return setQaSaved(ctx.db, ctx.user.id, input.qaId, false);
    }),

  savedQa: protectedProcedure
    .meta({ openapi: { method: "GET", path: "/saved-qa/{userId}", tags: ["library"], summary: "A user's saved Q&A" } })
    .input(userScopedInput)
    .output(z.array(savedQaSchema))
    .query(({ ctx, input }) => {
      assertSelf(ctx, input.userId);
      return savedQa(ctx.db, ctx.user.id);
    }),
} satisfies TRPCRouterRecord;
