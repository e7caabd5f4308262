import { Link } from "@tanstack/react-router";
import { ArrowLeftIcon, MessagesSquareIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CardsSkeleton } from "@/components/cards-skeleton";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { bookName } from "@/lib/book-name";
import { useSession } from "@/lib/session";
import { trpc } from "@/lib/trpc";
import { useOnline } from "@/lib/use-online";
import { ALL_BOOKS, COMMUNITY_BOOK_FILTER, POPULAR_QUERY, recentQueryInput } from "./books";
import { CommentThread } from "./comment-thread";
import { type CommunityQuestion, QuestionCard } from "./question-card";
import { useRecordView, useVote } from "./use-community-mutations";
import { votesByQuestion } from "./votes";

type Tab = "recent" | "popular";

export function CommunityPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const online = useOnline();
  const [tab, setTab] = useState<Tab>("recent");
  const [book, setBook] = useState<string>(ALL_BOOKS);
  // SPEC §4: one thread open at a time, across both tabs.
  const [openThread, setOpenThread] = useState<number | null>(null);

  const recent = trpc.community.list.useQuery(recentQueryInput(book));
  const popular = trpc.community.popular.useQuery(POPULAR_QUERY, { enabled: tab === "popular" });
  const votes = trpc.community.userVotes.useQuery({ userId: user?.id ?? "" }, { enabled: user !== null });
  const myVotes = votesByQuestion(user ? (votes.data ?? []) : []);
  const vote = useVote(user?.id ?? null, myVotes);
  const recordView = useRecordView();

  function toggleThread(questionId: number) {
    if (openThread === questionId) {
      setOpenThread(null);
      return;
    }
    setOpenThread(questionId);
    recordView(questionId);
  }

  function renderList(query: typeof recent) {
    // Offline, a list never loaded waits for the network (the notice above says so), not behind a skeleton.
    if (!online && query.data === undefined) return null;
    if (query.isPending) return <CardsSkeleton count={2} className="h-40" />;
    if (query.isError) return <LoadError onRetry={() => query.refetch()} />;
    if (query.data.length === 0) return <CommunityEmpty />;
    return (
      <div className="flex flex-col gap-4">
        {query.data.map((question: CommunityQuestion) => (
          <QuestionCard
            key={question.id}
            question={question}
            myVote={myVotes.get(question.id)}
            onVote={(voteType) => vote(question.id, voteType)}
            commentsOpen={openThread === question.id}
            onToggleComments={() => toggleThread(question.id)}
          >
            <CommentThread questionId={question.id} signedIn={user !== null} />
          </QuestionCard>
        ))}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t("community.title")}</h1>
          <p className="text-muted-foreground">{t("community.subtitle")}</p>
        </div>
        <Button variant="outline" size="sm" asChild>
          <Link to="/lire">
            <ArrowLeftIcon className="rtl:rotate-180" aria-hidden="true" />
            {t("community.backToReading")}
          </Link>
        </Button>
      </div>
      {online ? null : (
        <p
          role="status"
          className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
          data-testid="community-offline"
        >
          {t("offline.communityNeedsNetwork")}
        </p>
      )}
      <Tabs dir={i18n.dir()} value={tab} onValueChange={(value) => setTab(value === "popular" ? "popular" : "recent")}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList>
            <TabsTrigger value="recent">{t("community.tabs.recent")}</TabsTrigger>
            <TabsTrigger value="popular">{t("community.tabs.popular")}</TabsTrigger>
          </TabsList>
          {tab === "recent" ? (
            <Select dir={i18n.dir()} value={book} onValueChange={setBook}>
              <SelectTrigger className="w-56" aria-label={t("community.filter.label")}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL_BOOKS}>{t("community.filter.all")}</SelectItem>
                {COMMUNITY_BOOK_FILTER.map((name) => (
                  <SelectItem key={name} value={name}>
                    {bookName(name, i18n.language)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          ) : null}
        </div>
        <TabsContent value="recent">{renderList(recent)}</TabsContent>
        <TabsContent value="popular">{renderList(popular)}</TabsContent>
      </Tabs>
    </div>
  );
}

function CommunityEmpty() {
  const { t } = useTranslation();
  return (
    <EmptyState icon={MessagesSquareIcon} title={t("community.empty.title")} text={t("community.empty.text")}>
      <Button asChild>
        <Link to="/lire">{t("community.backToReading")}</Link>
      </Button>
    </EmptyState>
  );
}
