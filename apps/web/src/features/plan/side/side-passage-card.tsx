import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Skeleton } from "@/components/ui/skeleton";
import { ChapterErrorPanel } from "@/features/chapter/chapter-error-panel";
import { PassageText } from "@/features/chapter/passage-text";
import { chapterView, useChapter } from "@/features/chapter/use-chapter";

type Passage = { book: string; chapter: number; verseStart: number; verseEnd: number };

/** The current passage in each version picked in the side panel. */
export function SidePassageCard({
  passage,
  versions,
}: {
  passage: Passage;
  versions: readonly { code: string; language: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("side.currentPassage")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ScrollArea className="h-72 pe-3">
          <div className="flex flex-col gap-4">
            {versions.map((version) => (
              <VersionPassage key={version.code} passage={passage} language={version.language} version={version.code} />
            ))}
          </div>
        </ScrollArea>
      </CardContent>
    </Card>
  );
}

function VersionPassage({ passage, language, version }: { passage: Passage; language: string; version: string }) {
  const query = useChapter(
    { book: passage.book, chapter: passage.chapter, language, version },
    { start: passage.verseStart, end: passage.verseEnd },
  );
  const view = chapterView(query, version);
  return (
    <section className="flex flex-col gap-1.5" aria-label={version}>
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground">{version}</h3>
      {view.status === "error" ? (
        <ChapterErrorPanel problem={view.problem} version={version} />
      ) : view.status === "success" ? (
        <PassageText
          verses={view.verses}
          language={language}
          size="sm"
          passage={{ book: passage.book, chapter: passage.chapter, version }}
        />
      ) : (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      )}
    </section>
  );
}
