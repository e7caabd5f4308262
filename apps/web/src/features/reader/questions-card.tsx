import { type Book, localizedBookName } from "@bible/canon";
import { BookmarkCheckIcon, BookmarkIcon, Loader2Icon, SendIcon } from "lucide-react";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { GuestBanner } from "@/features/auth/guest-banner";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { trpc } from "@/lib/trpc";
import { useOnline } from "@/lib/use-online";
import { classifyAskError } from "./ask-error";

// The Markdown renderer is only needed once there is an answer: it stays out of the reader's first load.
const SafeMarkdown = lazy(() => import("@/components/safe-markdown").then((m) => ({ default: m.SafeMarkdown })));

function Answer({ children }: { children: string }) {
  return (
    <Suspense fallback={<p className="text-sm whitespace-pre-line">{children}</p>}>
      <SafeMarkdown className={markdownClass}>{children}</SafeMarkdown>
    </Suspense>
  );
}

const markdownClass =
  "space-y-2 text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5 [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_code]:rounded [&_code]:bg-muted [&_code]:px-1";

/** SPEC §9: the chapter panel shows the first 3 entries of the history. */
const HISTORY_SHOWN = 3;

type Props = { book: Book; chapter: number; interfaceLanguage: { id: string; code: string } };

/** 'Questions & Réponses': ask the AI about this chapter; signed-in readers also see and save their history. */
export function QuestionsCard({ book, chapter, interfaceLanguage }: Props) {
  const { t } = useTranslation();
  const { user, signedIn } = useSession();
  const online = useOnline();
  const utils = trpc.useUtils();
  const [question, setQuestion] = useState("");
  const [latest, setLatest] = useState<{ question: string; answer: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const chapterRef = { book: book.english, chapter };

  const history = trpc.library.qaHistory.useQuery(chapterRef, { enabled: signedIn });
  const ask = trpc.ai.askQuestion.useMutation();
  const save = trpc.library.saveQa.useMutation();
  const unsave = trpc.library.unsaveQa.useMutation();

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = question.trim();
    if (!text || ask.isPending || !online) return;
    setNotice(null);
    ask.mutate(
      {
        question: text,
        book: book.english,
        chapter,
        // SPEC §7: a fixed sentence naming the book and chapter; the server reads the chapter text itself.
        context: `${book.english} ${chapter}`,
        language: interfaceLanguage.id,
        userId: user?.id ?? null,
      },
      {
        onSuccess: (data) => {
          setLatest({ question: text, answer: data.answer });
          setQuestion("");
          toast({ title: t("toast.questionSent.title"), description: t("toast.questionSent.text") });
          void utils.library.qaHistory.invalidate(chapterRef);
          // A signed-in reader's question is on /communaute at once, and in their library's submissions.
          void utils.community.invalidate();
        },
        onError: (error) => {
          const failure = classifyAskError(error);
          if (failure.kind === "offTopic") {
            toast({ variant: "destructive", title: t("errors.offTopic"), description: t("errors.offTopicText") });
            return;
          }
          if (failure.kind === "aiNotConfigured") setNotice(t("errors.aiNotConfigured"));
          toast({
            variant: "destructive",
            title: t("toast.error.title"),
            description: failure.message || t("toast.askFailed"),
          });
        },
      },
    );
  }

  function toggleSaved(entry: { id: number; isSaved: boolean }) {
    const mutation = entry.isSaved ? unsave : save;
    mutation.mutate(
      { id: entry.id },
      {
        onSuccess: () => {
          toast(
            entry.isSaved
              ? { title: t("toast.qaUnsaved.title"), description: t("toast.qaUnsaved.text") }
              : { title: t("toast.qaSaved.title"), description: t("toast.qaSaved.text") },
          );
          void utils.library.qaHistory.invalidate(chapterRef);
          // A signed-in reader's question is on /communaute at once, and in their library's submissions.
          void utils.community.invalidate();
        },
        onError: () =>
          toast({
            variant: "destructive",
            title: t("toast.error.title"),
            description: entry.isSaved ? t("toast.qaUnsaveFailed") : t("toast.qaSaveFailed"),
          }),
      },
    );
  }

  const entries = history.data?.slice(0, HISTORY_SHOWN) ?? [];
  const bookName = localizedBookName(book, interfaceLanguage.code);

  return (
    <Card data-testid="questions-card">
      <CardHeader>
        <CardTitle>{t("qa.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <form onSubmit={submit} className="flex gap-2">
          <Input
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            placeholder={t("qa.placeholder")}
            aria-label={`${t("qa.yourQuestion")} (${bookName} ${chapter})`}
            disabled={ask.isPending || !online}
          />
          {ask.isPending ? (
            <span
              className="flex size-9 shrink-0 items-center justify-center"
              role="status"
              aria-label={t("qa.sending")}
            >
              <Loader2Icon className="size-5 animate-spin text-primary" aria-hidden="true" />
            </span>
          ) : (
            // Named by its visible word ('Envoyer'), which narrow screens keep for assistive technology only.
            <Button type="submit" disabled={question.trim() === "" || !online} className="shrink-0">
              <SendIcon aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t("qa.send")}</span>
            </Button>
          )}
        </form>

        {online ? null : (
          <p role="status" className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm">
            {t("offline.aiNeedsNetwork")}
          </p>
        )}

        {notice && (
          <p role="alert" className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm">
            {notice}
          </p>
        )}

        {latest && (
          <div className="space-y-3 rounded-lg border bg-muted/40 p-4" data-testid="qa-latest">
            <div>
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {t("qa.yourQuestion")}
              </p>
              <p className="mt-1 font-medium">{latest.question}</p>
            </div>
            <div>
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("qa.aiAnswer")}</p>
              <div className="mt-1">
                <Answer>{latest.answer}</Answer>
              </div>
            </div>
          </div>
        )}

        <p className="text-xs text-muted-foreground italic">{t("qa.disclaimer")}</p>

        {signedIn && (
          <section className="space-y-3" aria-labelledby="qa-history-title">
            <h3 id="qa-history-title" className="text-sm font-semibold">
              {t("qa.history")}
            </h3>
            {history.isLoading ? (
              <div className="space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-full" />
              </div>
            ) : entries.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("qa.empty")}</p>
            ) : (
              <ul className="space-y-3" data-testid="qa-history">
                {entries.map((entry) => (
                  <li key={entry.id} className="rounded-lg border p-3">
                    <div className="flex items-start gap-2">
                      <p className="min-w-0 flex-1 text-sm font-medium">{entry.question}</p>
                      <Button
                        variant={entry.isSaved ? "secondary" : "ghost"}
                        size="sm"
                        onClick={() => toggleSaved(entry)}
                        disabled={save.isPending || unsave.isPending}
                        aria-pressed={entry.isSaved}
                      >
                        {entry.isSaved ? <BookmarkCheckIcon aria-hidden="true" /> : <BookmarkIcon aria-hidden="true" />}
                        {entry.isSaved ? t("qa.unsave") : t("qa.save")}
                      </Button>
                    </div>
                    <div className="mt-2 text-muted-foreground">
                      <Answer>{entry.answer}</Answer>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        <GuestBanner />
      </CardContent>
    </Card>
  );
}
