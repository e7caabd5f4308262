import { useQueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { useTranslation } from "react-i18next";
import { applyOptimistic } from "@/lib/optimistic";
import { toast } from "@/lib/toast";
import { trpc } from "@/lib/trpc";
import type { VocabularyWord } from "./word-card";

/** Deletes a word: it leaves every list at once and comes back if the server refuses. */
export function useRemoveWord(userId: string) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const mutation = trpc.vocabulary.remove.useMutation({
    onMutate: async ({ wordId }) => ({
      rollback: await applyOptimistic<VocabularyWord[]>(queryClient, getQueryKey(trpc.vocabulary.list), (words) =>
        words.filter((w) => w.id !== wordId),
      ),
    }),
    onSuccess: () => toast({ variant: "success", title: t("toast.wordDeleted") }),
    onError: (_error, _input, context) => {
      context?.rollback();
      toast({ variant: "destructive", title: t("toast.error.title"), description: t("toast.wordDeleteFailed") });
    },
    onSettled: () =>
      Promise.all([
        utils.vocabulary.list.invalidate(),
        utils.review.counts.invalidate(),
        utils.review.due.invalidate(),
      ]),
  });
  return (word: VocabularyWord) => mutation.mutate({ userId, wordId: word.id });
}
