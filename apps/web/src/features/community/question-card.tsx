import { EyeIcon, MessageSquareIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SafeMarkdown } from "@/components/safe-markdown";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { bookName } from "@/lib/book-name";
import { passageReference } from "@/lib/format";
import { formatDate } from "@/lib/format-date";
import { contentLanguageProps } from "@/lib/text-direction";
import type { RouterOutputs } from "@/lib/trpc";
import { VoteButtons } from "./vote-buttons";
import type { VoteType } from "./votes";

export type CommunityQuestion = RouterOutputs["community"]["list"][number];

export function QuestionCard({
  question,
  myVote,
  onVote,
  commentsOpen,
  onToggleComments,
  children,
}: {
  question: CommunityQuestion;
  myVote: VoteType | undefined;
  onVote: (voteType: VoteType) => void;
  commentsOpen: boolean;
  onToggleComments: () => void;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const reference = passageReference(bookName(question.bookId, i18n.language), question.chapter);
  const threadId = `comments-${question.id}`;
  const contentLanguage = contentLanguageProps(question.language);
  return (
    <Card className="flex gap-3 p-4 sm:gap-4 sm:p-5" data-testid="question-card" aria-label={question.question}>
      <VoteButtons total={question.votes} myVote={myVote} onVote={onVote} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{reference}</span>
          <Badge variant="secondary">{t(`community.category.${question.category}`)}</Badge>
        </div>
        {/* The page's title is the h1: each question is a section under it (no skipped level). */}
        <h2 className="font-medium leading-snug" {...contentLanguage}>
          {question.question}
        </h2>
        <SafeMarkdown className="text-sm leading-relaxed text-foreground/85" {...contentLanguage}>
          {question.answer}
        </SafeMarkdown>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1" data-testid="views">
            <EyeIcon className="size-3.5" aria-hidden="true" />
            {t("community.views", { count: question.views })}
          </span>
          <span>{t("community.askedOn", { date: formatDate(question.createdAt, i18n.language) })}</span>
          <Button
            variant="ghost"
            size="sm"
            className="ms-auto"
            aria-expanded={commentsOpen}
            aria-controls={threadId}
            onClick={onToggleComments}
          >
            <MessageSquareIcon aria-hidden="true" />
            {commentsOpen ? t("community.comments.hide") : t("community.comments.show")}
            <span className="text-muted-foreground">({question.commentCount})</span>
          </Button>
        </div>
        {commentsOpen ? <div id={threadId}>{children}</div> : null}
      </div>
    </Card>
  );
}
