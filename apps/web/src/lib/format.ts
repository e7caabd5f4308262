/** SPEC §2 side panel: a saved text cut to 60 characters. */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join("").trimEnd()}…`;
}

/** Word count with the locale's own segmentation (dictionary-based for Chinese and Japanese). */
export function countWords(text: string, locale: string): number {
  if (typeof Intl.Segmenter === "function") {
    let count = 0;
    for (const segment of new Intl.Segmenter(locale, { granularity: "word" }).segment(text)) {
      if (segment.isWordLike) count++;
    }
    return count;
  }
  return text.split(/\s+/).filter(Boolean).length;
}

/** About 200 words a minute, and never less than a minute. */
export const WORDS_PER_MINUTE = 200;

export function readingMinutes(text: string, locale: string): number {
  return Math.max(1, Math.round(countWords(text, locale) / WORDS_PER_MINUTE));
}

// Left-to-right isolate: in an Arabic interface '1:1-31' must not be reordered into '31-1:1'.
const LTR_ISOLATE = "\u2066";
const POP_ISOLATE = "\u2069";

/** The same text without direction isolates, for the clipboard and share sheets. */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, "");
}

/** 'Genèse 1:1-31' (or 'Genèse 1' when the range is empty), the numbers kept left to right in any script. */
export function passageReference(bookName: string, chapter: number, verses?: string | number | null): string {
  const numbers = verses === undefined || verses === null || verses === "" ? `${chapter}` : `${chapter}:${verses}`;
  return `${bookName} ${LTR_ISOLATE}${numbers}${POP_ISOLATE}`;
}

export function isToday(value: string | Date, now = new Date()): boolean {
  const date = new Date(value);
  return (
    date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth() && date.getDate() === now.getDate()
  );
}
