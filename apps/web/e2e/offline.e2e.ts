import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CHAPTERS_KEPT, OFFLINE_CACHES } from "../src/lib/offline-protocol";
import { eventually, launchBrowser, launchWithProfile, MOBILE, newPage } from "./support/browser";
import { serviceWorkerControls } from "./support/pages";
import { REPO_ROOT } from "./support/server";

// Issue 34: the app installs, and with the network off it still opens, reads the chapters opened before, and says
// plainly what needs the network.
const baseUrl = inject("baseUrl");
const SCREENSHOTS = join(REPO_ROOT, ".tmp/screenshots/offline");
const READER_LANGUAGES = {
  selectedLanguages: ["french", "english"],
  languageVersionMap: { french: "LSG", english: "KJV" },
};
const PSALM_23 = "/lire?book=Psalms&chapter=23";
const JOHN_3 = "/lire?book=John&chapter=3";
const columns = '[data-testid="reader-columns"] [data-verse="1"]';
/** Installing the worker fetches the whole app: minutes on a loaded machine. */
const PATIENCE = 240_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A reader's device that remembers French and English, its page controlled by the app's service worker. */
async function installedReader(options: { language?: string; mobile?: boolean } = {}) {
  const { context, page } = await newPage(
    browser,
    options.mobile ? { viewport: MOBILE, isMobile: true, serviceWorkers: "allow" } : { serviceWorkers: "allow" },
  );
  await context.addInitScript(
    ({ languages, language }) => {
      localStorage.setItem("readerLanguages", JSON.stringify(languages));
      if (language) localStorage.setItem("preferredLanguage", language);
    },
    { languages: READER_LANGUAGES, language: options.language },
  );
  await page.goto(`${baseUrl}${PSALM_23}`);
  await page.locator(columns).first().waitFor();
  await serviceWorkerControls(page, baseUrl);
  return { context, page };
}

async function columnText(page: Page, verse: number): Promise<string> {
  return (await page.locator(`[data-testid="reader-columns"] [data-verse="${verse}"]`).first().textContent()) ?? "";
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await eventually(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

describe("the installable app", () => {
  it(
    "has a manifest per interface language that Chromium finds installable",
    async () => {
      const profile = mkdtempSync(join(tmpdir(), "bible-profile-"));
      const context = await launchWithProfile(profile);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseUrl}${PSALM_23}`);
      await serviceWorkerControls(page, baseUrl);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = await cdp.send("Page.getAppManifest");
      expect(url).toBe(`${baseUrl}/manifest-fr.webmanifest`);
      expect(errors).toEqual([]);

      const french = await (await fetch(`${baseUrl}/manifest-fr.webmanifest`)).json();
      expect(french).toMatchObject({
        name: "Bible multilingue",
        start_url: "/",
        scope: "/",
        display: "standalone",
        lang: "fr",
        dir: "ltr",
      });
      expect(french.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      const sizes = french.icons.map((icon: { sizes: string; type: string }) => `${icon.sizes} ${icon.type}`);
      expect(sizes).toEqual(expect.arrayContaining(["192x192 image/png", "512x512 image/png"]));
      expect(french.icons.some((icon: { purpose: string }) => icon.purpose === "maskable")).toBe(true);
      for (const icon of french.icons as { src: string; sizes: string; type: string }[]) {
        const response = await fetch(`${baseUrl}${icon.src}`);
        expect(response.headers.get("content-type")).toContain(icon.type);
        if (icon.type === "image/png") {
          // A PNG's width and height are in its IHDR chunk, bytes 16 to 24.
          const bytes = Buffer.from(await response.arrayBuffer());
          expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
        }
      }
      // Both colour schemes have the browser's bar colour.
      const themeColors = await page
        .locator('meta[name="theme-color"]')
        .evaluateAll((metas) => metas.map((meta) => (meta as HTMLMetaElement).dataset.scheme));
      expect(themeColors.sort()).toEqual(["dark", "light"]);

      const arabic = await (await fetch(`${baseUrl}/manifest-ar.webmanifest`)).json();
      expect(arabic).toMatchObject({ lang: "ar", dir: "rtl", start_url: "/", display: "standalone" });
      expect(arabic.name).not.toBe(french.name);
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
    PATIENCE,
  );

  it(
    "links the manifest of the interface language",
    async () => {
      const { context, page } = await installedReader({ language: "ar" });
      await eventually(() => page.locator('link[rel="manifest"]').getAttribute("href")).toBe(
        "/manifest-ar.webmanifest",
      );
      expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
      await context.close();
    },
    PATIENCE,
  );
});

describe("with the network off", () => {
  it(
    "opens the app, reads the chapters opened before and says what needs the network; back online the badge goes",
    async () => {
      const { context, page } = await installedReader();
      const psalmVerse1 = await columnText(page, 1);
      expect(psalmVerse1).toContain("L'Éternel est mon berger");
      // A second chapter, opened once the worker serves the page.
      await page.goto(`${baseUrl}${JOHN_3}`);
      await page.locator(columns).first().waitFor();
      const johnVerse16 = await columnText(page, 16);
      expect(johnVerse16).toContain("Dieu a tant aimé le monde");

      await goOffline(context, page);
      const badge = page.getByTestId("offline-badge");
      await badge.waitFor();
      expect(await badge.textContent()).toBe("Hors ligne");

      // A reload without network: the app, not the browser's error page, with the chapter it was showing.
      await page.reload();
      await page.locator(columns).first().waitFor();
      expect(await columnText(page, 16)).toBe(johnVerse16);
      await badge.waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, "reader-offline.png"), fullPage: false });

      // The chapter read on the first visit, before the worker served the page.
      await page.goto(`${baseUrl}${PSALM_23}`);
      await page.locator(columns).first().waitFor();
      expect(await columnText(page, 1)).toBe(psalmVerse1);

      // What the badge tells.
      await badge.click();
      const panel = page.getByTestId("offline-panel");
      expect(await panel.textContent()).toContain("chapitres ouverts récemment");
      expect(await panel.textContent()).toContain("questions à l'IA");
      await page.screenshot({ path: join(SCREENSHOTS, "offline-panel.png") });
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "detached" });

      // AI questions say they need the network, their form is off.
      const questions = page.getByTestId("questions-card");
      await questions.getByText("Les questions à l'IA demandent une connexion réseau").waitFor();
      expect(await questions.getByRole("textbox").isDisabled()).toBe(true);

      // A chapter never opened on this device says so, not 'Erreur de chargement'.
      await page.goto(`${baseUrl}/lire?book=Ruth&chapter=2`);
      const missing = page.getByTestId("chapter-error").first();
      await missing.waitFor();
      expect(await missing.textContent()).toContain("Ce chapitre n'est pas gardé sur cet appareil");

      // The community says it needs the network.
      await page.goto(`${baseUrl}/communaute`);
      await page.getByTestId("community-offline").waitFor();
      expect(await page.getByTestId("community-offline").textContent()).toContain(
        "La communauté demande une connexion",
      );
      await page.screenshot({ path: join(SCREENSHOTS, "community-offline.png") });

      // Back online: the badge goes, the community loads.
      await context.setOffline(false);
      await badge.waitFor({ state: "detached" });
      await page.getByTestId("community-offline").waitFor({ state: "detached" });
      await context.close();
    },
    PATIENCE,
  );

  it(
    "keeps the chapters opened last within the budget: one opened again stays, the oldest untouched goes",
    async () => {
      const { context, page } = await installedReader();
      /** Opens a chapter in /lire; answers the address of the chapter request the page made for it. */
      const open = async (book: string, chapter: number) => {
        const asked = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/chapters");
        await page.goto(`${baseUrl}/lire?book=${book}&chapter=${chapter}`);
        await page.locator(columns).first().waitFor();
        return new URL((await asked).url());
      };
      /** The chapters the worker keeps, as 'Book chapter'. */
      const kept = () =>
        page.evaluate(async (name) => {
          const keys = await (await caches.open(name)).keys();
          return keys.map((request) => {
            const search = new URL(request.url).searchParams;
            return `${search.get("book")} ${search.get("chapter")}`;
          });
        }, OFFLINE_CACHES.chapters);
      // Genesis 1, then Genesis 2, then enough other chapters to fill the budget: the same requests as /lire's, sent
      // by the page one after the other (opening 200 pages would take minutes).
      const template = await open("Genesis", 1);
      await open("Genesis", 2);
      const books: [string, number][] = [
        ["Exodus", 40],
        ["Leviticus", 27],
        ["Numbers", 36],
        ["Deuteronomy", 34],
        ["Joshua", 24],
        ["Judges", 21],
        ["1 Samuel", 31],
      ];
      const others = books.flatMap(([book, count]) => Array.from({ length: count }, (_, i) => [book, i + 1] as const));
      const addresses = others.slice(0, CHAPTERS_KEPT + 1).map(([book, chapter]) => {
        const url = new URL(template);
        url.searchParams.set("book", book);
        url.searchParams.set("chapter", String(chapter));
        return `${url.pathname}${url.search}`;
      });
      const read = (urls: string[]) =>
        page.evaluate(async (urls) => {
          for (const url of urls) {
            const response = await fetch(url, { credentials: "same-origin" });
            if (!response.ok) throw new Error(`${url}: ${response.status}`);
            await response.arrayBuffer();
          }
        }, urls);
      // Up to the budget, Genesis 1 and 2 among them (with Psalm 23, opened first, one more).
      const filling = CHAPTERS_KEPT - 2;
      await read(addresses.slice(0, filling));
      // Genesis 1 opened again; then three chapters more than the budget holds.
      await open("Genesis", 1);
      await read(addresses.slice(filling, filling + 3));
      await eventually(async () => (await kept()).length, 30_000).toBe(CHAPTERS_KEPT);
      const left = await kept();
      expect(left).toContain("Genesis 1");
      expect(left).not.toContain("Genesis 2");
      expect(left).not.toContain("Psalms 23");
      const last = others[filling + 2];
      expect(left).toContain(`${last?.[0]} ${last?.[1]}`);

      // Not checked with the network off through /lire: the server sends chapters as public and cacheable, so the
      // browser's own HTTP cache may still answer the worker's request for a chapter its budget let go.
      await context.close();
    },
    PATIENCE,
  );

  it(
    "keeps the interface texts of the reader's language, right to left in Arabic",
    async () => {
      const { context, page } = await installedReader({ language: "ar", mobile: true });
      const heading = await page.getByTestId("reader-heading").textContent();
      // The dictionary i18next kept in local storage is gone: only the worker's copy can answer.
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) if (key.startsWith("translations:")) localStorage.removeItem(key);
      });
      await goOffline(context, page);
      await page.reload();
      await page.getByTestId("offline-badge").waitFor();
      expect(await page.getByTestId("offline-badge").textContent()).toBe("غير متصل");
      expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
      expect(await page.getByTestId("reader-heading").textContent()).toBe(heading);
      await page.screenshot({ path: join(SCREENSHOTS, "reader-offline-ar-mobile.png") });
      await context.close();
    },
    PATIENCE,
  );

  it(
    "offers a new version installed in the background, which takes over on 'Recharger'",
    async () => {
      const { context, page } = await installedReader();
      // A new build of the app on the server: its worker (served as is, or precompressed) differs.
      const worker = join(REPO_ROOT, "apps/web/dist/sw.js");
      const served = ["", ".br", ".gz"].map((suffix) => ({
        path: worker + suffix,
        bytes: readFileSync(worker + suffix),
      }));
      const next = `${readFileSync(worker, "utf8")}\n// the next build\n`;
      try {
        writeFileSync(worker, next);
        writeFileSync(`${worker}.br`, brotliCompressSync(next));
        writeFileSync(`${worker}.gz`, gzipSync(next));
        // What the app does every hour and at each start: ask whether the worker changed.
        await page.evaluate(async () => {
          await (await navigator.serviceWorker.getRegistration())?.update();
        });
        const prompt = page.getByTestId("update-prompt");
        await prompt.waitFor({ timeout: PATIENCE });
        expect(await prompt.textContent()).toContain("Une nouvelle version de l'application est disponible.");
        // Nothing changes until the reader chooses: then the new worker takes over and the page reloads on it.
        await page.evaluate(() => {
          (window as { beforeUpdate?: boolean }).beforeUpdate = true;
        });
        await prompt.getByRole("button", { name: "Recharger" }).click();
        await eventually(
          () => page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate ?? false),
          60_000,
        ).toBe(false);
        await page.locator(columns).first().waitFor();
        await eventually(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return registration?.waiting === null && registration.active?.state === "activated";
          }),
        ).toBe(true);
        expect(await page.getByTestId("update-prompt").count()).toBe(0);
      } finally {
        for (const file of served) writeFileSync(file.path, file.bytes);
      }
      await context.close();
    },
    PATIENCE,
  );
});
