import { findLanguage, LANGUAGES } from "@bible/canon";
import { GraduationCapIcon } from "lucide-react";
import { useState } from "react";
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

/** How many words a lesson of the core vocabulary has. */
const LESSON_SIZE = 20;

/** The language a reader learns first: their first reader column in another language than the interface's. */
function learntLanguage(interfaceLanguage: string): string {
  const stored = readReaderLanguages();
  const column = stored?.selectedLanguages.find((language) => language !== interfaceLanguage);
  return column ?? LANGUAGES.find((language) => language.id !== interfaceLanguage)?.id ?? "english";
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
  const learn = trpc.learning.learnCore.useMutation({
    onSuccess: (result) => {
      toast({ variant: "success", title: t("vocabulary.core.learnt", { count: result.learnt.length }) });
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
                <ol className="flex flex-wrap gap-2" data-testid="core-next" lang={findLanguage(language)?.code}>
                  {next.map((word) => (
                    <li
                      key={word.lemma}
                      className="rounded-md border px-2 py-1 text-sm"
                      title={t("vocabulary.core.occurrences", { number: count(word.count) })}
                      dir="auto"
                    >
                      {word.lemma}
                    </li>
                  ))}
                </ol>
                <Button
                  className="self-start"
                  disabled={learn.isPending || !version}
                  data-testid="core-learn"
                  onClick={() =>
                    version &&
                    learn.mutate({ version, lemmas: next.map((w) => w.lemma), readerLanguage: interfaceLanguage })
                  }
                >
                  <GraduationCapIcon aria-hidden="true" />
                  {t("vocabulary.core.learn", { count: next.length })}
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
