import type { Page } from "playwright-core";

declare global {
  interface Window {
    __wordEvents?: unknown[];
  }
}

type Point = { x: number; y: number };

/**
 * The centre of `word` in the verse text block that `selector` finds, in viewport coordinates (the block is scrolled
 * into view first): its first occurrence, or with `whole` its first whole-word occurrence ("mot" not inside "mots").
 */
function centreIn(page: Page, selector: string, word: string, whole = false): Promise<Point> {
  return page.evaluate(
    ({ selector, word, whole }) => {
      const block = document.querySelector(selector);
      const node = block?.firstChild;
      if (!(node instanceof Text) || !(block instanceof HTMLElement)) throw new Error(`${selector} not found`);
      block.scrollIntoView({ block: "center" });
      const start = whole
        ? node.data.search(new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, "u"))
        : node.data.indexOf(word);
      if (start < 0) throw new Error(`"${word}" not in ${selector}`);
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + word.length);
      const rect = range.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    },
    { selector, word, whole },
  );
}

/** The centre of `word` inside verse `verse` of the first passage on the page (a plan day, a search answer). */
export function wordCentre(page: Page, verse: number, word: string): Promise<Point> {
  return centreIn(page, `[data-testid="passage-text"] [data-verse="${verse}"] [data-word-context]`, word);
}

/** The centre of `word` in verse `verse` of the reader's single-language view (/lire with one language). */
export function readerWordCentre(page: Page, verse: number, word: string): Promise<Point> {
  return centreIn(page, `[data-testid="reader-single"] [data-verse="${verse}"] [data-word-context]`, word);
}

/** The centre of the first whole `word` of verse `verse` in the `language` column of the reader's columns. */
export function columnWordCentre(page: Page, language: string, verse: number, word: string): Promise<Point> {
  return centreIn(
    page,
    `[data-testid="reader-columns"] [data-verse="${verse}"] [data-language="${language}"] [data-word-context]`,
    word,
    true,
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

/** The words a highlight of the page covers, per column language, in text order. */
export async function highlightedWords(page: Page, name: string): Promise<Record<string, string[]>> {
  return page.evaluate((name) => {
    const out: Record<string, string[]> = {};
    for (const range of CSS.highlights.get(name) ?? []) {
      const node = range.startContainer;
      const language = node.parentElement?.closest<HTMLElement>("[data-language]")?.dataset.language ?? "?";
      const verse = node.parentElement?.closest<HTMLElement>("[data-verse]")?.dataset.verse ?? "?";
      const list = out[language] ?? [];
      list.push(`${verse}:${(node as Text).data.slice(range.startOffset, range.endOffset)}`);
      out[language] = list;
    }
    return out;
  }, name);
}
