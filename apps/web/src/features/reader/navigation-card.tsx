import { BOOKS, localizedBookName } from "@bible/canon";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import {
  adjacentPosition,
  changeBook,
  chapterNumbers,
  NEW_TESTAMENT_BOOKS,
  OLD_TESTAMENT_BOOKS,
  type ReaderPosition,
} from "./navigation";

// The labels are two words in most languages: let them wrap rather than overflow the narrow column.
const stepButton = "h-auto min-h-9 whitespace-normal px-2 py-1.5 text-center leading-tight";

type Props = {
  position: ReaderPosition;
  interfaceLanguage: string;
  onNavigate(position: ReaderPosition): void;
};

/** Book and chapter selects and Previous/Next across book boundaries (disabled at Genesis 1 and Revelation 22). */
export function NavigationCard({ position, interfaceLanguage, onNavigate }: Props) {
  const { t } = useTranslation();
  const previous = adjacentPosition(position, "previous");
  const next = adjacentPosition(position, "next");
  const groups = [
    { label: t("reader.oldTestament"), books: OLD_TESTAMENT_BOOKS },
    { label: t("reader.newTestament"), books: NEW_TESTAMENT_BOOKS },
  ];

  return (
    <Card>
      <CardContent className="space-y-4 pt-5">
        <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3 lg:grid-cols-1">
          <div className="space-y-1.5">
            <Label htmlFor="reader-book">{t("reader.book")}</Label>
            <Select
              value={position.book.osis}
              onValueChange={(osis) => {
                const book = BOOKS.find((b) => b.osis === osis);
                if (book) onNavigate(changeBook(position, book));
              }}
            >
              <SelectTrigger id="reader-book">
                <SelectValue>{localizedBookName(position.book, interfaceLanguage)}</SelectValue>
              </SelectTrigger>
              <SelectContent className="max-h-80" deferred>
                {groups.map((group) => (
                  <SelectGroup key={group.label}>
                    <SelectLabel>{group.label}</SelectLabel>
                    {group.books.map((book) => (
                      <SelectItem key={book.osis} value={book.osis}>
                        {localizedBookName(book, interfaceLanguage)}
                      </SelectItem>
                    ))}
                  </SelectGroup>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="reader-chapter">{t("reader.chapter")}</Label>
            <Select
              value={String(position.chapter)}
              onValueChange={(value) => onNavigate({ book: position.book, chapter: Number(value) })}
            >
              <SelectTrigger id="reader-chapter">
                <SelectValue>{position.chapter}</SelectValue>
              </SelectTrigger>
              <SelectContent className="max-h-80" deferred>
                {chapterNumbers(position.book).map((chapter) => (
                  <SelectItem key={chapter} value={String(chapter)}>
                    {chapter}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Button
            variant="outline"
            className={stepButton}
            disabled={!previous}
            onClick={() => previous && onNavigate(previous)}
          >
            <ChevronLeftIcon className="rtl:rotate-180" aria-hidden="true" />
            {t("reader.previousChapter")}
          </Button>
          <Button variant="outline" className={stepButton} disabled={!next} onClick={() => next && onNavigate(next)}>
            {t("reader.nextChapter")}
            <ChevronRightIcon className="rtl:rotate-180" aria-hidden="true" />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
