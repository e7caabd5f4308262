import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { recordWordEvents, wordCentre, wordEvents } from "./support/passage";

const baseUrl = inject("baseUrl");
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
});

afterAll(async () => {
  await browser?.close();
});

async function chooseLanguage(nativeName: string) {
  await page.getByTestId("language-menu").click();
  await page.getByRole("menuitemradio", { name: nativeName }).click();
}

describe("a guest on the reading plan", () => {
  it("reads today's reading with numbered verses", async () => {
    await page.goto(baseUrl);
    await page.getByTestId("plan-title").getByText("Plan de Lecture - Jour 1").waitFor();
    expect(await page.getByTestId("plan-reference").textContent()).toContain("Genèse");
    expect(await page.getByTestId("passage-title").textContent()).toBe("La création");
    const firstVerse = page.getByTestId("passage-card").locator('[data-verse="1"]');
    expect(await firstVerse.textContent()).toBe("1 Au commencement, Dieu créa les cieux et la terre.");
    expect(await page.getByTestId("passage-reference").textContent()).toMatch(/Genèse .*1:1-31.* - LSG/);
    expect(await page.getByTestId("reading-time").textContent()).toMatch(/^Temps de lecture: \d+ min$/);
    expect(await page.getByTestId("guest-banner").textContent()).toContain("Mode invité");
  });

  it("moves to the next reading and back", async () => {
    await page.getByTestId("plan-next").click();
    await page.getByText("Plan de Lecture - Jour 2").waitFor();
    await page.getByTestId("passage-title").getByText("Le jardin d'Éden").waitFor();
    await page.getByTestId("passage-card").locator('[data-verse="25"]').waitFor();

    await page.getByTestId("plan-previous").click();
    await page.getByText("Plan de Lecture - Jour 1").waitFor();
    expect(await page.getByTestId("plan-previous").isDisabled()).toBe(true);
  });

  it("remembers the day locally after a reload", async () => {
    await page.getByTestId("plan-next").click();
    await page.getByText("Plan de Lecture - Jour 2").waitFor();
    await page.reload();
    await page.getByText("Plan de Lecture - Jour 2").waitFor();
    const lastReading = await page.evaluate(() => JSON.parse(localStorage.getItem("lastReading") ?? "null"));
    expect(lastReading).toMatchObject({ book: "Genesis", chapter: 2, day: 2 });
    await page.getByTestId("plan-previous").click();
    await page.getByText("Plan de Lecture - Jour 1").waitFor();
  });

  it("switches the whole interface to English, to Arabic (right to left) and back to French", async () => {
    await chooseLanguage("English");
    await page.getByText("Reading Plan - Day 1").waitFor();
    expect(await page.getByRole("link", { name: "Library" }).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("preferredLanguage"))).toBe("english");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

    await chooseLanguage("العربية");
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ar");
    expect(await page.getByTestId("plan-title").textContent()).not.toContain("Reading Plan");
    // The reading follows the interface language (languages.e2e.ts); French chosen again as the learning
    // language, the passage keeps its own direction inside the right-to-left page.
    await page.getByTestId("learning-languages").getByRole("button", { name: "Français" }).click();
    const french = page.locator('[data-testid="passage-text"][lang="fr"]').first();
    await french.waitFor();
    expect(await french.getAttribute("dir")).toBe("ltr");

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === "rtl");

    await chooseLanguage("Français");
    await page.getByText("Plan de Lecture - Jour 1").waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([
      "ltr",
      "fr",
    ]);
  });

  it("double-clicks a word: the wordSelected event carries it and the definition dialog shows every field", async () => {
    await recordWordEvents(page);
    // The real answer is held back a moment so the loading state can be seen before the outcome.
    await page.route("**/trpc/ai.wordDefinition**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const point = await wordCentre(page, 1, "commencement");
    await page.mouse.dblclick(point.x, point.y);
    const dialog = page.getByTestId("word-dialog");
    await dialog.getByText("Recherche de la définition...").waitFor();
    expect(await dialog.getByRole("heading").first().textContent()).toContain("commencement");
    expect(await wordEvents(page)).toEqual([
      {
        word: "commencement",
        context: "Au [commencement], Dieu créa les cieux et la terre.",
        language: "french",
        // Where the word was clicked, so the server reads its original word by position instead of guessing.
        place: { book: "Gen", chapter: 1, verse: 1, version: "LSG", offset: 3, end: 15 },
        verseText: "Au commencement, Dieu créa les cieux et la terre.",
      },
    ]);

    const definition = dialog.getByTestId("word-definition");
    await definition.waitFor();
    await page.unroute("**/trpc/ai.wordDefinition**");
    const text = (await dialog.textContent()) ?? "";
    expect(text).toContain("/kɔ.mɑ̃s.mɑ̃/");
    expect(text).toContain("nom masculin");
    expect(text).toContain("Le premier moment de quelque chose, son point de départ.");
    expect(text).toContain("רֵאשִׁית");
    expect(text).toContain("rēʾšîṯ");
    // The original word is Hebrew: the dialog shows it once and says nothing of a missing Aramaic form.
    expect(text).not.toContain("araméen");
    expect(text).not.toContain("Non disponible");
    // A French word in a French interface: no translation, no 'context in French' switch.
    expect(text).not.toContain("Traduction");
    expect(text).not.toContain("Voir le contexte en");
    expect(await dialog.getByTestId("word-context").textContent()).toBe(
      "Au commencement, Dieu créa les cieux et la terre.",
    );
    expect(await dialog.locator("mark").textContent()).toBe("commencement");

    await dialog.getByTestId("word-add").click();
    await page.getByText("Vous devez être connecté pour effectuer cette action.", { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Fermer" }).first().click();
    await dialog.waitFor({ state: "detached" });
  });

  it("shows the translation and the context in the interface language when they differ", async () => {
    await chooseLanguage("English");
    await page.getByText("Reading Plan - Day 1").waitFor();
    // The reading follows the interface language (languages.e2e.ts): French chosen again to learn.
    await page.getByTestId("learning-languages").getByRole("button", { name: "Français" }).click();
    await page.locator('[data-testid="passage-text"][lang="fr"]').first().waitFor();
    const point = await wordCentre(page, 1, "commencement");
    await page.mouse.dblclick(point.x, point.y);
    const dialog = page.getByTestId("word-dialog");
    await dialog.getByTestId("word-definition").waitFor();
    expect(await dialog.textContent()).toContain("beginning");
    await dialog.getByRole("button", { name: "View the context in English" }).click();
    await dialog.getByText("God created the heavens and the earth.").waitFor();
    expect(await dialog.locator("mark").textContent()).toBe("beginning");
    await dialog.getByRole("button", { name: "Back to the original context" }).click();
    await dialog.getByText("Dieu créa les cieux et la terre.").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await chooseLanguage("Français");
    await page.getByText("Plan de Lecture - Jour 1").waitFor();
  });

  it("closes the dialog with an error toast when the definition cannot be fetched", async () => {
    const point = await wordCentre(page, 2, "ténèbres");
    await page.mouse.dblclick(point.x, point.y);
    await page.getByText("Impossible de récupérer la définition du mot.", { exact: true }).waitFor();
    await page.getByTestId("word-dialog").waitFor({ state: "detached" });
  });

  it("shares the passage by copying its text and reference where the browser has no share sheet", async () => {
    const hasShare = await page.evaluate(() => typeof navigator.share === "function");
    expect(hasShare).toBe(false);
    await page.getByTestId("passage-share").click();
    await page.getByText("Copié", { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith("Au commencement, Dieu créa les cieux et la terre.")).toBe(true);
    expect(copied.endsWith("\n— Genèse 1:1-31 - LSG")).toBe(true);
  });

  it("compares the passage in a version of another language, at most 3 versions", async () => {
    await page.getByTestId("version-picker").click();
    await page.getByPlaceholder("Rechercher une version...").last().fill("King James");
    await page.getByRole("option", { name: /KJV - King James/ }).click();
    await page.keyboard.press("Escape");
    const selected = page.getByTestId("selected-versions");
    await selected.getByText("KJV").waitFor();
    expect(await selected.textContent()).toBe("LSGKJV");
    await page.getByText("In the beginning God created the heaven and the earth.").waitFor();
    // The reading itself stays in the learning language's version.
    expect(await page.getByTestId("passage-reference").textContent()).toMatch(/- LSG$/);
  });

  it("asks a guest to sign in before saving a passage", async () => {
    await page.getByTestId("passage-save").click();
    await page.getByText("Vous devez être connecté pour ajouter des favoris.", { exact: true }).waitFor();
    expect(await page.getByText("Connexion requise", { exact: true }).count()).toBe(1);
  });
});
