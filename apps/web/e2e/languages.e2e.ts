import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { eventually, newPage, useBrowser } from "./support/browser";
import { firstColumn, homeVersion, pageFetch, signInThroughForm, switchToEnglish } from "./support/pages";

// The one languages rule (SPEC §4: the interface language is the primary language, and the reader starts with the
// primary language): switched on the home page, the interface language is what the home page's reading and the
// reader show first, for a guest and for a signed-in reader, after a page load too. The shared server has Louis
// Segond and the KJV: French reads LSG, English reads KJV.
const baseUrl = inject("baseUrl");
const browser = useBrowser();

async function followsEnglish(page: Page) {
  await page.goto(baseUrl);
  await page.getByTestId("passage-text").first().waitFor();
  expect(await homeVersion(page)).toBe("LSG");

  await switchToEnglish(page);
  await eventually(() => homeVersion(page)).toBe("KJV");
  expect(await page.getByTestId("passage-text").first().getAttribute("lang")).toBe("en");

  // In the app (the same document), then after a page load.
  await page.locator('header a[href^="/lire"]').first().click();
  await page.waitForURL(/\/lire/);
  await eventually(() => firstColumn(page)).toEqual({ language: "english", version: "KJV" });
  await page.reload();
  await eventually(() => firstColumn(page)).toEqual({ language: "english", version: "KJV" });
  await page.goto(baseUrl);
  await eventually(() => homeVersion(page)).toBe("KJV");
}

describe("the interface language leads the reading", () => {
  it("for a guest, switched on the home page", async () => {
    const { context, page } = await newPage(browser());
    await followsEnglish(page);
    await context.close();
  });

  it("for a signed-in reader, switched on the home page", async () => {
    const { context, page } = await newPage(browser());
    await signInThroughForm(page, baseUrl, `langues.${Date.now()}@example.com`);
    await followsEnglish(page);
    // Kept on the server: a new device (no local copy) opens the reader in English too.
    const cookies = await context.cookies();
    const other = await newPage(browser());
    await other.context.addCookies(cookies);
    await other.page.goto(`${baseUrl}/lire`);
    await eventually(() => firstColumn(other.page)).toEqual({ language: "english", version: "KJV" });
    await other.context.close();
    await context.close();
  });
});

/** The reader's languages, in their column order, once the page is done asking (a signed-in reader's included). */
async function readerLanguages(page: Page): Promise<(string | null)[]> {
  await page.waitForLoadState("networkidle");
  return page
    .locator("[data-language-item]")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-language-item")));
}

/** A guest adds Russian beside French in the reader. */
async function readFrenchAndRussian(page: Page) {
  await page.goto(`${baseUrl}/lire?book=Psalms&chapter=23`);
  await page.getByRole("button", { name: "Ajouter une langue" }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Russe/ })
    .click();
  await eventually(() => readerLanguages(page)).toEqual(["french", "russian"]);
}

describe("a guest's reading languages", () => {
  it("are the new account's: French and Russian chosen as a guest, then signed up, after a reload and on another device", async () => {
    const { context, page } = await newPage(browser());
    await readFrenchAndRussian(page);

    await signInThroughForm(page, baseUrl, `colonnes.${Date.now()}@example.com`);
    await page.goto(`${baseUrl}/lire?book=Psalms&chapter=23`);
    await eventually(() => readerLanguages(page)).toEqual(["french", "russian"]);
    await page.reload();
    await eventually(() => readerLanguages(page)).toEqual(["french", "russian"]);
    // Kept by the account, not only on this device: a new one (no local copy) opens the same columns.
    const other = await newPage(browser());
    await other.context.addCookies(await context.cookies());
    await other.page.goto(`${baseUrl}/lire?book=Psalms&chapter=23`);
    await eventually(() => readerLanguages(other.page)).toEqual(["french", "russian"]);
    const saved = await pageFetch(other.page, "/api/user/preferences", { method: "GET" });
    expect(saved.body).toMatchObject({
      selectedLanguages: ["french", "russian"],
      languageVersionMap: { french: "LSG", russian: "SYNOD" },
    });
    await other.context.close();
    await context.close();
  });

  it("are not an existing account's: signing in, the account's own languages win", async () => {
    const email = `compte.${Date.now()}@example.com`;
    const first = await newPage(browser());
    await signInThroughForm(first.page, baseUrl, email);
    await first.context.close();

    const { context, page } = await newPage(browser());
    await readFrenchAndRussian(page);
    await signInThroughForm(page, baseUrl, email, "signin");
    await page.goto(`${baseUrl}/lire?book=Psalms&chapter=23`);
    await eventually(() => readerLanguages(page)).toEqual(["french"]);
    await context.close();
  });
});
