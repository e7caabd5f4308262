import { useTranslation } from "react-i18next";
import { readApiError } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { trpc } from "@/lib/trpc";

type Decision = "approve" | "reject";

/**
 * A moderator's decisions. Each refreshes the queues and the header's count, and the community lists an
 * approved item joins; a refusal of the server (the role taken back, the item gone) says why.
 */
export function useModeration() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const failed = (error: unknown) =>
    toast({ variant: "destructive", title: t("toast.error.title"), description: readApiError(error).message });
  const refresh = () => utils.community.invalidate();

  const question = trpc.community.moderateQuestion.useMutation({
    onSuccess: (result) =>
      toast({
        variant: "success",
        title: t(
          result.status === "approved" ? "moderation.toast.questionApproved" : "moderation.toast.questionRejected",
        ),
      }),
    onError: failed,
    onSettled: refresh,
  });
  const comment = trpc.community.moderateComment.useMutation({
    onSuccess: (result) =>
      toast({
        variant: "success",
        title: t(
          result.status === "approved" ? "moderation.toast.commentApproved" : "moderation.toast.commentRejected",
        ),
      }),
    onError: failed,
    onSettled: refresh,
  });
  const category = trpc.community.setCategory.useMutation({
    onSuccess: () => toast({ variant: "success", title: t("moderation.toast.categorySet") }),
    onError: failed,
    onSettled: refresh,
  });

  return {
    busy: question.isPending || comment.isPending || category.isPending,
    decideQuestion: (id: number, decision: Decision) => question.mutate({ id, decision }),
    decideComment: (id: number, decision: Decision) => comment.mutate({ id, decision }),
    setCategory: (id: number, value: Parameters<typeof category.mutate>[0]["category"]) =>
      category.mutate({ id, category: value }),
  };
}
