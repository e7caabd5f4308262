import { gradedCardSchema } from "@bible/api/schemas";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CheckCircle2Icon, CloudOffIcon, EyeIcon, KeyboardIcon } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { CardsSkeleton } from "@/components/cards-skeleton";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { SignInPrompt } from "@/components/sign-in-prompt";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { dateLocale } from "@/lib/format-date";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { trpc } from "@/lib/trpc";
import { useOnline } from "@/lib/use-online";
import { newWriteKey } from "@/lib/write-queue";
import { sendOrQueue, useQueuedWriteCount } from "@/lib/write-sync";
import { forgetKeptCard, loadSessionCards } from "./device-cards";
import { OwnSchedule } from "./own-schedule";
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
      {user ? <OwnSchedule /> : null}
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
  const { user } = useSession();
  const userId = user?.id ?? "";
  const timeZone = useMemo(browserTimeZone, []);
  const [since] = useState(() => new Date().toISOString());
  const utils = trpc.useUtils();
  const due = useQuery({
    queryKey: ["review-session", userId, search.word, search.language, timeZone],
    queryFn: () => loadSessionCards(utils, userId, { wordId: search.word, language: search.language, timeZone }),
    gcTime: 0,
    refetchOnMount: "always",
  });
  const [queue, setQueue] = useState<ReviewCardData[] | null>(null);
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(false);
  const [sending, setSending] = useState(false);
  /** Grades of this session that wait for the network on this device. */
  const [queued, setQueued] = useState(0);
  const online = useOnline();
  const invalidate = useInvalidateReview();

  useEffect(() => {
    if (due.data && !due.isFetching && queue === null) setQueue(due.data.cards);
  }, [due.data, due.isFetching, queue]);

  const card = queue?.[index];
  const finished = queue !== null && queue.length > 0 && index >= queue.length;

  const onGrade = useCallback(
    (value: number) => {
      if (!card || !shown || sending) return;
      setSending(true);
      // Kept on the device before it is sent: a grade the reader saw taken is never lost (issue 34).
      const write = {
        key: newWriteKey("grade"),
        kind: "grade" as const,
        path: "/api/review/grade" as const,
        body: { cardId: card.id, grade: value, reps: card.reps, timeZone, reviewedAt: new Date().toISOString() },
      };
      sendOrQueue(write)
        .then((outcome) => {
          if (outcome.state === "refused") {
            toast({ title: t("review.gradeError"), variant: "destructive" });
            return;
          }
          const graded = outcome.state === "sent" ? gradedCardSchema.safeParse(outcome.answer) : null;
          // Again: the card comes back before the session ends (offline, one review further).
          if (value === 1) {
            const next = graded?.success ? graded.data : { reps: card.reps + 1 };
            setQueue((current) => [...(current ?? []), { ...card, ...next, word: card.word }]);
          }
          if (outcome.state === "queued") setQueued((n) => n + 1);
          else void invalidate();
          void forgetKeptCard(userId, card.id).catch(() => undefined);
          setIndex((i) => i + 1);
          setShown(false);
        })
        .catch(() => toast({ title: t("review.gradeError"), variant: "destructive" }))
        .finally(() => setSending(false));
    },
    [card, shown, sending, timeZone, invalidate, t, userId],
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

  if (due.isError) return <LoadError onRetry={() => due.refetch()} />;
  if (due.isPending || queue === null) return <CardsSkeleton />;
  if (queue.length === 0) return due.data.onDevice ? <NothingKept /> : <NothingDue />;
  if (finished || !card) {
    return queued > 0 || !online ? (
      <OfflineSummary graded={index} />
    ) : (
      <SessionSummary since={since} timeZone={timeZone} onContinue={onRestart} />
    );
  }

  const total = queue.length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          <span data-testid="review-progress">{t("review.progress", { current: index + 1, total })}</span>
        </div>
        <Progress value={(index / total) * 100} aria-label={t("review.progressLabel")} />
      </div>
      {due.data.onDevice || !online || queued > 0 ? <QueuedNotice /> : null}
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
                  disabled={sending}
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

/** Offline or with grades queued: said plainly, with the count waiting on this device. */
function QueuedNotice() {
  const { t } = useTranslation();
  const pending = useQueuedWriteCount();
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
      data-testid="review-queued"
    >
      <CloudOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {t("sync.gradesQueued")}{" "}
        <span className="font-medium" data-testid="review-queued-count">
          {t("sync.pending", { count: pending })}
        </span>
      </span>
    </p>
  );
}

/** The end of a session whose grades are not all on the server yet: its summary needs them there. */
function OfflineSummary({ graded }: { graded: number }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="review-summary-offline">
      <CardContent className="flex flex-col items-center gap-4 p-6 text-center">
        <CheckCircle2Icon className="size-10 text-success" aria-hidden="true" />
        <h2 className="text-xl font-semibold">{t("review.summary.title")}</h2>
        <p>{t("review.offline.summary", { count: graded })}</p>
        <QueuedNotice />
        <Button asChild variant="outline">
          <Link to="/vocabulaire">{t("review.backToVocabulary")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Offline with no card of today on the device. */
function NothingKept() {
  const { t } = useTranslation();
  return <EmptyState icon={CloudOffIcon} title={t("review.empty.title")} text={t("review.offline.noCards")} />;
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
