import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { appliedOnce } from "../lib/applied-once";
import { deletedSchema } from "../schemas/common";
import {
  addBookmarkInput,
  bookmarkSchema,
  bookmarksInput,
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
    .input(bookmarksInput)
    .output(z.array(bookmarkSchema))
    .query(({ ctx, input }) => {
      assertSelf(ctx, input.userId);
      return listBookmarks(ctx.db, ctx.user.id);
    }),

  addBookmark: protectedProcedure
    .input(addBookmarkInput)
    .output(bookmarkSchema)
    .mutation(({ ctx, input }) => {
      const { userId, idempotencyKey, ...bookmark } = input;
      assertSelf(ctx, userId);
      const claim = {
        userId: ctx.user.id,
        key: idempotencyKey,
        procedure: "library.addBookmark",
        output: bookmarkSchema,
      };
      return appliedOnce(ctx.db, claim, (db) => addBookmark(db, ctx.user.id, bookmark));
    }),

  removeBookmark: protectedProcedure
    .input(removeBookmarkInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => {
      assertSelf(ctx, input.userId);
      return removeBookmark(ctx.db, ctx.user.id, input.bookmarkId);
    }),

  qaHistory: protectedProcedure
    .input(qaHistoryInput)
    .output(z.array(qaHistoryEntrySchema))
    .query(({ ctx, input }) => chapterHistory(ctx.db, ctx.user.id, input)),

  saveQa: protectedProcedure
    .input(qaIdInput)
    .output(qaSaveResultSchema)
    .mutation(({ ctx, input }) => setQaSaved(ctx.db, ctx.user.id, input.id, true)),

  unsaveQa: protectedProcedure
    .input(qaIdInput)
    .output(qaSaveResultSchema)
    .mutation(({ ctx, input }) => setQaSaved(ctx.db, ctx.user.id, input.id, false)),

  unsaveQaOf: protectedProcedure
    .input(userQaInput)
    .output(qaSaveResultSchema)
    .mutation(({ ctx, input }) => {
      assertSelf(ctx, input.userId);
      return setQaSaved(ctx.db, ctx.user.id, input.qaId, false);
    }),

  savedQa: protectedProcedure
    .input(userScopedInput)
    .output(z.array(savedQaSchema))
    .query(({ ctx, input }) => {
      assertSelf(ctx, input.userId);
      return savedQa(ctx.db, ctx.user.id);
    }),
} satisfies TRPCRouterRecord;
