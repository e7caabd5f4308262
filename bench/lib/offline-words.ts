import type { BrowserContext, Page } from "playwright-core";

/** The cache and the key the app keeps a version pack under (apps/web/src/features/offline/packs.ts). */
const PACKS_CACHE = "bible-packs-v1";

declare global {
  interface Window {
    benchClickAt?: number;
    benchSelectedAt?: number;
    benchDialogAt?: number;
    benchShownAt?: number;
  }
}

/**
 * Runs in the page before the app: notes when a double-click reaches the page (the event's own time stamp, taken
 * when the browser received the input), when the app raised its `wordSelected` event, when the word dialog is in
 * the page (still loading), and the first frame after it shows its answer (`word-definition`), all on the page's
 * performance.now() clock, so the harness's own latency counts in none. A string, not a function: tsx wraps named
 * functions in a helper that does not exist in the page.
 */
export const LOOKUP_INSTRUMENT = `
  document.addEventListener("dblclick", (event) => {
    window.benchClickAt = event.timeStamp;
    window.benchSelectedAt = undefined;
    window.benchDialogAt = undefined;
    window.benchShownAt = undefined;
  }, { capture: true });
  window.addEventListener("wordSelected", () => {
    if (window.benchSelectedAt === undefined) window.benchSelectedAt = performance.now();
  });
  const check = () => {
    if (window.benchClickAt === undefined || window.benchShownAt !== undefined) return;
    if (window.benchDialogAt === undefined && document.querySelector("[data-testid=word-dialog]")) {
      window.benchDialogAt = performance.now();
    }
    if (!document.querySelector("[data-testid=word-dialog] [data-testid=word-definition]")) return;
    requestAnimationFrame(() => setTimeout(() => {
      if (window.benchShownAt === undefined) window.benchShownAt = performance.now();
    }));
  };
  const start = () => new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
  if (document.body) start();
  else document.addEventListener("DOMContentLoaded", start);
`;

/** A word of a pack with a trusted link: its verse and its UTF-16 offsets in the verse's text. */
export type PackWord = { verse: number; start: number; end: number; word: string };

/**
 * `perChapter` words of each chapter of a kept pack that have a trusted link to an original, read from the
 * device's copy of the pack (parsed once here), spread over the chapter's verses: at most one a verse (its first
 * linked token of three letters or more), each word once over all the chapters.
 */
export function linkedWords(
  page: Page,
  version: string,
  chapters: readonly (readonly [book: number, chapter: number])[],
  perChapter: number,
): Promise<PackWord[][]> {
  return page.evaluate(
    async ({ cacheName, version, chapters, perChapter }) => {
      type Verse = { v: number; t: string; l?: number[] };
      type Pack = { books: { book: number; chapters: Verse[][] }[] };
      const response = await (await caches.open(cacheName)).match(`/offline-packs/${encodeURIComponent(version)}`);
      if (!response) throw new Error(`${version} is not kept on this device`);
      const pack = (await response.json()) as Pack;
      const taken = new Set<string>();
      return chapters.map(([bookNumber, chapter]) => {
        const verses = pack.books.find((book) => book.book === bookNumber)?.chapters[chapter - 1] ?? [];
        const candidates: { verse: number; start: number; end: number; word: string }[] = [];
        for (const verse of verses) {
          const links = verse.l ?? [];
          for (let k = 0; k + 2 < links.length; k += 3) {
            const start = links[k] ?? 0;
            const end = links[k + 1] ?? 0;
            const word = verse.t.slice(start, end);
            if (/^\p{L}{3,}$/u.test(word) && !taken.has(word.toLowerCase())) {
              candidates.push({ verse: verse.v, start, end, word });
              break;
            }
          }
        }
        const step = Math.max(1, Math.floor(candidates.length / perChapter));
        const chosen = candidates.filter((_, i) => i % step === 0).slice(0, perChapter);
        for (const word of chosen) taken.add(word.word.toLowerCase());
        return chosen;
      });
    },
    { cacheName: PACKS_CACHE, version, chapters, perChapter },
  );
}

/** One look-up's times on the page's clock, from the double-click as the page received it. */
export type LookUpTimes = {
  /** To the frame after the dialog showed the answer. */
  shown: number;
  /** To the app's `wordSelected` event. */
  selected: number;
  /** To the dialog in the page, still loading. */
  dialog: number;
};

/**
 * Double-clicks `word` in the `language` column of /lire's columns and answers the times from the double-click
 * (as the page received it) to the frame after the dialog showed the answer, on the page's clock; then closes
 * the dialog.
 */
export async function lookUp(page: Page, language: string, word: PackWord): Promise<LookUpTimes> {
  const point = await page.evaluate(
    ({ language, word }) => {
      const block = document.querySelector(
        `[data-testid="reader-columns"] [data-verse="${word.verse}"] [data-language="${language}"] [data-word-context]`,
      );
      const node = block?.firstChild;
      if (!(node instanceof Text) || !(block instanceof HTMLElement)) throw new Error(`verse ${word.verse} not shown`);
      block.scrollIntoView({ block: "center" });
      // The pack's offsets, else the word's first whole occurrence in the text shown.
      let start = node.data.slice(word.start, word.end) === word.word ? word.start : -1;
      if (start < 0) start = node.data.search(new RegExp(`(?<![\\p{L}])${word.word}(?![\\p{L}])`, "u"));
      if (start < 0) throw new Error(`"${word.word}" not in verse ${word.verse}`);
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + word.word.length);
      const rect = range.getBoundingClientRect();
      window.benchClickAt = undefined;
      window.benchSelectedAt = undefined;
      window.benchDialogAt = undefined;
      window.benchShownAt = undefined;
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    },
    { language, word },
  );
  await page.mouse.dblclick(point.x, point.y);
  await page
    .waitForFunction(() => window.benchShownAt !== undefined, undefined, { timeout: 30_000 })
    .catch(async () => {
      const toast = await page.locator("[data-sonner-toast], [role=status]").allTextContents();
      throw new Error(`no answer for "${word.word}" (verse ${word.verse}, ${language}): ${toast.join(" | ")}`);
    });
  // Plain reads, no function declared in the page: tsx would wrap it in a helper the page does not have.
  const at = await page.evaluate(() => [
    window.benchClickAt ?? Number.NaN,
    window.benchSelectedAt ?? Number.NaN,
    window.benchDialogAt ?? Number.NaN,
    window.benchShownAt ?? Number.NaN,
  ]);
  const [click = Number.NaN, selected = Number.NaN, dialog = Number.NaN, shown = Number.NaN] = at;
  const times = { shown: shown - click, selected: selected - click, dialog: dialog - click };
  await page.keyboard.press("Escape");
  await page.getByTestId("word-dialog").waitFor({ state: "detached" });
  return times;
}

/** Downloads these versions' packs from 'Hors ligne' and waits until each is kept. */
export async function downloadPacks(page: Page, baseUrl: string, versions: readonly string[]): Promise<void> {
  await page.goto(`${baseUrl}/hors-ligne`);
  for (const version of versions) {
    const available = page.locator(`[data-testid="pack-available"][data-version="${version}"]`);
    await available.getByTestId("pack-download").click({ timeout: 120_000 });
    await page.locator(`[data-testid="pack-kept"][data-version="${version}"]`).waitFor({ timeout: 300_000 });
  }
}

/** Turns the network off and waits until the page knows. */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

/** p-th percentile (nearest rank) of a list of figures. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}
