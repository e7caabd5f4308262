import { findLanguage, LANGUAGES } from "@bible/canon";
import { CheckIcon, GraduationCapIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { openingVersion, useLanguageVersions } from "@/features/chapter/versions";
import { readReaderLanguages } from "@/features/reader/guest-storage";
import { formatCount } from "@/lib/format-number";
import { languageName } from "@/lib/language-name";
import { toast } from "@/lib/toast";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";

/** How many words a lesson of the core vocabulary has. */
const LESSON_SIZE = 20;

/** The language a reader learns first: their first reader column in another language than the interface's. */
function learntLanguage(interfaceLanguage: string): string {
  const stored = readReaderLanguages();
  const column = stored?.selectedLanguages.find((language) => language !== interfaceLanguage);
  return column ?? LANGUAGES.find((language) => language.id !== interfaceLanguage)?.id ?? "english";
}

/** The set with `lemma` added, or taken out when it was in. */
function toggled(picks: ReadonlySet<string>, lemma: string): ReadonlySet<string> {
  const copy = new Set(picks);
  if (!copy.delete(lemma)) copy.add(lemma);
  return copy;
}

/** A share of the text in whole percents, rounded down (a reader at 99.6 % has not read everything). */
const percent = (share: number) => Math.floor(share * 100);

/**
 * /vocabulaire: a Bible's core vocabulary (issue 33), the commonest lemmas of a version in the language chosen,
 * how many cover 80, 90 and 95 % of its text, how much of its New Testament the reader's known words cover, and the
 * next lesson: the commonest words not marked yet, learnt in one go (each saved with its cards and first verse).
 */
export function CoreVocabulary() {
  const { t, i18n } = useTranslation();
  const interfaceLanguage = findLanguage(i18n.language)?.id ?? "french";
  const count = (value: number) => formatCount(value, i18n.language);
  const [language, setLanguage] = useState(() => learntLanguage(interfaceLanguage));
  // Counting a whole Bible the first time takes the server seconds: only when the reader asks for it.
  const [shown, setShown] = useState(false);
  const versions = useLanguageVersions(language);
  const version = openingVersion(versions.data);
  // Alone, not in a batch: the other calls of the page do not wait for the count.
  const alone = { trpc: { context: { skipBatch: true } }, enabled: shown && !!version };
  const core = trpc.learning.coreVocabulary.useQuery({ version: version ?? "", limit: 1 }, alone);
  const progress = trpc.learning.coreProgress.useQuery({ version: version ?? "", size: LESSON_SIZE }, alone);
  const utils = trpc.useUtils();
  // The lesson's words the reader says they know already: marked known with the lesson, given no card.
  const [knownPicks, setKnownPicks] = useState<ReadonlySet<string>>(new Set());
  const pickHint = useId();
  const learn = trpc.learning.learnCore.useMutation({
    onSuccess: (result) => {
      setKnownPicks(new Set());
      const title =
        result.learnt.length === 0 && result.known.length > 0
          ? t("vocabulary.core.markedKnown", { count: result.known.length })
          : t("vocabulary.core.learnt", { count: result.learnt.length });
      toast({ variant: "success", title });
      void Promise.all([
        utils.learning.coreProgress.invalidate(),
        utils.learning.counts.invalidate(),
        utils.learning.states.invalidate(),
        utils.vocabulary.list.invalidate(),
        utils.review.counts.invalidate(),
        utils.review.due.invalidate(),
      ]);
    },
    onError: () => toast({ variant: "destructive", title: t("errors.unexpected") }),
  });
  const next = progress.data?.next ?? [];
  const toLearn = next.filter((w) => !knownPicks.has(w.lemma));

  return (
    <Card data-testid="core-vocabulary">
      <CardHeader>
        <CardTitle>{t("vocabulary.core.title")}</CardTitle>
        <CardDescription>{t("vocabulary.core.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Select value={language} onValueChange={setLanguage} dir={i18n.dir()}>
            <SelectTrigger className="w-56" aria-label={t("vocabulary.core.language")} data-testid="core-language">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LANGUAGES.map((entry) => (
                <SelectItem key={entry.id} value={entry.id}>
                  {languageName(t, entry.id)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {version ? <span className="text-sm text-muted-foreground">{version}</span> : null}
        </div>
        {versions.data && !version ? (
          <p className="text-sm text-muted-foreground">{t("vocabulary.core.noVersion")}</p>
        ) : !shown ? (
          <Button variant="outline" className="self-start" data-testid="core-show" onClick={() => setShown(true)}>
            {t("vocabulary.core.show")}
          </Button>
        ) : core.isError || progress.isError ? (
          <p className="text-sm text-destructive">{t("errors.unexpected")}</p>
        ) : !core.data || !progress.data ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <p className="text-sm text-muted-foreground">{t("vocabulary.core.counting")}</p>
            <Skeleton className="h-16 w-full" />
          </div>
        ) : (
          <>
            <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="core-levels">
              {core.data.levels.map((level) => (
                <li key={level.share}>
                  {t("vocabulary.core.level", {
                    percent: count(percent(level.share)),
                    number: count(level.lemmas),
                  })}
                </li>
              ))}
            </ul>
            <p className="text-sm font-medium" data-testid="core-coverage">
              {progress.data.knownNt === null
                ? t("vocabulary.core.coverageText", { percent: count(percent(progress.data.known)) })
                : t("vocabulary.core.coverageNt", { percent: count(percent(progress.data.knownNt)) })}
            </p>
            {next.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("vocabulary.core.allMarked")}</p>
            ) : (
              <div className="flex flex-col gap-2">
                <p className="text-sm text-muted-foreground">{t("vocabulary.core.next")}</p>
                <p id={pickHint} className="text-sm text-muted-foreground">
                  {t("vocabulary.core.pickKnown")}
                </p>
                <ol className="flex flex-wrap gap-2" data-testid="core-next" lang={findLanguage(language)?.code}>
                  {next.map((word) => {
                    const known = knownPicks.has(word.lemma);
                    return (
                      <li key={word.lemma}>
                        <button
                          type="button"
                          aria-pressed={known}
                          aria-describedby={pickHint}
                          className={cn(
                            "inline-flex items-center gap-1 rounded-md border px-2 py-1 text-sm",
                            "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                            known
                              ? "border-primary bg-primary/10 text-muted-foreground line-through"
                              : "hover:bg-muted",
                          )}
                          title={t("vocabulary.core.occurrences", { number: count(word.count) })}
                          dir="auto"
                          onClick={() => setKnownPicks((picks) => toggled(picks, word.lemma))}
                        >
                          {known ? <CheckIcon className="size-3.5" aria-hidden="true" /> : null}
                          {word.lemma}
                        </button>
                      </li>
                    );
                  })}
                </ol>
                <Button
                  className="self-start"
                  disabled={learn.isPending || !version}
                  data-testid="core-learn"
                  onClick={() =>
                    version &&
                    learn.mutate({
                      version,
                      lemmas: toLearn.map((w) => w.lemma),
                      known: next.filter((w) => knownPicks.has(w.lemma)).map((w) => w.lemma),
                      readerLanguage: interfaceLanguage,
                    })
                  }
                >
                  <GraduationCapIcon aria-hidden="true" />
                  {toLearn.length === 0
                    ? t("vocabulary.core.markKnown")
                    : t("vocabulary.core.learn", { count: toLearn.length })}
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
