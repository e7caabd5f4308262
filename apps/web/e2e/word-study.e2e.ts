import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { wordCentre } from "./support/passage";
import { type RunningServer, startServer } from "./support/server";

// The word dialog with no model at all: the offline word study answers from the language packages
// (this server has no lexicon data sets installed), and what it has no data for is left out.
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ env: { AI_PROVIDER: "offline" } });
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the offline word study in the dialog", () => {
  it("calls 'terre' a feminine noun, says once what it has no data for, and shows no placeholder", async () => {
    await page.goto(server.url);
    await page.getByTestId("passage-card").locator('[data-verse="1"]').waitFor();
    const point = await wordCentre(page, 1, "terre");
    await page.mouse.dblclick(point.x, point.y);
    const dialog = page.getByTestId("word-dialog");
    await dialog.getByTestId("word-definition").waitFor();
    const text = (await dialog.textContent()) ?? "";
    expect(text).toContain("nom, féminin");
    expect(text).not.toContain("verbe");
    expect(await dialog.getByTestId("word-missing").textContent()).toBe(
      "Français : pas de données ouvertes pour la prononciation et la définition.",
    );
    expect(text).not.toContain("Non disponible");
    // No definition: no empty 'Définition' heading either.
    expect(await dialog.getByRole("heading", { name: "Définition", exact: true }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("says it in the reader's language", async () => {
    await page.getByTestId("language-menu").click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await page.getByText("Reading Plan - Day 1").waitFor();
    // The reading follows the interface language (languages.e2e.ts): French chosen again to learn.
    await page.getByTestId("learning-languages").getByRole("button", { name: "Français" }).click();
    await page.locator('[data-testid="passage-text"][lang="fr"]').first().waitFor();
    const point = await wordCentre(page, 1, "créa");
    await page.mouse.dblclick(point.x, point.y);
    const dialog = page.getByTestId("word-dialog");
    await dialog.getByTestId("word-definition").waitFor();
    const text = (await dialog.textContent()) ?? "";
    expect(text).toContain("verb");
    expect(text).toContain("créer");
    expect(text).toContain("Passé simple");
    expect(await dialog.getByTestId("word-missing").textContent()).toMatch(/^French: no open data for /);
  });
});
