import { SendIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { COMMENT_MAX_LENGTH, canPostComment } from "./comment-rules";

/**
 * The comment box (SPEC §2, §5): 3 rows, at most 1000 characters with a live count, the button
 * disabled while blank, while posting or for a guest. `onSubmit` resolves true when the comment was
 * accepted, so the text is kept for another try when it was not.
 */
export function CommentForm({
  signedIn,
  posting,
  onSubmit,
}: {
  signedIn: boolean;
  posting: boolean;
  onSubmit: (content: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [content, setContent] = useState("");
  const counterId = useId();
  const allowed = canPostComment({ content, posting, signedIn });

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!allowed) return;
        if (await onSubmit(content)) setContent("");
      }}
    >
      <Textarea
        rows={3}
        dir="auto"
        maxLength={COMMENT_MAX_LENGTH}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={t("community.comments.placeholder")}
        aria-label={t("community.comments.placeholder")}
        aria-describedby={counterId}
        disabled={!signedIn}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={counterId} className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
          {t("community.comments.counter", { count: content.length })}
        </span>
        <Button type="submit" size="sm" disabled={!allowed}>
          <SendIcon aria-hidden="true" />
          {posting ? t("community.comments.posting") : t("community.comments.submit")}
        </Button>
      </div>
    </form>
  );
}
