import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

// A first start: no Bible installed yet, so the server installs the default set (minutes) while it serves.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ versions: [], env: { LEXICON_AUTO_INSTALL: "false" } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it("serves the app during the first start's install, with its progress, in French and in Arabic", async () => {
  const readiness = await fetch(`${server.url}/readyz`);
  expect(readiness.status).toBe(503);

  const { page } = await newPage(browser);
  // The embedded database is busy installing: pages come slower than usual.
  page.setDefaultTimeout(60_000);
  await page.goto(server.url, { waitUntil: "domcontentloaded" });
  const notice = page.getByRole("status").filter({ hasText: "Installation des textes bibliques…" });
  await notice.waitFor();
  expect(await notice.textContent()).toMatch(/Installation des textes bibliques… \d+\/16/);

  await page.evaluate(() => localStorage.setItem("preferredLanguage", "arabic"));
  await page.reload({ waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => document.documentElement.dir === "rtl");
  await page
    .getByRole("status")
    .filter({ hasText: /جارٍ تثبيت نصوص الكتاب المقدس… \d+\/16/ })
    .waitFor();
});
