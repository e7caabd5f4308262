import {
  BookmarkPlusIcon,
  CheckCircle2Icon,
  CircleIcon,
  ClockIcon,
  MousePointerClickIcon,
  PointerIcon,
  Share2Icon,
} from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Hint } from "@/components/ui/hint";
import { Skeleton } from "@/components/ui/skeleton";
import { ChapterErrorPanel } from "@/features/chapter/chapter-error-panel";
import { PassageText } from "@/features/chapter/passage-text";
import type { ChapterView } from "@/features/chapter/use-chapter";
import { useTouchScreen } from "@/lib/use-touch-screen";

export function PassageCard({
  title,
  theme,
  reference,
  version,
  shownVersion,
  language,
  view,
  onSelectVersion,
  minutes,
  completed,
  completing,
  notYet = false,
  onSave,
  saving,
  onShare,
  onToggleCompleted,
  passage,
  firstHeading,
  more,
  verseCount,
  coverage,
}: {
  title: string;
  theme: string;
  reference: string;
  version: string | undefined;
  /** The version an error panel names: the one read, or the one wanted when none is installed. */
  shownVersion: string;
  language: string;
  view: ChapterView;
  onSelectVersion: (code: string) => void;
  minutes: number | undefined;
  completed: boolean;
  completing: boolean;
  /** A day after today's in a started plan: it cannot be marked done before its date. */
  notYet?: boolean;
  onSave: () => void;
  saving: boolean;
  onShare: () => void;
  onToggleCompleted: () => void;
  /** The book, chapter and version of the verses shown, sent with a double-clicked word. */
  passage?: { book: string; chapter: number; version: string };
  /** With several readings: the first one's reference, shown above its verses. */
  firstHeading?: string | undefined;
  /** The day's further readings, in order, after the first. */
  more?: ReactNode;
  /** How many verses the first reading has: its placeholder takes at least their height, so nothing moves up. */
  verseCount?: number;
  /** The share of the day's words the reader knows in the languages they learn (features/learning). */
  coverage?: ReactNode;
}) {
  const { t } = useTranslation();
  // A double-click on a computer, a tap on a touch screen (lib/word-selection.ts listens for both).
  const touch = useTouchScreen();
  const wordHint = touch ? t("plan.wordTooltipTouch") : t("plan.wordTooltip");
  return (
    <Card data-testid="passage-card">
      <CardHeader>
        <CardTitle className="font-serif text-xl" data-testid="passage-title">
          {title}
        </CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span data-testid="passage-reference">{version ? `${reference} - ${version}` : reference}</span>
          {theme ? <span>{t("plan.theme", { theme })}</span> : null}
          {coverage}
        </CardDescription>
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1 text-xs text-muted-foreground">
          <Hint label={wordHint}>
            <span className="inline-flex items-center gap-1.5" data-testid="word-hint">
              {touch ? (
                <PointerIcon className="size-3.5" aria-hidden="true" />
              ) : (
                <MousePointerClickIcon className="size-3.5" aria-hidden="true" />
              )}
              {wordHint}
            </span>
          </Hint>
          {minutes !== undefined ? (
            <span className="inline-flex items-center gap-1.5" data-testid="reading-time">
              <ClockIcon className="size-3.5" aria-hidden="true" />
              {t("plan.readingTime", { minutes })}
            </span>
          ) : (
            // Its place, kept while the verses load (on a phone the line wraps under the hint).
            <span className="invisible inline-flex items-center gap-1.5" aria-hidden="true">
              <ClockIcon className="size-3.5" />
              {t("plan.readingTime", { minutes: 1 })}
            </span>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <section className="flex flex-col gap-2" data-testid="plan-reading">
          {firstHeading ? <ReadingHeading>{firstHeading}</ReadingHeading> : null}
          {view.status === "error" ? (
            <ChapterErrorPanel problem={view.problem} version={shownVersion} onSelectVersion={onSelectVersion} />
          ) : view.status === "success" ? (
            <PassageText verses={view.verses} language={language} passage={passage} />
          ) : (
            <div
              className="flex flex-col gap-3"
              aria-busy="true"
              // One line (2rem and the 0.625rem between verses) per verse is the least the verses will take.
              style={verseCount ? { minHeight: `${verseCount * 2.625 - 0.625}rem` } : undefined}
            >
              <p className="text-sm text-muted-foreground" role="status">
                {t("plan.loading")}
              </p>
              {[0, 1, 2, 3, 4].map((i) => (
                <Skeleton key={i} className="h-5 w-full" />
              ))}
              <Skeleton className="h-5 w-2/3" />
            </div>
          )}
        </section>
        {more}
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button variant="outline" size="sm" onClick={onSave} disabled={saving} data-testid="passage-save">
          <BookmarkPlusIcon aria-hidden="true" />
          {t("plan.save")}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onShare}
          disabled={view.status !== "success"}
          data-testid="passage-share"
        >
          <Share2Icon aria-hidden="true" />
          {t("plan.share")}
        </Button>
        <Button
          variant={completed ? "secondary" : "default"}
          size="sm"
          className="ms-auto"
          onClick={onToggleCompleted}
          disabled={completing || (notYet && !completed)}
          aria-pressed={completed}
          data-testid="passage-complete"
        >
          {completed ? <CheckCircle2Icon aria-hidden="true" /> : <CircleIcon aria-hidden="true" />}
          {completed ? t("plan.completed") : notYet ? t("plan.notYet") : t("plan.markCompleted")}
        </Button>
      </CardFooter>
    </Card>
  );
}

export function ReadingHeading({ children }: { children: ReactNode }) {
  return (
    <h2 className="font-serif text-lg font-semibold" data-testid="plan-reading-reference">
      {children}
    </h2>
  );
}
