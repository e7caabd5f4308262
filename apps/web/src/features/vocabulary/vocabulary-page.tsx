import { Link } from "@tanstack/react-router";
import { BookOpenIcon, LanguagesIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CardsSkeleton } from "@/components/cards-skeleton";
import { EmptyState } from "@/components/empty-state";
import { Flag } from "@/components/flag";
import { LoadError } from "@/components/load-error";
import { SignInPrompt } from "@/components/sign-in-prompt";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { CoreVocabulary } from "@/features/learning/core-vocabulary";
import { KnownWords } from "@/features/learning/known-words";
import { WaitingWordsList } from "@/features/offline/waiting-lists";
import { languageName } from "@/lib/language-name";
import { useSession } from "@/lib/session";
import { trpc } from "@/lib/trpc";
import { useTouchScreen } from "@/lib/use-touch-screen";
import { ReviewLink } from "../review/review-link";
import { useDueByWord } from "../review/use-review-counts";
import { groupByLanguage } from "./group-by-language";
import { useRemoveWord } from "./use-remove-word";
import { VocabularyTransfer } from "./vocabulary-transfer";
import { WordCard } from "./word-card";

const ALL = "all";

export function VocabularyPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t("vocabulary.title")}</h1>
      {isLoading ? (
        <CardsSkeleton />
      ) : user ? (
        <>
          <KnownWords />
          <CoreVocabulary />
          <WaitingWordsList />
          <VocabularyList userId={user.id} />
        </>
      ) : (
        <SignInPrompt
          title={t("vocabulary.signIn.title")}
          text={t("vocabulary.signIn.text")}
          buttonLabel={t("vocabulary.signIn.button")}
        />
      )}
    </div>
  );
}

function VocabularyList({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const touch = useTouchScreen();
  const [filter, setFilter] = useState(ALL);
  const all = trpc.vocabulary.list.useQuery({ userId });
  const languages = groupByLanguage(all.data ?? []);
  // The filter falls back to every language when its last word is deleted.
  const language = languages.some((g) => g.language === filter) ? filter : ALL;
  const filtered = trpc.vocabulary.list.useQuery({ userId, language }, { enabled: language !== ALL });
  const removeWord = useRemoveWord(userId);
  const dueByWord = useDueByWord(true);

  if (all.isPending) return <CardsSkeleton />;
  if (all.isError) return <LoadError onRetry={() => all.refetch()} />;
  if (all.data.length === 0) {
    return (
      <EmptyState
        icon={BookOpenIcon}
        title={t("vocabulary.empty.title")}
        text={touch ? t("vocabulary.empty.textTouch") : t("vocabulary.empty.text")}
      >
        <Button asChild>
          <Link to="/">{t("vocabulary.empty.startReading")}</Link>
        </Button>
      </EmptyState>
    );
  }

  const shown = language === ALL ? all : filtered;
  const groups = groupByLanguage(shown.data ?? []);
  const dueShown = (shown.data ?? []).reduce((sum, word) => sum + (dueByWord.get(word.id) ?? 0), 0);

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center gap-3">
        <ReviewLink variant="default" language={language === ALL ? undefined : language} count={dueShown} />
        <VocabularyTransfer language={language === ALL ? undefined : language} />
        {languages.length > 1 ? (
          <div className="flex flex-wrap items-center gap-2">
            <LanguagesIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            <Select dir={i18n.dir()} value={language} onValueChange={setFilter}>
              <SelectTrigger className="w-60" aria-label={t("vocabulary.filter.label")}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t("vocabulary.filter.all")}</SelectItem>
                {languages.map((group) => (
                  <SelectItem key={group.language} value={group.language}>
                    {languageName(t, group.language)} ({group.items.length})
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
      </div>
      {shown.isPending ? (
        <CardsSkeleton />
      ) : shown.isError ? (
        <LoadError onRetry={() => shown.refetch()} />
      ) : (
        groups.map((group) => (
          <section key={group.language} className="flex flex-col gap-3" aria-labelledby={`words-${group.language}`}>
            <div className="flex items-center gap-2">
              <h2 id={`words-${group.language}`} className="text-lg font-semibold">
                <Flag language={group.language} className="me-2" />
                {languageName(t, group.language)}
              </h2>
              <Badge variant="muted" data-testid="word-count">
                {t("vocabulary.wordCount", { count: group.items.length })}
              </Badge>
            </div>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {group.items.map((word) => (
                <WordCard
                  key={word.id}
                  word={word}
                  onDelete={removeWord}
                  review={<ReviewLink word={word.id} count={dueByWord.get(word.id)} />}
                />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
