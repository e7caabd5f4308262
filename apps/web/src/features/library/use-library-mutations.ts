import { useQueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { useTranslation } from "react-i18next";
import { applyOptimistic } from "@/lib/optimistic";
import { toast } from "@/lib/toast";
import { trpc } from "@/lib/trpc";
import type { Bookmark } from "./bookmark-card";
import type { SavedQa } from "./saved-qa-card";

/** Deleting a saved passage: gone from the lists at once, back if the server refuses. */
export function useRemoveBookmark(userId: string) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const mutation = trpc.library.removeBookmark.useMutation({
    onMutate: async ({ bookmarkId }) => {
      const drop = (list: Bookmark[]) => list.filter((b) => b.id !== bookmarkId);
      const rollback = await applyOptimistic(queryClient, getQueryKey(trpc.library.bookmarks), drop);
      return { rollback };
    },
    onSuccess: () => toast({ variant: "success", title: t("toast.verseDeleted") }),
    onError: (_error, _input, context) => {
      context?.rollback();
      toast({ variant: "destructive", title: t("toast.error.title"), description: t("toast.verseDeleteFailed") });
    },
    onSettled: () => utils.library.bookmarks.invalidate(),
  });
  return (bookmark: Bookmark) => mutation.mutate({ userId, bookmarkId: bookmark.id });
}

/** Taking a Q&A out of the library; the chapter panel's saved marks follow. */
export function useRemoveSavedQa(userId: string) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const mutation = trpc.library.unsaveQaOf.useMutation({
    onMutate: async ({ qaId }) => ({
      rollback: await applyOptimistic<SavedQa[]>(queryClient, getQueryKey(trpc.library.savedQa), (list) =>
        list.filter((entry) => entry.id !== qaId),
      ),
    }),
    onSuccess: () => toast({ variant: "success", title: t("toast.qaRemoved") }),
    onError: (_error, _input, context) => {
      context?.rollback();
      toast({ variant: "destructive", title: t("toast.error.title"), description: t("toast.qaRemoveFailed") });
    },
    onSettled: () => Promise.all([utils.library.savedQa.invalidate(), utils.library.qaHistory.invalidate()]),
  });
  return (entry: SavedQa) => mutation.mutate({ userId, qaId: entry.id });
}
