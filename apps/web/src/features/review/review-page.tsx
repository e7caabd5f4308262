import { Link } from "@tanstack/react-router";
import { CheckCircle2Icon, EyeIcon, KeyboardIcon } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { CardsSkeleton } from "@/components/cards-skeleton";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { SignInPrompt } from "@/components/sign-in-prompt";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { readApiError } from "@/lib/errors";
import { dateLocale } from "@/lib/format-date";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { trpc } from "@/lib/trpc";
import { RetentionSelect } from "./retention-select";
import { type ReviewCardData, ReviewCardFace } from "./review-card";
import type { ReviewSearch } from "./review-search";
import { browserTimeZone, useInvalidateReview } from "./use-review-counts";

export function ReviewPage({ search }: { search: ReviewSearch }) {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const [session, setSession] = useState(0);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t("review.title")}</h1>
        {user ? <RetentionSelect /> : null}
      </div>
      {isLoading ? (
        <CardsSkeleton />
      ) : user ? (
        <ReviewSession
          key={`${search.word ?? ""}-${search.language ?? ""}-${session}`}
          search={search}
          onRestart={() => setSession((n) => n + 1)}
        />
      ) : (
        <SignInPrompt
          title={t("review.signIn.title")}
          text={t("review.signIn.text")}
          buttonLabel={t("review.signIn.button")}
        />
      )}
    </div>
  );
}

const GRADES = [
  { grade: 1, key: "review.grade.again", className: "border-destructive/40 text-destructive-text" },
  { grade: 2, key: "review.grade.hard", className: "" },
  { grade: 3, key: "review.grade.good", className: "border-success/40 text-success" },
  { grade: 4, key: "review.grade.easy", className: "border-primary/40 text-primary" },
] as const;

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) || target.role === "combobox")
  );
}

function ReviewSession({ search, onRestart }: { search: ReviewSearch; onRestart: () => void }) {
  const { t } = useTranslation();
  const timeZone = useMemo(browserTimeZone, []);
  const [since] = useState(() => new Date().toISOString());
  const due = trpc.review.due.useQuery(
    { wordId: search.word, language: search.language, timeZone },
    { gcTime: 0, refetchOnMount: "always" },
  );
  const [queue, setQueue] = useState<ReviewCardData[] | null>(null);
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(false);
  const invalidate = useInvalidateReview();
  const grade = trpc.review.grade.useMutation();

  useEffect(() => {
    if (due.data && !due.isFetching && queue === null) setQueue(due.data);
  }, [due.data, due.isFetching, queue]);

  const card = queue?.[index];
  const finished = queue !== null && queue.length > 0 && index >= queue.length;

  const onGrade = useCallback(
    (value: number) => {
      if (!card || !shown || grade.isPending) return;
      grade.mutate(
        { cardId: card.id, grade: value, reps: card.reps, timeZone },
        {
          onSuccess: (graded) => {
            // Again: the card comes back before the session ends.
            if (value === 1) setQueue((current) => [...(current ?? []), { ...card, ...graded, word: card.word }]);
            setIndex((i) => i + 1);
            setShown(false);
            void invalidate();
          },
          onError: (error) => {
            if (readApiError(error).code === "CARD_ALREADY_GRADED") {
              setIndex((i) => i + 1);
              setShown(false);
              return;
            }
            toast({ title: t("review.gradeError"), variant: "destructive" });
          },
        },
      );
    },
    [card, shown, grade, timeZone, invalidate, t],
  );

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey || !card) return;
      if (event.key === " " || event.code === "Space") {
        event.preventDefault();
        setShown(true);
        return;
      }
      const value = Number(event.key);
      if (shown && value >= 1 && value <= 4) {
        event.preventDefault();
        onGrade(value);
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [card, shown, onGrade]);

  if (due.isPending || queue === null) return <CardsSkeleton />;
  if (due.isError) return <LoadError onRetry={() => due.refetch()} />;
  if (queue.length === 0) return <NothingDue />;
  if (finished || !card) return <SessionSummary since={since} timeZone={timeZone} onContinue={onRestart} />;

  const total = queue.length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          <span data-testid="review-progress">{t("review.progress", { current: index + 1, total })}</span>
        </div>
        <Progress value={(index / total) * 100} aria-label={t("review.progressLabel")} />
      </div>
      <Card>
        <CardContent className="flex flex-col gap-6 p-5 sm:p-6">
          <ReviewCardFace card={card} shown={shown} />
          {shown ? (
            <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <legend className="sr-only">{t("review.gradeLabel")}</legend>
              {GRADES.map((g) => (
                <Button
                  key={g.grade}
                  variant="outline"
                  className={`h-auto flex-col gap-0.5 py-2 ${g.className}`}
                  disabled={grade.isPending}
                  onClick={() => onGrade(g.grade)}
                  data-testid={`grade-${g.grade}`}
                >
                  <span className="font-semibold">{t(g.key)}</span>
                  <kbd className="text-xs text-muted-foreground">{g.grade}</kbd>
                </Button>
              ))}
            </fieldset>
          ) : (
            <Button size="lg" onClick={() => setShown(true)} data-testid="review-show">
              <EyeIcon aria-hidden="true" />
              {t("review.show")}
              <kbd className="ms-2 hidden text-xs opacity-70 sm:inline">{t("review.spaceKey")}</kbd>
            </Button>
          )}
        </CardContent>
      </Card>
      <p className="hidden items-center gap-2 text-xs text-muted-foreground sm:flex">
        <KeyboardIcon className="size-4" aria-hidden="true" />
        {t("review.shortcuts")}
      </p>
    </div>
  );
}

function formatDue(value: string | null, language: string, never: string): string {
  if (!value) return never;
  return new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: "medium",
    timeStyle: "short",
    calendar: "gregory",
  }).format(new Date(value));
}

function NothingDue() {
  const { t, i18n } = useTranslation();
  const counts = trpc.review.counts.useQuery({ timeZone: browserTimeZone() });
  const next = counts.data?.nextDue ?? null;
  return (
    <EmptyState
      icon={CheckCircle2Icon}
      title={t("review.empty.title")}
      text={next ? t("review.empty.next", { date: formatDue(next, i18n.language, "") }) : t("review.empty.noWords")}
    >
      <Button asChild variant="outline">
        <Link to="/vocabulaire">{t("review.backToVocabulary")}</Link>
      </Button>
    </EmptyState>
  );
}

function SessionSummary({
  since,
  timeZone,
  onContinue,
}: {
  since: string;
  timeZone: string | undefined;
  onContinue: () => void;
}) {
  const { t, i18n } = useTranslation();
  const summary = trpc.review.summary.useQuery({ since, timeZone }, { gcTime: 0, refetchOnMount: "always" });
  if (summary.isPending) return <CardsSkeleton />;
  if (summary.isError) return <LoadError onRetry={() => summary.refetch()} />;
  const { reviewed, correct, nextDue, dueToday } = summary.data;
  return (
    <Card data-testid="review-summary">
      <CardContent className="flex flex-col items-center gap-5 p-6 text-center">
        <CheckCircle2Icon className="size-10 text-success" aria-hidden="true" />
        <h2 className="text-xl font-semibold">{t("review.summary.title")}</h2>
        <dl className="grid w-full grid-cols-1 gap-3 sm:grid-cols-3">
          <Stat label={t("review.summary.reviewed")} value={String(reviewed)} testId="summary-reviewed" />
          <Stat label={t("review.summary.correct")} value={String(correct)} testId="summary-correct" />
          <Stat
            label={t("review.summary.nextDue")}
            value={formatDue(nextDue, i18n.language, "—")}
            testId="summary-next"
          />
        </dl>
        <div className="flex flex-wrap justify-center gap-2">
          {dueToday > 0 ? (
            <Button onClick={onContinue} data-testid="review-continue">
              {t("review.summary.continue", { n: dueToday })}
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to="/vocabulaire">{t("review.backToVocabulary")}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg bg-muted p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
