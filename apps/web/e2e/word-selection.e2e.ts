import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, launchBrowser, MOBILE, newPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

// The word the reader selects is the word the server looks up (issue 29): John 3:16 in the Chinese Union Version,
// where Chrome's own double-click (its dictionary) selects the clause 神愛世人. By mouse, by a tap on a phone, and
// with the keyboard; and a Japanese compound verb, 走り寄り in Luke 15:20 (口語訳), which ICU cuts in two. The offline
// word study answers (no model).
let server: RunningServer;
let browser: Browser;

/** The reader's languages as the page keeps them (localStorage `readerLanguages`). */
type ReaderLanguages = { selectedLanguages: string[]; languageVersionMap: Record<string, string> };
const CHINESE_ONLY: ReaderLanguages = { selectedLanguages: ["chinese"], languageVersionMap: { chinese: "CUV" } };

beforeAll(async () => {
  server = await startServer({ versions: ["LSG", "CUV", "JPKOUGO"], env: { AI_PROVIDER: "offline" } });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openJohn3(options: Parameters<typeof newPage>[1] = {}): Promise<Page> {
  return openChapter("John", 3, 16, CHINESE_ONLY, options);
}

/** The chapter in the reader's one version, once `verse` has its server words. */
async function openChapter(
  book: string,
  chapter: number,
  verse: number,
  languages: ReaderLanguages,
  options: Parameters<typeof newPage>[1] = {},
): Promise<Page> {
  const { context, page } = await newPage(browser, options);
  await context.addInitScript((languages) => {
    localStorage.setItem("readerLanguages", JSON.stringify(languages));
  }, languages);
  await page.goto(`${server.url}/lire?book=${book}&chapter=${chapter}`);
  await page
    .getByTestId("reader-single")
    .locator(`li[data-verse="${verse}"] [data-word-context][data-words]`)
    .waitFor();
  return page;
}

/**
 * A point in the character at `index` of `word` in verse 16, or `verse` (scrolled into view first): its centre, or
 * `across` of its width from its start.
 */
async function charCentre(page: Page, word: string, index = 0, across = 0.5, verse = 16) {
  return page.evaluate(
    ({ word, index, across, verse }) => {
      const block = document.querySelector(
        `[data-testid="reader-single"] li[data-verse="${verse}"] [data-word-context]`,
      );
      const node = block?.firstChild;
      if (!(node instanceof Text) || !(block instanceof HTMLElement)) throw new Error(`verse ${verse} not found`);
      block.scrollIntoView({ block: "center" });
      const start = node.data.indexOf(word) + index;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + 1);
      const rect = range.getBoundingClientRect();
      return { x: rect.left + rect.width * across, y: rect.top + rect.height / 2 };
    },
    { word, index, across, verse },
  );
}

async function dialogWord(page: Page) {
  const dialog = page.getByTestId("word-dialog");
  await dialog.waitFor();
  return {
    title: (await dialog.getByRole("heading").first().textContent())?.trim() ?? "",
    place: (await dialog.getByTestId("word-place").textContent())?.trim() ?? "",
  };
}

describe("the word selected in Chinese is the server's word", () => {
  it("a double-click on 世人 in John 3:16 opens the dialog on 世人, not on the clause 神愛世人", async () => {
    const page = await openJohn3();
    const point = await charCentre(page, "世人", 0);
    await page.mouse.dblclick(point.x, point.y);
    const opened = await dialogWord(page);
    expect(opened.title.startsWith("世人")).toBe(true);
    expect(opened.title).not.toContain("神愛");
    expect(opened.place).toBe("Jean \u20663:16\u2069 (CUV)");
    // The word shown selected in the verse is the one looked up, not the browser's dictionary run.
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe("世人");
    // The server's answer is about 世人 too.
    const dialog = page.getByTestId("word-dialog");
    await dialog.getByTestId("word-definition").waitFor({ timeout: 120_000 });
    expect((await dialog.getByRole("heading").first().textContent())?.startsWith("世人")).toBe(true);
    await page.context().close();
  }, 180_000);

  it("a tap on a phone opens the dialog on the tapped word, and the page says to tap", async () => {
    const page = await openJohn3({ viewport: MOBILE, hasTouch: true, isMobile: true });
    const point = await charCentre(page, "世人", 1);
    await page.touchscreen.tap(point.x, point.y);
    const opened = await dialogWord(page);
    expect(opened.title.startsWith("世人")).toBe(true);
    expect(opened.place).toBe("Jean \u20663:16\u2069 (CUV)");
    await page.keyboard.press("Escape");
    await page.getByTestId("word-dialog").waitFor({ state: "detached" });
    // Another word, tapped on the right of its last character (the caret from that point falls after it): 獨生子,
    // the aligner's word of three characters.
    const only = await charCentre(page, "獨生子", 2, 0.8);
    await page.touchscreen.tap(only.x, only.y);
    expect((await dialogWord(page)).title.startsWith("獨生子")).toBe(true);
    await page.goto(server.url);
    expect(await page.getByTestId("word-hint").textContent()).toBe("Touchez un mot pour voir sa définition");
    await page.context().close();
  }, 120_000);

  it("the keyboard moves a word cursor through the verses, says each word, and Enter opens the chosen one", async () => {
    const page = await openJohn3();
    const announced = () => page.locator("#word-cursor-announcer").textContent();
    const passage = page.getByTestId("reader-single");
    expect(await passage.getAttribute("tabindex")).toBe("0");
    expect(await passage.getAttribute("aria-description")).toContain("Entrée");
    await passage.focus();
    await eventually(announced).toMatch(/, verset 1$/);
    for (let i = 0; i < 30 && !(await announced())?.endsWith("verset 16"); i++) await page.keyboard.press("ArrowDown");
    expect(await announced()).toBe("神, verset 16");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await announced()).toBe("世人, verset 16");
    // The highlight is drawn on that word.
    expect(
      await page.evaluate(() => {
        const highlight = CSS.highlights.get("word-cursor");
        return highlight ? [...highlight].map((range) => range.toString()) : [];
      }),
    ).toEqual(["世人"]);
    await page.keyboard.press("Enter");
    const opened = await dialogWord(page);
    expect(opened.title.startsWith("世人")).toBe(true);
    expect(opened.place).toBe("Jean \u20663:16\u2069 (CUV)");
    await page.context().close();
  }, 120_000);
});

describe("the word selected in Japanese is the server's word", () => {
  it("a double-click on 走 of 走り寄り in Luke 15:20 opens the dialog on the compound verb, not on 走り", async () => {
    const page = await openChapter("Luke", 15, 20, {
      selectedLanguages: ["japanese"],
      languageVersionMap: { japanese: "JPKOUGO" },
    });
    const point = await charCentre(page, "走り寄り", 0, 0.5, 20);
    await page.mouse.dblclick(point.x, point.y);
    const opened = await dialogWord(page);
    expect(opened.title.startsWith("走り寄り")).toBe(true);
    expect(opened.place).toBe("Luc \u206615:20\u2069 (JPKOUGO)");
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe("走り寄り");
    await page.context().close();
  }, 120_000);
});
