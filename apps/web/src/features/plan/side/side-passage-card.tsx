import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Skeleton } from "@/components/ui/skeleton";
import { ChapterError } from "@/features/bible/chapter-error";
import { PassageText } from "@/features/bible/passage-text";
import { usePassage } from "@/features/bible/use-passage";

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
  const query = usePassage({ ...passage, language, version });
  return (
    <section className="flex flex-col gap-1.5" aria-label={version}>
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground">{version}</h3>
      {query.error ? (
        <ChapterError error={query.error} version={version} />
      ) : query.data ? (
        <PassageText verses={query.data.verses} language={query.data.language} size="sm" />
      ) : (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      )}
    </section>
  );
}
