import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, launchBrowser, newPage } from "./support/browser";
import { REPO_ROOT, type RunningServer, startServer } from "./support/server";

// The header search field against a real server whose Louis Segond, KJV and Luther 1912 were indexed by the
// installer: the German stem of 'berger' is that of 'Berg', so a French search finds German verses too.
const SCREENSHOTS = join(REPO_ROOT, ".tmp/screenshots/search");

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ versions: ["LSG", "KJV", "LUT1912"] });
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const box = () => page.getByTestId("header-search");
const path = () => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe("the header search", () => {
  it("is focused by '/', finds words with the matches marked, and opens a result in /lire at its verse", async () => {
    await page.goto(server.url);
    await box().waitFor();
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.press("/");
    await eventually(() => box().evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.type("berger");
    await page.keyboard.press("Enter");
    await eventually(path).toBe("/recherche?q=berger");
    const results = page.getByTestId("search-results");
    await results.waitFor();
    await eventually(() => page.getByTestId("search-summary").textContent()).toMatch(
      /^Versets trouvés pour « berger » : \d+$/,
    );
    const psalm = results.getByRole("link", { name: "Psaumes 23:1", exact: true });
    await psalm.waitFor();
    // French first (the reader's language and column), not the German 'Berg' verses the German stem also finds.
    const versions = await results
      .locator("li")
      .evaluateAll((cards) =>
        cards.map((card) => card.querySelector("[data-testid=search-hit-link] + *")?.textContent),
      );
    expect(versions[0]).toBe("LSG");
    const card = results.locator("li").filter({ has: page.getByRole("link", { name: "Psaumes 23:1", exact: true }) });
    expect(await card.locator("mark").allTextContents()).toEqual(["berger"]);
    // The books the verses are in, with their counts.
    expect(await page.getByTestId("search-books").textContent()).toMatch(/Psaumes\d+/);
    await page.screenshot({ path: join(SCREENSHOTS, "recherche-fr.png"), fullPage: true });

    await psalm.click();
    await eventually(path).toBe("/lire?book=Psalms&chapter=23&verse=1");
    await page.locator('main [data-verse="1"][data-target-verse="true"]').first().waitFor();
  });

  it("opens /lire at a reference typed in the interface language or another one", async () => {
    for (const [typed, expected] of [
      ["Jn 3,16", "/lire?book=John&chapter=3&verse=16"],
      ["Psaume 23", "/lire?book=Psalms&chapter=23"],
      ["요한복음 3:16", "/lire?book=John&chapter=3&verse=16"],
    ] as const) {
      await box().fill(typed);
      await box().press("Enter");
      await eventually(path).toBe(expected);
    }
    await page.locator('main [data-verse="16"]').first().waitFor();
  });

  it("filters by testament, and says so when nothing is found", async () => {
    await page.goto(`${server.url}/recherche?q=${encodeURIComponent('"tant aimé le monde"')}`);
    const link = page.getByTestId("search-results").getByRole("link", { name: "Jean 3:16", exact: true });
    await link.waitFor();
    await page.goto(`${server.url}/recherche?q=${encodeURIComponent('"tant aimé le monde"')}&testament=OT`);
    await page.getByTestId("empty-state").getByText("Aucun verset trouvé").waitFor();
  });

  it("speaks Arabic, right to left", async () => {
    await page.getByTestId("language-menu").click();
    await page.getByRole("menuitemradio", { name: "العربية" }).click();
    await page.goto(`${server.url}/recherche?q=love`);
    await page.getByTestId("search-results").waitFor();
    await eventually(() => page.getByTestId("search-summary").textContent()).toMatch(
      /^الآيات الموجودة لـ «love»: \d+$/,
    );
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await page.screenshot({ path: join(SCREENSHOTS, "recherche-ar.png"), fullPage: true });
  });
});
