import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, MOBILE, newPage } from "./support/browser";
import { REPO_ROOT, type RunningServer, startServer, waitForWordStudy } from "./support/server";

// features/reader/early/draw.ts draws /lire's columns from the early chapter answer before the app's code has run; the
// app then takes over. A reader must see the same page before and after: same texts at the same places.

const SCREENSHOTS = join(REPO_ROOT, ".tmp/screenshots/reader-early");
const LANGUAGES = {
  selectedLanguages: ["french", "russian", "arabic"],
  languageVersionMap: { french: "LSG", russian: "SYNOD", arabic: "SVD" },
};
const PSALM_119 = "/lire?book=Psalms&chapter=119";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ versions: ["LSG", "SYNOD", "SVD"] });
  // The page is compared before and after the app takes over: the alignment notice must not appear in between.
  await waitForWordStudy(server);
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What a reader sees of the page: the heading, tabs, column headers and every cell, with their boxes. */
const SEEN = `(() => {
  const table = document.querySelector("[data-testid=reader-columns-early]") ?? document.querySelector("[data-testid=reader-columns]");
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map((v) => Math.round(v)); };
  const heading = document.querySelector("h1");
  const tabs = table.parentElement.previousElementSibling;
  return {
    early: table.dataset.testid === "reader-columns-early",
    heading: [heading.textContent, box(heading)],
    tabs: [tabs.textContent, box(tabs)],
    head: [...table.querySelectorAll("thead th")].map((th) => [th.textContent, th.lang, th.dir, box(th)]),
    rows: [...table.querySelectorAll("tbody tr")].map((tr) =>
      [...tr.children].map((td) => [td.textContent, td.lang, td.dir, td.rowSpan, box(td)])),
  };
})()`;

type Seen = { early: boolean; heading: unknown; tabs: unknown; head: unknown[]; rows: unknown[][] };

/** The layout shifts the page recorded (PerformanceObserver 'layout-shift'), summed. */
const SHIFTS = `new Promise((resolve) => {
  new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, e) => sum + e.value, 0)))
    .observe({ type: "layout-shift", buffered: true });
  setTimeout(() => resolve(0), 500);
})`;

/** Holds the app's main bundle back (the early page stays alone) until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens Psalm 119 with the app's code held back until the early page is drawn; returns that page and the app's.
 * `prepare` runs first in a page of the same context (an interface language chosen, its dictionary cached).
 */
async function beforeAndAfter(page: Page, name: string): Promise<{ before: Seen; after: Seen; shift: number }> {
  const release = await holdAppCode(page);
  await page.goto(`${server.url}${PSALM_119}`, { waitUntil: "commit" });
  await page.waitForSelector("[data-testid=reader-columns-early]");
  const before: Seen = await page.evaluate(SEEN);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-early.png`) });
  release();
  await page.waitForFunction(() => !document.getElementById("early-reader"), undefined, { timeout: 15_000 });
  const after: Seen = await page.evaluate(SEEN);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-app.png`) });
  const shift: number = await page.evaluate(SHIFTS);
  await page.unroute(/\/assets\/index-[\w-]+\.js$/);
  return { before, after, shift };
}

async function readerPage(viewport = DESKTOP, interfaceLanguage?: string) {
  const opened = await newPage(browser, { viewport });
  await opened.context.addInitScript(
    ([languages, code]) => {
      localStorage.setItem("readerLanguages", JSON.stringify(languages));
      if (code) localStorage.setItem("preferredLanguage", code);
    },
    [LANGUAGES, interfaceLanguage] as const,
  );
  return opened;
}

describe("/lire drawn before the app", () => {
  it("shows the same columns, texts and places before and after the app takes over (French)", async () => {
    const { context, page } = await readerPage();
    const { before, after, shift } = await beforeAndAfter(page, "french");
    expect(before.early).toBe(true);
    expect(after.early).toBe(false);
    expect(before.rows).toHaveLength(176);
    expect(before.heading).toEqual(["Psaumes 119", expect.any(Array)]);
    expect(before.head.map((th) => (th as string[])[0])).toEqual(["", "FrançaisfrLSG", "RusseruSYNOD", "ArabearSVD"]);
    expect(before.head[3]).toEqual(["ArabearSVD", "ar", "rtl", expect.any(Array)]);
    expect(before).toEqual({ ...after, early: true });
    expect(shift).toBeLessThan(0.01);

    // The app's table answers a double-click on a word of the Arabic column.
    const word = page.locator('[data-testid=reader-columns] tr[data-verse="1"] td[data-language="arabic"] span');
    await word.dblclick();
    await page.waitForSelector("[data-testid=word-dialog]");
    await context.close();
  });

  it("opens the word a reader double-clicked before the app took over", async () => {
    const { context, page } = await readerPage();
    const release = await holdAppCode(page);
    await page.goto(`${server.url}${PSALM_119}`, { waitUntil: "commit" });
    const word = page.locator('[data-testid=reader-columns-early] tr[data-verse="2"] td[data-language="french"] span');
    const box = await word.boundingBox();
    if (!box) throw new Error("no verse 2 drawn early");
    // The first word of the line: 'Heureux'.
    await page.mouse.dblclick(box.x + 10, box.y + 10);
    release();
    const dialog = page.getByTestId("word-dialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Heureux");
    await context.close();
  });

  it("draws the Arabic interface right to left, from the dictionary cached on this device", async () => {
    const { context, page } = await readerPage(DESKTOP, "ar");
    // A first visit caches the Arabic dictionary (lib/i18n.ts) that the early page reads on the next one.
    await page.goto(`${server.url}${PSALM_119}`);
    await page.waitForSelector("[data-testid=reader-columns] tbody tr");
    const { before, after, shift } = await beforeAndAfter(page, "arabic");
    expect(before.early).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(before.heading).toEqual(["المزامير 119", expect.any(Array)]);
    expect(before).toEqual({ ...after, early: true });
    expect(shift).toBeLessThan(0.01);
    await context.close();
  });

  it("leaves a narrow screen to the app (its side column comes first there)", async () => {
    const { context, page } = await readerPage(MOBILE);
    await page.goto(`${server.url}${PSALM_119}`);
    await page.waitForSelector("[data-testid=reader-columns] tbody tr");
    expect(await page.evaluate(() => performance.getEntriesByName("reader-early-drawn").length)).toBe(0);
    await context.close();
  });
});
