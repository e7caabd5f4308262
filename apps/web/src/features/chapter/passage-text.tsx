import { findLanguage } from "@bible/canon";
import { useRef } from "react";
import { useWordSelection } from "@/lib/use-word-selection";
import { cn } from "@/lib/utils";

/** A verse shown; `words`: the server's word boundaries (Chinese, Japanese, Korean), which the word selection follows. */
export type PassageVerse = { verse: number; text: string; heading?: string; verseEnd?: number; words?: string };

/**
 * Verses as plain text under ONE double-click listener (no component per word, so long chapters stay
 * smooth). Each verse's text is its own context block for the word dialog; numbers are not words.
 */
export function PassageText({
  verses,
  language,
  className,
  size = "lg",
  passage,
}: {
  verses: readonly PassageVerse[];
  language: string;
  /** The book, chapter and version shown, which the word dialog sends with a clicked word. */
  passage?: { book: string; chapter: number; version: string };
  className?: string;
  size?: "lg" | "sm";
}) {
  const ref = useRef<HTMLDivElement>(null);
  useWordSelection(ref);
  const info = findLanguage(language);
  return (
    <div
      ref={ref}
      data-language={info?.id ?? language}
      data-book={passage?.book}
      data-chapter={passage?.chapter}
      data-version={passage?.version}
      lang={info?.code}
      dir={info?.dir}
      data-testid="passage-text"
      className={cn(
        "font-serif text-pretty text-foreground/95 selection:bg-primary/20",
        size === "lg" ? "space-y-2.5 text-[1.075rem] leading-8" : "space-y-1.5 text-[0.95rem] leading-7",
        className,
      )}
    >
      {verses.map((verse) => (
        <p key={verse.verse} data-verse={verse.verse}>
          {verse.heading ? (
            <span data-no-word className="mb-1 block font-sans text-sm font-semibold text-muted-foreground">
              {verse.heading}
            </span>
          ) : null}
          <sup data-no-word className="select-none font-sans text-[0.7em] font-semibold text-primary">
            {verse.verseEnd && verse.verseEnd > verse.verse ? `${verse.verse}-${verse.verseEnd}` : verse.verse}
          </sup>{" "}
          <span data-word-context data-words={verse.words}>
            {verse.text}
          </span>
        </p>
      ))}
    </div>
  );
}
