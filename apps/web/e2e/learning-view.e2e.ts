import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { alignVersions } from "@bible/lexicon";
import { installOriginalBooks } from "@bible/lexicon/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, launchBrowser } from "./support/browser";
import { openReaderColumns, pageFetch, signInThroughForm } from "./support/pages";
import { columnWordCentre, highlightedWords } from "./support/passage";
import { REPO_ROOT, type RunningServer, startServer } from "./support/server";

// The learning view of /lire (issue 33) as a French reader learning Russian and English tries it: John 3 in
// Louis Segond, the Synodal and the KJV. The new words of the Russian and English columns are coloured (never the
// French, the interface's), a key marks the word under the pointer, the share known changes beside the version,
// hovering 'мир' lights 'monde' and 'world' in the same verse (LSG and the KJV from their own Strong's tags, the
// Synodal aligned on the Greek of John at the seed, a few seconds), and a guest's marks move to their account.
let server: RunningServer;
let browser: Browser;
const SHOTS = join(REPO_ROOT, ".tmp/screenshots/learning");

beforeAll(async () => {
  server = await startServer({
    versions: ["LSG", "SYNOD", "KJV"],
    env: { AI_PROVIDER: "offline" },
    seed: async (database) => {
      await installOriginalBooks(database.db, { greek: [[43, "JOH"]] });
      await alignVersions(database.db, ["LSG", "KJV", "SYNOD"]);
    },
  });
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Setting = { theme: "light" | "dark"; language: "french" | "arabic" };

/** John 3 in three columns: French (LSG), Russian (Synodal) and English (KJV). */
async function openReader(setting: Setting): Promise<Page> {
  const { page } = await openReaderColumns(browser, server.url, "/lire?book=John&chapter=3", {
    ...setting,
    columns: [
      { language: "french", version: "LSG" },
      { language: "russian", version: "SYNOD" },
      { language: "english", version: "KJV" },
    ],
  });
  page.setDefaultTimeout(60_000);
  await page.getByTestId("learning-bar").waitFor();
  return page;
}

const coverageText = (page: Page, language: string) =>
  page.getByTestId("learning-coverage").locator(`[data-language="${language}"]`).textContent();

const percentOf = (text: string | null) => Number(/(\d+)\s?%/.exec(text ?? "")?.[1] ?? Number.NaN);

describe("the learning view, French interface, Russian and English columns", () => {
  let page: Page;

  beforeAll(async () => {
    page = await openReader({ theme: "light", language: "french" });
  }, 120_000);

  it("colours the new words of the languages learnt, never the interface's, and says the share known", async () => {
    // Each column's words come on their own (asked alone, so the service worker keeps them): the English column
    // may be coloured before the Russian one, whose first analysis takes longer.
    await eventually(async () => Object.keys(await highlightedWords(page, "learn-new")).sort(), 60_000).toEqual([
      "english",
      "russian",
    ]);
    expect(Number(await page.getByTestId("learning-bar").getAttribute("data-new-words"))).toBeGreaterThan(500);
    const fresh = await highlightedWords(page, "learn-new");
    expect(Object.keys(fresh).sort()).toEqual(["english", "russian"]);
    expect(fresh.russian).toContain("16:мир");
    expect(fresh.english).toContain("16:world");
    const legend = await page.getByTestId("learning-legend").textContent();
    expect(legend).toContain("Nouveau");
    expect(legend).toContain("À apprendre");
    await eventually(() => coverageText(page, "russian")).toContain("vous connaissez 0 % des mots");
  }, 240_000);

  it("lights the words aligned to the same original in the other columns of the verse", async () => {
    const mir = await columnWordCentre(page, "russian", 16, "мир");
    await page.mouse.move(mir.x, mir.y);
    await eventually(async () => (await highlightedWords(page, "learn-aligned")).french ?? [], 20_000).toContain(
      "16:monde",
    );
    const lit = await highlightedWords(page, "learn-aligned");
    expect(lit.russian).toEqual(["16:мир"]);
    expect(lit.english).toEqual(["16:world"]);
    await page.screenshot({ path: join(SHOTS, "aligned-light-fr.png") });
  });

  it("marks the word under the pointer with one key, every form of it at once, and the share known rises", async () => {
    const knownWords = async () =>
      Number(
        await page.getByTestId("learning-coverage").locator('[data-language="russian"]').getAttribute("data-known"),
      );
    const before = await knownWords();
    const mir = await columnWordCentre(page, "russian", 16, "мир");
    await page.mouse.move(mir.x, mir.y);
    await page.keyboard.press("1");
    // Known: 'мир' of verse 16 and the 'мир' of verse 17 are no longer new; the other columns are untouched.
    await eventually(async () => (await highlightedWords(page, "learn-new")).russian?.includes("16:мир")).toBe(false);
    const fresh = await highlightedWords(page, "learn-new");
    expect(fresh.russian?.some((w) => w.endsWith(":мир"))).toBe(false);
    expect(fresh.english).toContain("16:world");
    // Every running 'мир' of the chapter counts as known: verse 16's and verse 17's three at least.
    await eventually(knownWords).toBeGreaterThanOrEqual(before + 4);

    // Learning: 'world' turns from new to learning, with the word's own button too.
    const world = await columnWordCentre(page, "english", 16, "world");
    await page.mouse.click(world.x, world.y);
    await page
      .getByTestId("learning-word")
      .getByRole("button", { name: /À apprendre/ })
      .click();
    await eventually(async () => (await highlightedWords(page, "learn-learning")).english ?? []).toContain("16:world");
    expect((await highlightedWords(page, "learn-new")).english ?? []).not.toContain("16:world");
    await page.screenshot({ path: join(SHOTS, "marked-light-fr.png") });
  });

  it("shows the share known beside the version in the picker", async () => {
    const item = page.locator('[data-language-item="russian"]');
    await eventually(() => item.getByTestId("version-coverage").first().textContent()).toMatch(
      /vous connaissez \d+ % des mots/,
    );
  });

  it("marks the rest of the chapter known after reading: the Russian column has no new word left", async () => {
    await page.getByTestId("learning-rest-known").click();
    await eventually(async () => (await highlightedWords(page, "learn-new")).russian ?? []).toEqual([]);
    await eventually(async () => percentOf(await coverageText(page, "russian"))).toBe(100);
    // The word being learnt stays learning.
    expect((await highlightedWords(page, "learn-learning")).english ?? []).toContain("16:world");
  });

  it("turns off, and the columns are plain again", async () => {
    await page.getByTestId("learning-toggle").click();
    await eventually(async () => Object.keys(await highlightedWords(page, "learn-learning"))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("learningView"))).toBe("off");
    await page.getByTestId("learning-toggle").click();
    await eventually(async () => (await highlightedWords(page, "learn-learning")).english ?? []).toContain("16:world");
  });

  it("says on the plan's day how much of its reading the reader knows, in each language learnt", async () => {
    // John 3 is all known now in Russian and English but 'world': the day's reading (another chapter) shares its
    // commonest words, but not all of them.
    await page.goto(`${server.url}/`);
    const day = page.getByTestId("plan-coverage");
    const russian = day.locator('[data-language="russian"]');
    const english = day.locator('[data-language="english"]');
    await eventually(() => russian.textContent(), 60_000).toMatch(/^Russe · SYNOD : vous connaissez \d+ % des mots$/);
    await eventually(() => english.textContent()).toMatch(/^Anglais · KJV : vous connaissez \d+ % des mots$/);
    for (const share of [russian, english]) {
      expect(percentOf(await share.textContent())).toBeGreaterThan(0);
      expect(percentOf(await share.textContent())).toBeLessThan(100);
    }
    // The interface's language is never counted.
    expect(await day.locator('[data-language="french"]').count()).toBe(0);
    await page.goto(`${server.url}/lire?book=John&chapter=3`);
    await page.getByTestId("learning-bar").waitFor();
  }, 120_000);

  it("moves a guest's marks into the account at sign-in", async () => {
    const email = `learner-${Date.now()}@example.org`;
    await signInThroughForm(page, server.url, email);
    await eventually(async () => {
      const answer = await pageFetch(page, "/api/learning/states?language=english", { method: "GET" });
      return answer.body;
    }, 30_000).toMatchObject({
      language: "english",
      words: expect.arrayContaining([{ lemma: "world", state: "learning" }]),
    });
    // The browser's copy is forgotten once the import has answered (a moment after the states are readable).
    await eventually(() => page.evaluate(() => localStorage.getItem("wordStates"))).toBeNull();
    await page.goto(`${server.url}/vocabulaire`);
    const known = page.getByTestId("known-words").locator('[data-language="russian"] [data-testid="known-count"]');
    await eventually(() => known.textContent()).toMatch(/Connus : [1-9]\d*/);
    // The word the guest was learning is in the vocabulary now, with its cards.
    await page.locator('[data-testid="word-card"][aria-label="world"]').waitFor();
  });

  it("saves a word marked 'learn' with key 2 to the vocabulary, with the verse it was read in", async () => {
    await page.goto(`${server.url}/lire?book=John&chapter=3`);
    // The account's states are on the page ('world', learnt as a guest); 'perish' was marked known with the rest.
    await eventually(async () => (await highlightedWords(page, "learn-learning")).english ?? [], 60_000).toContain(
      "16:world",
    );
    const word = await columnWordCentre(page, "english", 16, "perish");
    await page.mouse.move(word.x, word.y);
    await page.keyboard.press("2");
    await eventually(async () => (await highlightedWords(page, "learn-learning")).english ?? []).toContain("16:perish");
    await page.goto(`${server.url}/vocabulaire`);
    const card = page.locator('[data-testid="word-card"][aria-label="perish"]');
    await card.waitFor();
    expect(await card.textContent()).toContain("For God so loved the world");
  });

  it("offers the Bible's core vocabulary of the language learnt, and learns its next lesson with the verses", async () => {
    await page.goto(`${server.url}/vocabulaire`);
    const core = page.getByTestId("core-vocabulary");
    // The reader's first column in another language than French is Russian: the Synodal's words, counted by lemma
    // over the whole Bible the first time (seconds), then kept.
    await core.getByTestId("core-language").filter({ hasText: "Russe" }).waitFor();
    await core.getByText("SYNOD", { exact: true }).waitFor();
    await core.getByTestId("core-show").click();
    const levels = core.getByTestId("core-levels");
    await levels.waitFor({ timeout: 180_000 });
    const counts = (await levels.locator("li").allTextContents()).map((text) =>
      Number(/: ([\d\s\u202f]+) mots/.exec(text)?.[1]?.replace(/\D/g, "")),
    );
    expect(counts).toHaveLength(3);
    expect(counts[0]).toBeGreaterThan(100);
    expect(counts[0]).toBeLessThan(counts[1] ?? 0);
    expect(counts[1]).toBeLessThan(counts[2] ?? 0);
    expect(await core.getByTestId("core-coverage").textContent()).toMatch(
      /Vos mots connus couvrent \d+ % du Nouveau Testament\./,
    );
    const lesson = await core.getByTestId("core-next").locator("li").allTextContents();
    expect(lesson).toHaveLength(20);
    // Two words the reader knows already are tapped: marked known with the lesson, and given no card.
    const knew = [lesson[1] ?? "", lesson[2] ?? ""];
    for (const word of knew) {
      const chip = core.getByTestId("core-next").getByRole("button", { name: word, exact: true });
      await chip.click();
      expect(await chip.getAttribute("aria-pressed")).toBe("true");
    }
    expect(await core.getByTestId("core-learn").textContent()).toBe("Apprendre ces 18 mots");
    await core.getByTestId("core-learn").click();
    await page.getByText("18 mots ajoutés à votre vocabulaire").first().waitFor();
    const known = await pageFetch(page, "/api/learning/states?language=ru", { method: "GET" });
    const states = new Map(
      (known.body as { words: { lemma: string; state: string }[] }).words.map((w) => [w.lemma, w.state]),
    );
    expect(knew.map((word) => states.get(word))).toEqual(["known", "known"]);
    expect(states.get(lesson[0] ?? "")).toBe("learning");
    // Each word is in the vocabulary with the first verse the Synodal reads it in; the next lesson has others.
    const first = lesson[0] ?? "";
    const card = page.locator(`[data-testid="word-card"][aria-label="${first}"]`);
    await card.waitFor();
    expect((await card.textContent())?.length).toBeGreaterThan(first.length + 20);
    for (const word of knew)
      expect(await page.locator(`[data-testid="word-card"][aria-label="${word}"]`).count()).toBe(0);
    await eventually(async () => (await core.getByTestId("core-next").locator("li").allTextContents())[0]).not.toBe(
      first,
    );
    const nextLesson = await core.getByTestId("core-next").locator("li").allTextContents();
    for (const word of [first, ...knew]) expect(nextLesson).not.toContain(word);
  }, 300_000);
});

describe.each([
  { theme: "dark", language: "french" },
  { theme: "light", language: "arabic" },
  { theme: "dark", language: "arabic" },
] as const)("the learning view in the $theme theme, $language interface", (setting) => {
  it("colours, lights and marks the same way", async () => {
    const page = await openReader(setting);
    const dir = setting.language === "arabic" ? "rtl" : "ltr";
    await page.locator(`html[dir="${dir}"]${setting.theme === "dark" ? ".dark" : ":not(.dark)"}`).waitFor();
    await eventually(async () => (await highlightedWords(page, "learn-new")).russian ?? [], 60_000).toContain("16:мир");
    // Neither the French nor any other column is the interface language in Arabic: all three are coloured.
    if (setting.language === "arabic")
      expect((await highlightedWords(page, "learn-new")).french ?? []).toContain("16:monde");
    const mir = await columnWordCentre(page, "russian", 16, "мир");
    await page.mouse.move(mir.x, mir.y);
    await eventually(async () => (await highlightedWords(page, "learn-aligned")).english ?? [], 20_000).toContain(
      "16:world",
    );
    await page.keyboard.press("2");
    await eventually(async () => (await highlightedWords(page, "learn-learning")).russian ?? []).toContain("16:мир");
    await page.screenshot({ path: join(SHOTS, `marked-${setting.theme}-${setting.language}.png`) });
    await page.context().close();
  }, 180_000);
});
