import { CheckIcon, MessageSquareIcon, MessagesSquareIcon, ShieldCheckIcon, XIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CardsSkeleton } from "@/components/cards-skeleton";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { SafeMarkdown } from "@/components/safe-markdown";
import { SignInPrompt } from "@/components/sign-in-prompt";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { bookName } from "@/lib/book-name";
import { passageReference } from "@/lib/format";
import { formatDate } from "@/lib/format-date";
import { useSession } from "@/lib/session";
import { contentLanguageProps } from "@/lib/text-direction";
import { type RouterOutputs, trpc } from "@/lib/trpc";
import { useModeration } from "./use-moderation";

type PendingQuestion = RouterOutputs["community"]["pendingQuestions"][number];
type PendingComment = RouterOutputs["community"]["pendingComments"][number];
type Moderation = ReturnType<typeof useModeration>;
type Category = PendingQuestion["category"];

/** SPEC §3's categories: a record over the API's type, so none can be missing or extra. */
const CATEGORY_SET: Record<Category, true> = {
  theology: true,
  history: true,
  application: true,
  language: true,
  culture: true,
  other: true,
};

function isCategory(value: string): value is Category {
  return Object.hasOwn(CATEGORY_SET, value);
}

const CATEGORIES = Object.keys(CATEGORY_SET).filter(isCategory);

/** /moderation: what waits for a moderator (guests' questions, every comment), oldest first. */
export function ModerationPage() {
  const { t } = useTranslation();
  const { user, moderator, isLoading } = useSession();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t("moderation.title")}</h1>
        <p className="text-muted-foreground">{t("moderation.subtitle")}</p>
      </div>
      {isLoading ? (
        <CardsSkeleton />
      ) : !user ? (
        <SignInPrompt
          title={t("moderation.signIn.title")}
          text={t("moderation.signIn.text")}
          buttonLabel={t("library.signIn.button")}
        />
      ) : !moderator ? (
        <EmptyState icon={ShieldCheckIcon} title={t("moderation.forbidden.title")} text={t("errors.forbidden")} />
      ) : (
        <Queues />
      )}
    </div>
  );
}

function Queues() {
  const { t, i18n } = useTranslation();
  const questions = trpc.community.pendingQuestions.useQuery();
  const comments = trpc.community.pendingComments.useQuery();
  const moderation = useModeration();
  return (
    <Tabs defaultValue="questions" className="flex flex-col gap-2" dir={i18n.dir()}>
      <TabsList className="self-start">
        <TabsTrigger value="questions">
          {t("moderation.tabs.questions", { count: questions.data?.length ?? 0 })}
        </TabsTrigger>
        <TabsTrigger value="comments">
          {t("moderation.tabs.comments", { count: comments.data?.length ?? 0 })}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="questions">
        {questions.isPending ? (
          <CardsSkeleton />
        ) : questions.isError ? (
          <LoadError onRetry={() => questions.refetch()} />
        ) : questions.data.length === 0 ? (
          <EmptyState icon={MessagesSquareIcon} title={t("moderation.empty.questions")} />
        ) : (
          <div className="flex flex-col gap-4">
            {questions.data.map((question) => (
              <PendingQuestionCard key={question.id} question={question} moderation={moderation} />
            ))}
          </div>
        )}
      </TabsContent>
      <TabsContent value="comments">
        {comments.isPending ? (
          <CardsSkeleton />
        ) : comments.isError ? (
          <LoadError onRetry={() => comments.refetch()} />
        ) : comments.data.length === 0 ? (
          <EmptyState icon={MessageSquareIcon} title={t("moderation.empty.comments")} />
        ) : (
          <div className="flex flex-col gap-4">
            {comments.data.map((comment) => (
              <PendingCommentCard key={comment.id} comment={comment} moderation={moderation} />
            ))}
          </div>
        )}
      </TabsContent>
    </Tabs>
  );
}

function Decisions({ busy, onDecide }: { busy: boolean; onDecide: (decision: "approve" | "reject") => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t pt-3">
      <Button variant="outline" size="sm" disabled={busy} onClick={() => onDecide("reject")}>
        <XIcon aria-hidden="true" />
        {t("moderation.reject")}
      </Button>
      <Button size="sm" disabled={busy} onClick={() => onDecide("approve")}>
        <CheckIcon aria-hidden="true" />
        {t("moderation.approve")}
      </Button>
    </div>
  );
}

function PendingQuestionCard({ question, moderation }: { question: PendingQuestion; moderation: Moderation }) {
  const { t, i18n } = useTranslation();
  const reference = passageReference(bookName(question.bookId, i18n.language), question.chapter);
  const contentLanguage = contentLanguageProps(question.language);
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="pending-question" aria-label={question.question}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{reference}</span>
        <span className="text-xs text-muted-foreground">{formatDate(question.createdAt, i18n.language)}</span>
      </div>
      <h2 className="font-medium leading-snug" {...contentLanguage}>
        {question.question}
      </h2>
      <SafeMarkdown className="text-sm leading-relaxed text-foreground/85" {...contentLanguage}>
        {question.answer}
      </SafeMarkdown>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">{t("moderation.category")}</span>
        <Select
          dir={i18n.dir()}
          value={question.category}
          disabled={moderation.busy}
          onValueChange={(value) => {
            if (isCategory(value)) moderation.setCategory(question.id, value);
          }}
        >
          <SelectTrigger className="w-44" aria-label={t("moderation.category")}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {CATEGORIES.map((category) => (
              <SelectItem key={category} value={category}>
                {t(`community.category.${category}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Decisions busy={moderation.busy} onDecide={(decision) => moderation.decideQuestion(question.id, decision)} />
    </Card>
  );
}

function PendingCommentCard({ comment, moderation }: { comment: PendingComment; moderation: Moderation }) {
  const { t, i18n } = useTranslation();
  const author = comment.author?.trim() || comment.email || t("header.defaultUser");
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="pending-comment" aria-label={comment.content}>
      <p className="text-xs text-muted-foreground">
        {t("moderation.onQuestion")}{" "}
        <span className="font-medium text-foreground" dir="auto">
          {comment.question}
        </span>
      </p>
      <SafeMarkdown className="text-sm leading-relaxed" dir="auto">
        {comment.content}
      </SafeMarkdown>
      <p className="text-xs text-muted-foreground">
        {t("moderation.byAuthor", { author, date: formatDate(comment.createdAt, i18n.language) })}
      </p>
      <Decisions busy={moderation.busy} onDecide={(decision) => moderation.decideComment(comment.id, decision)} />
    </Card>
  );
}
