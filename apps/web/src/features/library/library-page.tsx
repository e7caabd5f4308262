import { Link } from "@tanstack/react-router";
import { BookmarkIcon, MessageCircleQuestionIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CardsSkeleton } from "@/components/cards-skeleton";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { SignInPrompt } from "@/components/sign-in-prompt";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { WaitingBookmarksList } from "@/features/offline/waiting-lists";
import { copyWithToast } from "@/lib/clipboard";
import { useSession } from "@/lib/session";
import { trpc } from "@/lib/trpc";
import { BookmarkCard } from "./bookmark-card";
import { CommunitySubmissions } from "./community-submissions";
import { qaCopyText, verseCopyText } from "./copy-text";
import { SavedQaCard } from "./saved-qa-card";
import { useRemoveBookmark, useRemoveSavedQa } from "./use-library-mutations";

export function LibraryPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t("library.title")}</h1>
      {isLoading ? (
        <CardsSkeleton />
      ) : user ? (
        <Library userId={user.id} />
      ) : (
        <SignInPrompt
          title={t("library.signIn.title")}
          text={t("library.signIn.text")}
          buttonLabel={t("library.signIn.button")}
        />
      )}
    </div>
  );
}

function Library({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const bookmarks = trpc.library.bookmarks.useQuery({});
  const saved = trpc.library.savedQa.useQuery({ userId });
  const submissions = trpc.community.mine.useQuery();
  const removeBookmark = useRemoveBookmark(userId);
  const removeQa = useRemoveSavedQa(userId);
  const copyMessages = { copied: t("toast.copied"), failed: t("toast.copyFailed"), error: t("toast.error.title") };

  return (
    <Tabs defaultValue="verses" className="flex flex-col gap-2" dir={i18n.dir()}>
      <TabsList className="self-start">
        <TabsTrigger value="verses">{t("library.tabs.verses", { count: bookmarks.data?.length ?? 0 })}</TabsTrigger>
        <TabsTrigger value="qa">{t("library.tabs.qa", { count: saved.data?.length ?? 0 })}</TabsTrigger>
        <TabsTrigger value="community">
          {t("library.tabs.community", {
            count: (submissions.data?.questions.length ?? 0) + (submissions.data?.comments.length ?? 0),
          })}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="verses">
        <WaitingBookmarksList />
        {bookmarks.isPending ? (
          <CardsSkeleton />
        ) : bookmarks.isError ? (
          <LoadError onRetry={() => bookmarks.refetch()} />
        ) : bookmarks.data.length === 0 ? (
          <EmptyState icon={BookmarkIcon} title={t("library.empty.verses.title")} text={t("library.empty.verses.text")}>
            <Button asChild>
              <Link to="/">{t("library.empty.verses.link")}</Link>
            </Button>
          </EmptyState>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {bookmarks.data.map((bookmark) => (
              <BookmarkCard
                key={bookmark.id}
                bookmark={bookmark}
                onCopy={(b, reference) => copyWithToast(verseCopyText(b.text, reference), copyMessages)}
                onDelete={removeBookmark}
              />
            ))}
          </div>
        )}
      </TabsContent>
      <TabsContent value="qa">
        {saved.isPending ? (
          <CardsSkeleton />
        ) : saved.isError ? (
          <LoadError onRetry={() => saved.refetch()} />
        ) : saved.data.length === 0 ? (
          <EmptyState
            icon={MessageCircleQuestionIcon}
            title={t("library.empty.qa.title")}
            text={t("library.empty.qa.text")}
          >
            <Button asChild>
              <Link to="/lire">{t("library.empty.qa.link")}</Link>
            </Button>
          </EmptyState>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {saved.data.map((entry) => (
              <SavedQaCard
                key={entry.id}
                entry={entry}
                onCopy={(e, reference) => copyWithToast(qaCopyText(e.question, e.answer, reference), copyMessages)}
                onRemove={removeQa}
              />
            ))}
          </div>
        )}
      </TabsContent>
      <TabsContent value="community">
        {submissions.isPending ? (
          <CardsSkeleton />
        ) : submissions.isError ? (
          <LoadError onRetry={() => submissions.refetch()} />
        ) : (
          <CommunitySubmissions submissions={submissions.data} />
        )}
      </TabsContent>
    </Tabs>
  );
}
