import { findLanguage } from "@bible/canon";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { GuestBanner } from "@/features/auth/guest-banner";
import { classifyChapterError } from "@/features/chapter/chapter-error";
import { useBookNames } from "@/features/chapter/use-book-names";
import { type ChapterView, chapterView, useChapter } from "@/features/chapter/use-chapter";
import { useRecordReading } from "@/features/chapter/use-record-reading";
import { resolveVersion, useLanguageVersions } from "@/features/chapter/versions";
import { PlanCoverage } from "@/features/learning/plan-coverage";
import { useWaitingBookmarks, useWaitingWords } from "@/features/offline/waiting-writes";
import { planListInput } from "@/features/plan/guest-plans";
import { MoreReadings } from "@/features/plan/more-readings";
import { bookmarkText, sharePassage } from "@/features/plan/passage-actions";
import { PassageCard } from "@/features/plan/passage-card";
import { PlanChooser } from "@/features/plan/plan-chooser";
import { PlanHeader } from "@/features/plan/plan-header";
import { DailyProgressCard } from "@/features/plan/side/daily-progress-card";
import { LearningLanguageCard } from "@/features/plan/side/learning-language-card";
import { SavedVersesCard } from "@/features/plan/side/saved-verses-card";
import { SidePassageCard } from "@/features/plan/side/side-passage-card";
import { type PickedVersion, VersionPickerCard } from "@/features/plan/side/version-picker-card";
import { VocabularyPreviewCard } from "@/features/plan/side/vocabulary-preview-card";
import { usePlanReading } from "@/features/plan/use-plan-reading";
import { useReadingPreferences } from "@/features/preferences/reading-preferences";
import { useDueByWord, useReviewCounts } from "@/features/review/use-review-counts";
import { isToday, passageReference, readingMinutes } from "@/lib/format";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { type RouterInputs, trpc } from "@/lib/trpc";
import { autoSelectVersions, toggleVersion } from "@/lib/versions";
import { newWriteKey } from "@/lib/write-queue";
import { sendOrQueue } from "@/lib/write-sync";

export function ReadingPlanPage() {
  const { t, i18n } = useTranslation();
  const { user, signedIn } = useSession();
  // The plan chooser's title is the followed plan's name: the page waits for it rather than move when it comes.
  const plans = trpc.plans.list.useQuery(planListInput(i18n.language));
  const prefs = useReadingPreferences();
  const plan = usePlanReading();
  const bookName = useBookNames();
  const utils = trpc.useUtils();

  const language = prefs.learningLanguage;
  const versions = useLanguageVersions(language.id);
  const mainVersion = resolveVersion(versions.data, prefs.preferences.languageVersionMap[language.id]);
  const reading = plan.reading;
  const passage = useChapter(
    reading && mainVersion
      ? { book: reading.bookId, chapter: reading.chapter, language: language.id, version: mainVersion }
      : undefined,
    reading && { start: reading.verseStart, end: reading.verseEnd },
  );
  // The language's versions decide which one is read: until they answer there is nothing to show; if none
  // is installed, the panel names the one the reader chose (or the language's default).
  const view: ChapterView = versions.isPending
    ? { status: "pending" }
    : versions.isError
      ? { status: "error", problem: classifyChapterError(versions.error) }
      : chapterView(passage, mainVersion);
  const shownVersion =
    mainVersion ?? prefs.preferences.languageVersionMap[language.id] ?? versions.data?.[0]?.code ?? language.code;

  // Side panel versions (max 3): they start from the reading's version and follow the learning language.
  const [sideVersions, setSideVersions] = useState<string[]>([]);
  const [versionLanguages, setVersionLanguages] = useState<Record<string, string>>({});
  useEffect(() => {
    setSideVersions(mainVersion ? [mainVersion] : []);
  }, [mainVersion]);
  const installed = (versions.data ?? []).filter((v) => v.installed);
  const selectedVersions = autoSelectVersions(sideVersions, installed);

  const words = trpc.vocabulary.list.useQuery({ userId: user?.id ?? "" }, { enabled: signedIn });
  const bookmarks = trpc.library.bookmarks.useQuery({}, { enabled: signedIn });
  const reviewCounts = useReviewCounts(signedIn);
  const dueByWord = useDueByWord(signedIn);
  const [saving, setSaving] = useState(false);
  // Words added and passages saved offline: shown on this device until the server has them (issue 34).
  const waitingWords = useWaitingWords(signedIn);
  const waitingBookmarks = useWaitingBookmarks(signedIn);

  useRecordReading(
    reading && mainVersion && passage.isSuccess
      ? {
          book: reading.book,
          chapter: reading.chapter,
          verses: reading.verses,
          language: language.id,
          version: mainVersion,
          day: reading.day,
        }
      : undefined,
  );

  if (!prefs.ready || plan.isLoading || plans.isPending || !reading) {
    return <PageSkeleton />;
  }

  const reference = passageReference(bookName(reading.bookId), reading.chapter, reading.verses);
  // A day of several readings is named by its title (the references in the reader's language).
  const dayReference = reading.title;
  const passageText = passage.data?.verses.map((v) => v.text).join(" ") ?? "";
  const locale = findLanguage(language.id)?.code ?? "fr";
  // Several readings: the first one's reading time, scaled by the day's verses.
  const dayVerses = reading.readings.reduce((n, r) => n + r.verseEnd - r.verseStart + 1, 0);
  const firstVerses = reading.verseEnd - reading.verseStart + 1;
  const minutes = passage.data
    ? Math.max(1, Math.round((readingMinutes(passageText, locale) * dayVerses) / firstVerses))
    : undefined;
  const several = reading.readings.length > 1;
  const newWordsToday = reviewCounts.data?.newWordsToday ?? (words.data ?? []).filter((w) => isToday(w.addedAt)).length;
  const reviewProgress = reviewCounts.data
    ? { done: reviewCounts.data.reviewedToday, due: reviewCounts.data.dueToday, streak: reviewCounts.data.streak }
    : undefined;

  function onSave() {
    if (!signedIn || !reading) {
      toast({ title: t("toast.signInRequired.title"), description: t("toast.signInRequired.bookmark") });
      return;
    }
    if (!passage.data) return;
    const bookmark = {
      book: reading.book,
      chapter: reading.chapter,
      verse: 1,
      text: bookmarkText(passage.data.verses),
      language: language.id,
    } satisfies Omit<RouterInputs["library"]["addBookmark"], "userId" | "idempotencyKey">;
    setSaving(true);
    // Kept on the device before it is sent, and sent again until the server has it (issue 34).
    sendOrQueue({ key: newWriteKey("bookmark"), kind: "bookmark", path: "/api/bookmarks", body: bookmark })
      .then(async (outcome) => {
        if (outcome.state === "refused") throw new Error(`refused with ${outcome.status}`);
        if (outcome.state === "queued") {
          toast({ title: t("sync.bookmarkQueued") });
          return;
        }
        toast({ variant: "success", title: t("toast.passageSaved.title"), description: t("toast.passageSaved.text") });
        await utils.library.bookmarks.invalidate();
      })
      .catch(() =>
        toast({ variant: "destructive", title: t("toast.error.title"), description: t("toast.bookmarkFailed") }),
      )
      .finally(() => setSaving(false));
  }

  const languageOfVersion = (code: string) => versionLanguages[code] ?? language.id;

  function onToggleVersion(version: PickedVersion) {
    setVersionLanguages((current) => ({ ...current, [version.code]: version.language }));
    const next = toggleVersion(selectedVersions, version.code);
    setSideVersions(next);
    // The reading itself follows the first selected version when it is in the learning language (SPEC §4).
    const first = next[0];
    if (
      first &&
      first !== mainVersion &&
      (first === version.code ? version.language : languageOfVersion(first)) === language.id
    ) {
      prefs.setVersion(language.id, first);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <GuestBanner />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <PlanChooser currentPlan={reading.plan} onChosen={() => plan.goTo(undefined)} />
          <PlanHeader
            reading={reading}
            reference={several ? dayReference : reference}
            navigating={plan.navigating}
            onMove={plan.move}
            onGoTo={plan.goTo}
          />
          <PassageCard
            title={reading.title}
            theme={reading.theme}
            reference={reference}
            version={mainVersion}
            shownVersion={shownVersion}
            language={language.id}
            view={view}
            onSelectVersion={(code) => prefs.setVersion(language.id, code)}
            minutes={minutes}
            completed={reading.completed}
            completing={plan.completing}
            notYet={reading.today !== null && reading.day > reading.today}
            onSave={onSave}
            saving={saving}
            onShare={() => void sharePassage(t, `${reference} - ${mainVersion ?? ""}`, passageText)}
            onToggleCompleted={() => plan.markCompleted(!reading.completed)}
            passage={mainVersion ? { book: reading.bookId, chapter: reading.chapter, version: mainVersion } : undefined}
            firstHeading={several ? reference : undefined}
            verseCount={reading.verseEnd - reading.verseStart + 1}
            coverage={
              <PlanCoverage
                book={reading.bookId}
                chapter={reading.chapter}
                verseStart={reading.verseStart}
                verseEnd={reading.verseEnd}
              />
            }
            more={
              several ? (
                <MoreReadings
                  readings={reading.readings.slice(1)}
                  language={language.id}
                  version={mainVersion}
                  shownVersion={shownVersion}
                  onSelectVersion={(code) => prefs.setVersion(language.id, code)}
                />
              ) : null
            }
          />
        </div>
        <aside className="flex min-w-0 flex-col gap-6">
          <LearningLanguageCard selected={language.id} onSelect={prefs.setLearningLanguage} />
          <VersionPickerCard learningLanguage={language.id} selected={selectedVersions} onToggle={onToggleVersion} />
          {selectedVersions.length > 0 ? (
            <SidePassageCard
              passage={{
                book: reading.bookId,
                chapter: reading.chapter,
                verseStart: reading.verseStart,
                verseEnd: reading.verseEnd,
              }}
              versions={selectedVersions.map((code) => ({ code, language: languageOfVersion(code) }))}
            />
          ) : null}
          <VocabularyPreviewCard
            words={words.data ?? []}
            dueByWord={dueByWord}
            dueToday={reviewCounts.data?.dueToday}
            waiting={waitingWords}
          />
          <SavedVersesCard bookmarks={bookmarks.data ?? []} waiting={waitingBookmarks} />
          <DailyProgressCard
            completed={reviewCounts.data ? reviewCounts.data.readingDoneToday : reading.completed}
            newWords={newWordsToday}
            review={reviewProgress}
          />
        </aside>
      </div>
    </div>
  );
}

// The page's shape while the day's reading loads: the plan card, the reading's header, then a passage card at
// least a screen tall (as a day's reading is), so the footer below stays out of sight when the page arrives.
function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-3" aria-busy="true">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <Skeleton className="h-16 rounded-xl" />
        <div className="flex flex-col gap-4 rounded-xl border bg-card p-5">
          <p className="text-sm text-muted-foreground" role="status">
            {t("plan.loading")}
          </p>
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-2 w-full" />
          <div className="flex justify-between">
            <Skeleton className="h-8 w-32" />
            <Skeleton className="h-8 w-32" />
          </div>
        </div>
        <div className="flex min-h-dvh flex-col gap-3 rounded-xl border bg-card p-5">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-5 w-full" />
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-6">
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
      </div>
    </div>
  );
}
