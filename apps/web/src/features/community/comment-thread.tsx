import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-error";
import { SafeMarkdown } from "@/components/safe-markdown";
import { authLoginHref } from "@/components/sign-in-prompt";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format-date";
import { trpc } from "@/lib/trpc";
import { CommentForm } from "./comment-form";
import { type PostedComment, useAddComment } from "./use-community-mutations";

/**
 * The open thread of one question: approved comments, the reader's own comments awaiting moderation (from their
 * submissions, so they stay after a reload; nobody else sees them), the form.
 */
export function CommentThread({ questionId, signedIn }: { questionId: number; signedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const comments = trpc.community.comments.useQuery({ id: questionId });
  const mine = trpc.community.mine.useQuery(undefined, { enabled: signedIn });
  const [posted, setPosted] = useState<PostedComment[]>([]);
  const { post, posting } = useAddComment(questionId, (comment) => setPosted((list) => [...list, comment]));
  const pending = ownPending(questionId, mine.data?.comments ?? [], posted);

  return (
    <div className="flex flex-col gap-4 border-t pt-4" data-testid="comment-thread">
      {comments.isPending ? (
        <Skeleton className="h-12" />
      ) : comments.isError ? (
        <LoadError onRetry={() => comments.refetch()} />
      ) : comments.data.length === 0 && pending.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("community.comments.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {comments.data.map((comment) => (
            <li key={comment.id} className="rounded-lg bg-muted/60 p-3 text-sm" data-testid="comment">
              <SafeMarkdown dir="auto">{comment.content}</SafeMarkdown>
              <p className="mt-1 text-xs text-muted-foreground">{formatDate(comment.createdAt, i18n.language)}</p>
            </li>
          ))}
          {pending.map((comment) => (
            <li key={comment.id} className="rounded-lg border border-dashed p-3 text-sm" data-testid="pending-comment">
              <SafeMarkdown dir="auto">{comment.content}</SafeMarkdown>
              <Badge variant="muted" className="mt-2">
                {t("community.comments.pending")}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {signedIn ? (
        <>
          <CommentForm signedIn={signedIn} posting={posting} onSubmit={post} />
          <p className="text-xs text-muted-foreground">{t("community.comments.pendingNote")}</p>
        </>
      ) : (
        <div
          className="flex flex-wrap items-center gap-3 rounded-lg bg-muted/60 p-3 text-sm"
          data-testid="comment-sign-in"
        >
          <span className="flex-1">{t("community.comments.signInPrompt")}</span>
          <Button size="sm" asChild>
            <a href={authLoginHref(window.location.pathname)}>{t("community.comments.signIn")}</a>
          </Button>
        </div>
      )}
    </div>
  );
}

/** The reader's comments on this question still waiting, oldest first: those just posted and those stored. */
function ownPending(
  questionId: number,
  stored: { id: number; questionId: number; content: string; status: PostedComment["status"] }[],
  posted: PostedComment[],
): { id: number; content: string }[] {
  const byId = new Map<number, { id: number; content: string; status: PostedComment["status"] }>();
  for (const comment of stored) if (comment.questionId === questionId) byId.set(comment.id, comment);
  for (const comment of posted) if (!byId.has(comment.id)) byId.set(comment.id, comment);
  return [...byId.values()].filter((c) => c.status === "pending").sort((a, b) => a.id - b.id);
}
