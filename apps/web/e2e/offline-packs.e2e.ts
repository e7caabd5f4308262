import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { alignVersions, installLexicon } from "@bible/lexicon";
import { installOriginalBooks, LEXICON_DIR } from "@bible/lexicon/testing";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, launchBrowser } from "./support/browser";
import { openReaderColumns, serviceWorkerControls } from "./support/pages";
import { readerWordCentre } from "./support/passage";
import { REPO_ROOT, type RunningServer, startServer } from "./support/server";

// Issue 34, language packs: from the 'Hors ligne' screen a reader downloads Louis Segond (its size shown first),
// turns the network off, reloads, reads a chapter never opened on this device, and a double-click on one of its
// words shows the Hebrew word behind it from the pack; the search finds its words and Strong's numbers in the pack,
// page by page, and a reference opens the passage. Installed: LSG, the Hebrew of Genesis and Psalms, the Hebrew
// Strong's lexicon and LSG's alignment (its own tags).
const SCREENSHOTS = join(REPO_ROOT, ".tmp/screenshots/offline");
/** Installing the worker fetches the whole app: minutes on a loaded machine. */
const PATIENCE = 240_000;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({
    versions: ["LSG"],
    env: { AI_PROVIDER: "offline" },
    seed: async (database) => {
      await installOriginalBooks(database.db, { hebrew: ["Gen", "Ps"] });
      await installLexicon(database.db, { lexiconDir: LEXICON_DIR, datasets: ["strongs-hebrew"] });
      await alignVersions(database.db, ["LSG"]);
    },
  });
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A French reader reading Louis Segond, the page controlled by the app's service worker. */
async function installedReader(language?: string): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openReaderColumns(
    browser,
    server.url,
    "/lire?book=Psalms&chapter=23",
    { language, columns: [{ language: "french", version: "LSG" }] },
    { serviceWorkers: "allow" },
  );
  await page.locator('[data-testid="reader-single"] [data-verse="1"]').first().waitFor({ timeout: 60_000 });
  await serviceWorkerControls(page, server.url);
  return { context, page };
}

const withoutMarks = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

describe("a version pack", () => {
  it(
    "downloads from 'Hors ligne', then reads and looks words up with the network off",
    async () => {
      const { context, page } = await installedReader();
      // Reachable from the footer of every page.
      await page.getByTestId("footer-offline").click();
      await page.waitForURL(/\/hors-ligne$/);
      expect(await page.getByTestId("offline-heading").textContent()).toBe("Hors ligne");
      const lsg = page.locator('[data-testid="pack-available"][data-version="LSG"]');
      // The size before the download.
      const size = lsg.getByTestId("pack-size");
      await size.waitFor({ timeout: 60_000 });
      expect(await size.textContent()).toMatch(/^\d+([,.]\d)?\sMo$/);
      await lsg.getByTestId("pack-download").click();
      const kept = page.locator('[data-testid="pack-kept"][data-version="LSG"]');
      await kept.waitFor({ timeout: 60_000 });
      expect(await kept.textContent()).toContain("Louis Segond");
      expect(await kept.textContent()).toMatch(/\d\sMo/);
      expect(await page.getByTestId("offline-storage").textContent()).toMatch(
        /Espace utilisé par l'application : .+ sur/,
      );
      await page.screenshot({ path: join(SCREENSHOTS, "packs-fr.png"), fullPage: true });

      // What the pack says of H7225, to compare with the dialog.
      const original = await page.evaluate(async () => {
        const response = await (await caches.open("bible-packs-v1")).match("/offline-packs/LSG");
        const pack = await response?.json();
        return pack?.originals?.H7225 as { l: string; g?: string } | undefined;
      });
      expect(original?.l).toBeTruthy();

      await context.setOffline(true);
      await eventually(() => page.evaluate(() => navigator.onLine)).toBe(false);
      await page.reload();
      await page.getByTestId("offline-heading").waitFor();
      // The pack is listed offline; the versions to download need the network.
      await kept.waitFor();
      await page.getByTestId("packs-need-network").waitFor();

      // Genesis 1 was never opened on this device: it reads from the pack.
      await page.goto(`${server.url}/lire?book=Genesis&chapter=1`);
      const verse1 = page.locator('[data-testid="reader-single"] [data-verse="1"]').first();
      await verse1.waitFor({ timeout: 30_000 });
      expect(await verse1.textContent()).toContain("Au commencement, Dieu créa les cieux et la terre");
      await page.getByTestId("offline-badge").waitFor();

      // A double-click on 'commencement': the Hebrew word behind it, from the pack.
      const point = await readerWordCentre(page, 1, "commencement");
      await page.mouse.dblclick(point.x, point.y);
      const dialog = page.getByTestId("word-dialog");
      await dialog.getByTestId("word-definition").waitFor({ timeout: 30_000 });
      expect(await dialog.getByTestId("word-strongs").textContent()).toBe("H7225");
      const shown = withoutMarks((await dialog.getByTestId("word-original").textContent()) ?? "");
      expect(shown).toContain(withoutMarks(original?.l ?? "-"));
      if (original?.g) expect(shown).toContain(withoutMarks(original.g));
      expect(await dialog.getByTestId("word-missing").textContent()).toContain("Hors ligne");
      await page.screenshot({ path: join(SCREENSHOTS, "pack-word-offline.png") });
      await page.keyboard.press("Escape");

      // Search with the network off: in the downloaded version, a word, then a Strong's number through its alignment.
      await page.goto(`${server.url}/recherche?q=commencement`);
      const note = page.getByTestId("search-packs-note");
      await note.waitFor({ timeout: 30_000 });
      expect(await note.textContent()).toContain("résultats des versions téléchargées sur cet appareil (LSG)");
      const firstHit = page.getByTestId("search-results").locator("li").first();
      expect(await firstHit.getByTestId("search-hit-link").textContent()).toBe("Genèse 1:1");
      expect(await firstHit.locator("mark").first().textContent()).toBe("commencement");
      await page.screenshot({ path: join(SCREENSHOTS, "pack-search-offline.png"), fullPage: true });
      await page.goto(`${server.url}/recherche?q=H7225`);
      await note.waitFor({ timeout: 30_000 });
      expect(await firstHit.getByTestId("search-hit-link").textContent()).toBe("Genèse 1:1");
      expect(await firstHit.locator("mark").first().textContent()).toBe("commencement");
      expect(await page.getByTestId("search-summary").textContent()).toContain("H7225");

      // The next page of a common word: a slice of the matches already read, the packs not searched again.
      await page.goto(`${server.url}/recherche?q=Dieu`);
      await note.waitFor({ timeout: 30_000 });
      const pages = page.getByRole("navigation", { name: "Pages de résultats" });
      expect(await pages.textContent()).toMatch(/Page 1 sur \d+/);
      const paging = performance.now();
      await pages.getByRole("button", { name: "Suivant" }).click();
      await page.waitForURL(/[?&]page=2/);
      await pages.getByText(/Page 2 sur \d+/).waitFor();
      console.log(`offline search, next page shown in ${Math.round(performance.now() - paging)} ms`);
      expect(await firstHit.getByTestId("search-hit-link").textContent()).not.toBe("Genèse 1:1");

      // A reference typed offline opens the passage, read from the pack, as the server's answer does online: in the
      // header box, in a search address, in French or in English.
      const verse16 = page.locator('[data-testid="reader-single"] [data-verse="16"]').first();
      await page.getByTestId("header-search").fill("Jean 3:16");
      await page.getByTestId("header-search").press("Enter");
      await page.waitForURL(/\/lire\?book=John&chapter=3&verse=16/);
      await verse16.waitFor({ timeout: 30_000 });
      expect(await verse16.textContent()).toContain("Car Dieu a tant aimé le monde");
      for (const reference of ["Jean 3:16", "John 3:16"]) {
        await page.goto(`${server.url}/recherche?q=${encodeURIComponent(reference)}`);
        await page.waitForURL(/\/lire\?book=John&chapter=3&verse=16/, { timeout: 30_000 });
        await verse16.waitFor({ timeout: 30_000 });
        expect(await verse16.textContent()).toContain("Car Dieu a tant aimé le monde");
      }
      await page.screenshot({ path: join(SCREENSHOTS, "pack-reference-offline.png") });
      // A chapter the book lacks: said, not searched as words.
      await page.goto(`${server.url}/recherche?q=${encodeURIComponent("Jean 99")}`);
      const bad = page.getByTestId("empty-state");
      await bad.waitFor({ timeout: 30_000 });
      expect(await bad.textContent()).toContain("Référence introuvable : Jean 99.");
      expect(await note.count()).toBe(0);

      // Removed, the pack is gone from the device: back online, the version is offered again.
      await context.setOffline(false);
      await page.goto(`${server.url}/hors-ligne`);
      await kept.getByTestId("pack-remove").click();
      await kept.waitFor({ state: "detached" });
      await lsg.waitFor();
      await context.close();
    },
    PATIENCE,
  );

  it(
    "shows the screen right to left in Arabic",
    async () => {
      const { context, page } = await installedReader("ar");
      await page.goto(`${server.url}/hors-ligne`);
      await page.locator('[data-testid="pack-available"][data-version="LSG"]').getByTestId("pack-size").waitFor({
        timeout: 60_000,
      });
      expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
      expect(await page.getByTestId("offline-heading").textContent()).toBe("غير متصل");
      await page.screenshot({ path: join(SCREENSHOTS, "packs-ar.png"), fullPage: true });
      await context.close();
    },
    PATIENCE,
  );
});
