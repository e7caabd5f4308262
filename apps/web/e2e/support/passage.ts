import type { Page } from "playwright-core";

declare global {
  interface Window {
    __wordEvents?: unknown[];
  }
}

/**
 * The centre of `word` inside verse `verse` of the first passage on the page, in viewport coordinates
 * (the verse is scrolled into view first).
 */
export async function wordCentre(page: Page, verse: number, word: string): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ({ verse, word }) => {
      const block = document.querySelector(`[data-testid="passage-text"] [data-verse="${verse}"] [data-word-context]`);
      const node = block?.firstChild;
      if (!(node instanceof Text) || !(block instanceof HTMLElement)) throw new Error(`verse ${verse} not found`);
      block.scrollIntoView({ block: "center" });
      const start = node.data.indexOf(word);
      if (start < 0) throw new Error(`"${word}" not in verse ${verse}`);
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + word.length);
      const rect = range.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    },
    { verse, word },
  );
}

/** Records every `wordSelected` window event into window.__wordEvents. */
export async function recordWordEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const events: unknown[] = [];
    window.__wordEvents = events;
    window.addEventListener("wordSelected", (event) => events.push(event.detail));
  });
}

export async function wordEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() => window.__wordEvents ?? []);
}

/**
 * The centre of the first whole `word` of verse `verse` in the `language` column of the reader's columns (/lire with
 * several languages), in viewport coordinates (the verse is scrolled into view first).
 */
export async function columnWordCentre(
  page: Page,
  language: string,
  verse: number,
  word: string,
): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ({ language, verse, word }) => {
      const block = document.querySelector(
        `[data-testid="reader-columns"] [data-verse="${verse}"] [data-language="${language}"] [data-word-context]`,
      );
      const node = block?.firstChild;
      if (!(node instanceof Text) || !(block instanceof HTMLElement)) throw new Error(`verse ${verse} not found`);
      block.scrollIntoView({ block: "center" });
      const start = node.data.search(new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, "u"));
      if (start < 0) throw new Error(`"${word}" not in verse ${verse}`);
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + word.length);
      const rect = range.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    },
    { language, verse, word },
  );
}
