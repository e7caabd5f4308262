import { Link } from "@tanstack/react-router";
import { MessagesSquareIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { bookName } from "@/lib/book-name";
import { passageReference } from "@/lib/format";
import { formatDate } from "@/lib/format-date";
import type { RouterOutputs } from "@/lib/trpc";

type Submissions = RouterOutputs["community"]["mine"];
type Status = Submissions["questions"][number]["status"];

const STATUS_VARIANT = { pending: "muted", approved: "default", rejected: "outline" } as const;

function StatusBadge({ status, kind }: { status: Status; kind: "question" | "comment" }) {
  const { t } = useTranslation();
  return (
    <Badge variant={STATUS_VARIANT[status]} data-testid="submission-status" data-status={status}>
      {t(`library.community.status.${kind}.${status}`)}
    </Badge>
  );
}

/** The library's community tab: the questions the reader asked and the comments they wrote, and where each stands. */
export function CommunitySubmissions({ submissions }: { submissions: Submissions }) {
  const { t, i18n } = useTranslation();
  if (submissions.questions.length === 0 && submissions.comments.length === 0) {
    return (
      <EmptyState
        icon={MessagesSquareIcon}
        title={t("library.empty.community.title")}
        text={t("library.empty.community.text")}
      >
        <Button asChild>
          <Link to="/lire">{t("library.empty.qa.link")}</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {submissions.questions.length > 0 ? (
        <section className="flex flex-col gap-3" aria-labelledby="my-questions">
          <h2 id="my-questions" className="font-semibold">
            {t("library.community.questions")}
          </h2>
          {submissions.questions.map((question) => (
            <Card key={question.id} className="flex flex-col gap-2 p-4" data-testid="my-question">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium">
                  {passageReference(bookName(question.bookId, i18n.language), question.chapter)}
                </span>
                <StatusBadge status={question.status} kind="question" />
              </div>
              <p dir="auto">{question.question}</p>
              <p className="text-xs text-muted-foreground">{formatDate(question.createdAt, i18n.language)}</p>
            </Card>
          ))}
        </section>
      ) : null}
      {submissions.comments.length > 0 ? (
        <section className="flex flex-col gap-3" aria-labelledby="my-comments">
          <h2 id="my-comments" className="font-semibold">
            {t("library.community.comments")}
          </h2>
          {submissions.comments.map((comment) => (
            <Card key={comment.id} className="flex flex-col gap-2 p-4" data-testid="my-comment">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 truncate text-sm text-muted-foreground" dir="auto">
                  {comment.question}
                </span>
                <StatusBadge status={comment.status} kind="comment" />
              </div>
              <p className="whitespace-pre-line" dir="auto">
                {comment.content}
              </p>
              <p className="text-xs text-muted-foreground">{formatDate(comment.createdAt, i18n.language)}</p>
            </Card>
          ))}
        </section>
      ) : null}
    </div>
  );
}
