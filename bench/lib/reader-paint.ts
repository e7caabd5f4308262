import type { Page } from "playwright-core";

/** Psalm 119: the chapter the reader benchmarks paint in three columns. */
export const VERSES = 176;
/** The reader's three columns: French, Russian and Arabic. */
export const LANGUAGES = {
  selectedLanguages: ["french", "russian", "arabic"],
  languageVersionMap: { french: "LSG", russian: "SYNOD", arabic: "SVD" },
};

/** The interface is French: the learning view colours the other two columns, the languages the reader learns. */
export const LEARNT = ["russian", "arabic"];

declare global {
  interface Window {
    benchPainted?: number;
    benchColoured?: number;
    benchLongTasks?: number[];
    benchMarkFrom?: number;
  }
}

/**
 * Runs in the page before the app: notes the first frame after the columns table holds its 176 rows (it
 * renders once every column has loaded), and every long task (main thread blocked over 50 ms). A string,
 * not a function: tsx wraps named functions in a helper that does not exist in the page.
 */
export const INSTRUMENT = `
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
  const check = () => {
    if (window.benchPainted !== undefined) return;
    // The app's table, or the same table features/reader/early/draw.ts draws from the chapter answer before the app.
    const table =
      document.querySelector("[data-testid=reader-columns]") ??
      document.querySelector("[data-testid=reader-columns-early]");
    if (!table || table.querySelectorAll("thead th[data-language]").length !== 3) return;
    if (table.querySelectorAll("tbody tr").length !== ${VERSES}) return;
    requestAnimationFrame(() => setTimeout(() => {
      if (window.benchPainted === undefined) window.benchPainted = performance.now();
    }));
  };
  const observer = new MutationObserver(check);
  // The static anchor has its table before this runs: look once at the start too.
  const start = () => {
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    check();
  };
  if (document.body) start();
  else document.addEventListener("DOMContentLoaded", start);
  // The frame after the learning view's colours are on every column of a language learnt (issue 33): it lays its
  // new and learning words over the text as CSS highlights (features/learning/learning-layer.ts), a column after
  // the other, all the columns that have their words and states at once. Looked at once a frame, at the first and
  // last range of each highlight only (a new highlight object each time the view paints), so the look costs
  // nothing beside the paint it times; it never ends when the view is off.
  const learnt = ${JSON.stringify(LEARNT)};
  const languageOf = (range) =>
    range?.startContainer?.parentElement?.closest("[data-language]")?.dataset.language;
  let seen = null;
  const look = () => {
    const highlights = ["learn-new", "learn-learning"].map((name) => CSS.highlights.get(name));
    if (highlights[0] && highlights[0] !== seen) {
      seen = highlights[0];
      const found = new Set();
      for (const highlight of highlights) {
        if (!highlight || highlight.size === 0) continue;
        const ranges = [...highlight.values()];
        found.add(languageOf(ranges[0]));
        found.add(languageOf(ranges[ranges.length - 1]));
      }
      if (learnt.every((language) => found.has(language))) {
        setTimeout(() => {
          window.benchColoured = performance.now();
        });
        return;
      }
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
`;

/** When the learning view's colours were on every column learnt, from navigation start. */
export async function coloured(page: Page): Promise<number> {
  await page
    .waitForFunction(() => window.benchColoured !== undefined, undefined, { timeout: 60_000 })
    .catch(() => {
      throw new Error(`the learning view never coloured the columns of ${LEARNT.join(", ")} at ${page.url()}`);
    });
  return page.evaluate(() => window.benchColoured ?? Number.NaN);
}

/**
 * When the app's own table replaced the early one (features/reader/early-reader.ts marks it), from navigation
 * start; undefined when nothing was drawn before the app.
 */
export async function takenOver(page: Page): Promise<number | undefined> {
  await page.waitForFunction(() => !document.getElementById("early-reader"), undefined, { timeout: 30_000 });
  return page.evaluate(() => performance.getEntriesByName("reader-taken-over")[0]?.startTime);
}

export async function painted(page: Page): Promise<number> {
  await page
    .waitForFunction(() => window.benchPainted !== undefined, undefined, { timeout: 30_000 })
    .catch(async () => {
      const rows = await page.locator("[data-testid=reader-columns] tbody tr").count();
      throw new Error(`the columns never completed: ${rows} rows at ${page.url()}`);
    });
  return page.evaluate(() => window.benchPainted ?? Number.NaN);
}
