import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { eventually, launchBrowser, newPage } from "./support/browser";
import { firstColumn, homeVersion, switchToEnglish } from "./support/pages";
import { type RunningServer, startServer } from "./support/server";

// SPEC §3: English opens with its default version. NIV cannot be shipped: of the English versions installed here,
// ASV comes first by name and by code, the KJV is the public-domain default the project ships, and the one the
// word study and the other occurrences read (packages/api: bible/opening-version.test.ts).

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ versions: ["LSG", "KJV", "ASV"] });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the version an English reader opens", () => {
  it("is the server's opening version, on the home page and in the reader", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(server.url);
    await page.getByTestId("passage-text").first().waitFor();
    await switchToEnglish(page);
    await eventually(() => homeVersion(page)).toBe("KJV");
    await page.goto(`${server.url}/lire`);
    await eventually(() => firstColumn(page)).toEqual({ language: "english", version: "KJV" });
    await context.close();
  });
});
