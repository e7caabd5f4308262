import { useQueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { useTranslation } from "react-i18next";
import { readApiError } from "@/lib/errors";
import { applyOptimistic } from "@/lib/optimistic";
import { toast } from "@/lib/toast";
import { type RouterOutputs, trpc } from "@/lib/trpc";
import { commentErrorMessageKey } from "./comment-rules";
import { isDuplicateVote, totalAfterVote, type VoteType } from "./votes";

type Question = RouterOutputs["community"]["list"][number];
type UserVote = RouterOutputs["community"]["userVotes"][number];

function useQuestionLists() {
  const queryClient = useQueryClient();
  const keys = [getQueryKey(trpc.community.list), getQueryKey(trpc.community.popular)];
  /** Changes one question in the recent and popular lists at once; returns the undo. */
  return async (questionId: number, change: (question: Question) => Question) => {
    const rollbacks = await Promise.all(
      keys.map((key) =>
        applyOptimistic<Question[]>(queryClient, key, (list) =>
          list.map((question) => (question.id === questionId ? change(question) : question)),
        ),
      ),
    );
    return () => {
      for (const rollback of rollbacks) rollback();
    };
  };
}

/**
 * Votes (SPEC §4, §8): the same vote twice is refused before any request, and again by the server
 * (409) when this page's votes were stale. The arrow and the total move at once and move back on failure.
 */
export function useVote(userId: string | null, myVotes: Map<number, VoteType>) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const updateQuestion = useQuestionLists();
  const duplicate = () =>
    toast({ title: t("toast.vote.duplicate.title"), description: t("toast.vote.duplicate.text") });

  const mutation = trpc.community.vote.useMutation({
    onMutate: async ({ id, voteType }) => {
      const previous = myVotes.get(id);
      const undoTotals = await updateQuestion(id, (q) => ({
        ...q,
        votes: totalAfterVote(q.votes, previous, voteType),
      }));
      const undoVotes = await applyOptimistic<UserVote[]>(
        queryClient,
        getQueryKey(trpc.community.userVotes),
        (votes) => [...votes.filter((v) => v.questionId !== id), { questionId: id, voteType }],
      );
      return {
        rollback: () => {
          undoTotals();
          undoVotes();
        },
      };
    },
    onSuccess: () =>
      toast({ variant: "success", title: t("toast.vote.recorded.title"), description: t("toast.vote.recorded.text") }),
    onError: (error, _input, context) => {
      context?.rollback();
      if (readApiError(error).code === "ALREADY_VOTED") duplicate();
      else toast({ variant: "destructive", title: t("toast.error.title"), description: t("toast.vote.failed") });
    },
    onSettled: () =>
      Promise.all([
        utils.community.list.invalidate(),
        utils.community.popular.invalidate(),
        utils.community.userVotes.invalidate(),
      ]),
  });

  return (questionId: number, voteType: VoteType) => {
    if (!userId) {
      toast({ title: t("toast.signInRequired.title"), description: t("errors.authRequired") });
      return;
    }
    if (isDuplicateVote(myVotes.get(questionId), voteType)) {
      duplicate();
      return;
    }
    mutation.mutate({ id: questionId, userId, voteType });
  };
}

/** Opening a thread counts a view; the count on the card follows without reloading the list. */
export function useRecordView() {
  const updateQuestion = useQuestionLists();
  const mutation = trpc.community.view.useMutation({
    onSuccess: (result) => updateQuestion(result.questionId, (q) => ({ ...q, views: result.views })),
  });
  return (questionId: number) => mutation.mutate({ id: questionId });
}

export type PostedComment = RouterOutputs["community"]["addComment"];

/** Posts a comment for moderation; a refusal shows the spec's message for it (SPEC §8). */
export function useAddComment(questionId: number, onPosted: (comment: PostedComment) => void) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const mutation = trpc.community.addComment.useMutation({
    onSuccess: (comment) => {
      toast({ variant: "success", title: t("toast.comment.added.title"), description: t("toast.comment.added.text") });
      onPosted(comment);
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: t("toast.error.title"),
        description: t(commentErrorMessageKey(readApiError(error))),
      }),
    // Not awaited: the box empties as soon as the server accepts, without waiting for the list.
    onSettled: () => {
      void utils.community.comments.invalidate({ id: questionId });
      void utils.community.mine.invalidate();
    },
  });
  return {
    posting: mutation.isPending,
    post: async (content: string) => {
      try {
        await mutation.mutateAsync({ id: questionId, content });
        return true;
      } catch {
        return false;
      }
    },
  };
}
