import { Skeleton } from "@/components/ui/skeleton";
import { ChapterErrorPanel } from "@/features/chapter/chapter-error-panel";
import { PassageText } from "@/features/chapter/passage-text";
import { useBookNames } from "@/features/chapter/use-book-names";
import { chapterView, useChapter } from "@/features/chapter/use-chapter";
import { passageReference } from "@/lib/format";
import type { RouterOutputs } from "@/lib/trpc";
import { ReadingHeading } from "./passage-card";

type Passage = RouterOutputs["reading"]["current"]["readings"][number];

/** The further readings of a day (M'Cheyne's four, a whole-Bible day's chapters), each with its reference. */
export function MoreReadings({
  readings,
  language,
  version,
  shownVersion,
  onSelectVersion,
}: {
  readings: readonly Passage[];
  language: string;
  version: string | undefined;
  shownVersion: string;
  onSelectVersion: (code: string) => void;
}) {
  const bookName = useBookNames();
  return readings.map((reading) => (
    <OneReading
      key={`${reading.bookId}.${reading.chapter}.${reading.verseStart}`}
      reading={reading}
      reference={passageReference(bookName(reading.bookId), reading.chapter, reading.verses)}
      language={language}
      version={version}
      shownVersion={shownVersion}
      onSelectVersion={onSelectVersion}
    />
  ));
}

function OneReading({
  reading,
  reference,
  language,
  version,
  shownVersion,
  onSelectVersion,
}: {
  reading: Passage;
  reference: string;
  language: string;
  version: string | undefined;
  shownVersion: string;
  onSelectVersion: (code: string) => void;
}) {
  const passage = useChapter(
    version ? { book: reading.bookId, chapter: reading.chapter, language, version } : undefined,
    { start: reading.verseStart, end: reading.verseEnd },
  );
  const view = chapterView(passage, version);
  return (
    <section className="flex flex-col gap-2 border-t pt-4" data-testid="plan-reading">
      <ReadingHeading>{reference}</ReadingHeading>
      {view.status === "error" ? (
        <ChapterErrorPanel problem={view.problem} version={shownVersion} onSelectVersion={onSelectVersion} />
      ) : view.status === "success" ? (
        <PassageText verses={view.verses} language={language} />
      ) : (
        <div className="flex flex-col gap-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-5 w-full" />
          ))}
        </div>
      )}
    </section>
  );
}
