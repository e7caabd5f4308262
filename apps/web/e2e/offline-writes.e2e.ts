import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { eventually, launchBrowser, newPage } from "./support/browser";
import { signInThroughForm } from "./support/pages";
import { wordCentre } from "./support/passage";

// Issue 34: a signed-in reader adds a word and saves a passage with the network off; each is kept on the device,
// said to be waiting, and reaches the server exactly once when the network returns. A reload without network
// still shows the reader signed in, and a reader who signed out is not.
const baseUrl = inject("baseUrl");
const PATIENCE = 240_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let userId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // The app's service worker is let in: it serves the app on a reload without network, and its Background Sync
  // may send the queue as the page does.
  ({ context, page } = await newPage(browser, { serviceWorkers: "allow" }));
  await signInThroughForm(page, baseUrl, `offline.writes.${Date.now()}@example.com`);
  // Registered once the page has loaded; the first install takes the page over (clients.claim).
  await page.waitForFunction((url) => navigator.serviceWorker.controller?.scriptURL === url, `${baseUrl}/sw.js`, {
    timeout: 90_000,
  });
  userId = (await server<{ id: string }>("/api/auth/user")).id;
});

afterAll(async () => {
  await browser?.close();
});

/** What the server has, asked from outside the browser (which may be offline) with the reader's session. */
async function server<T>(path: string): Promise<T> {
  const cookies = await context.cookies(baseUrl);
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function setOffline(offline: boolean) {
  await context.setOffline(offline);
  await eventually(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
}

const wordsNamed = async (word: string) =>
  (await server<{ id: number; word: string }[]>(`/api/vocabulary/${userId}`)).filter((entry) => entry.word === word);

const bookmarksOf = async (book: string, chapter: number) =>
  (await server<{ bookId: string; book: string; chapter: number }[]>("/api/bookmarks")).filter(
    (bookmark) => (bookmark.bookId === book || bookmark.book === book) && bookmark.chapter === chapter,
  );

describe("writes made offline", () => {
  it(
    "adds a word offline, says it waits, and the word is on the server once back online",
    async () => {
      await page.goto(`${baseUrl}/`);
      await page.getByTestId("passage-card").locator('[data-verse="3"]').waitFor();
      const point = await wordCentre(page, 1, "commencement");
      await page.mouse.dblclick(point.x, point.y);
      const dialog = page.getByTestId("word-dialog");
      await dialog.getByTestId("word-definition").waitFor();

      await setOffline(true);
      await dialog.getByTestId("word-add").click();
      await page
        .getByText("Mot gardé sur cet appareil : il sera ajouté à votre vocabulaire dès le retour du réseau.")
        .first()
        .waitFor();
      await dialog.waitFor({ state: "detached" });
      // Shown on this device as added, waiting to be sent.
      const waiting = page.getByTestId("vocabulary-preview").getByTestId("vocabulary-waiting");
      await waiting.getByText("commencement", { exact: true }).waitFor();
      expect(await waiting.textContent()).toContain("En attente d'envoi");
      // The badge counts it among the writes that wait.
      await page.getByTestId("offline-badge").click();
      await page.getByTestId("offline-pending").getByText("Modifications en attente d'envoi : 1").waitFor();
      await page.keyboard.press("Escape");
      // The vocabulary page, opened without network, shows it too.
      await page.goto(`${baseUrl}/vocabulaire`);
      const waitingList = page.getByTestId("vocabulary-waiting-list");
      await waitingList.getByText("commencement", { exact: true }).waitFor();
      expect(await waitingList.textContent()).toContain("En attente d'envoi");
      expect(await wordsNamed("commencement")).toHaveLength(0);

      await setOffline(false);
      await eventually(async () => (await wordsNamed("commencement")).length, 30_000).toBe(1);
      // Once the queue is sent, the word is in the vocabulary itself and waits no more.
      await eventually(() => waitingList.count(), 30_000).toBe(0);
      await page.getByTestId("word-count").getByText("1 mot").waitFor();
      await page.locator("main").getByText("commencement", { exact: true }).waitFor();
      await page.goto(`${baseUrl}/`);
      await page.getByTestId("vocabulary-preview").getByText("commencement", { exact: true }).waitFor();
      expect(await waiting.count()).toBe(0);
      // Its card exists once: the word was applied once.
      const [entry] = await wordsNamed("commencement");
      const cards = await server<unknown[]>(`/api/review/due?wordId=${entry?.id}`);
      expect(cards.length).toBeGreaterThan(0);
      await page.reload();
      await page.getByTestId("passage-card").locator('[data-verse="3"]').waitFor();
      await page.waitForTimeout(2000);
      expect(await wordsNamed("commencement")).toHaveLength(1);
      expect(await server<unknown[]>(`/api/review/due?wordId=${entry?.id}`)).toHaveLength(cards.length);
    },
    PATIENCE,
  );

  it(
    "saves a passage offline, says it waits, and the bookmark is on the server exactly once back online",
    async () => {
      await page.getByTestId("passage-card").locator('[data-verse="3"]').waitFor();
      const before = (await server<unknown[]>("/api/bookmarks")).length;

      await setOffline(true);
      await page.getByTestId("passage-save").click();
      await page
        .getByText("Passage gardé sur cet appareil : il sera sauvegardé dès le retour du réseau.")
        .first()
        .waitFor();
      const waiting = page.getByTestId("saved-verses").getByTestId("saved-waiting");
      await waiting.getByText(/Au commencement, Dieu créa les cieux et la terre/).waitFor();
      expect(await waiting.textContent()).toContain("En attente d'envoi");
      // The library, opened without network, shows it too.
      await page.goto(`${baseUrl}/bibliotheque`);
      const waitingList = page.getByTestId("library-waiting-list");
      await waitingList.getByText(/Au commencement, Dieu créa les cieux et la terre/).waitFor();
      expect(await waitingList.textContent()).toMatch(/Genèse\s+\u2066?1:1/);
      expect(await server<unknown[]>("/api/bookmarks")).toHaveLength(before);

      await setOffline(false);
      await eventually(async () => (await server<unknown[]>("/api/bookmarks")).length, 30_000).toBe(before + 1);
      await eventually(() => waitingList.count(), 30_000).toBe(0);
      await page
        .getByTestId("bookmark-card")
        .getByText(/Au commencement, Dieu créa les cieux et la terre/)
        .waitFor();
      await page.goto(`${baseUrl}/`);
      await page
        .getByTestId("saved-verses")
        .getByText(/Au commencement, Dieu créa les cieux et la terre/)
        .waitFor();
      await eventually(() => waiting.count()).toBe(0);
      // Settled, and a start anew sends nothing again.
      await page.reload();
      await page.getByTestId("passage-card").locator('[data-verse="3"]').waitFor();
      await page.waitForTimeout(2000);
      expect(await bookmarksOf("Genesis", 1)).toHaveLength(1);
      expect(await server<unknown[]>("/api/bookmarks")).toHaveLength(before + 1);
    },
    PATIENCE,
  );
});

describe("the session without network", () => {
  it(
    "still shows the signed-in reader after a reload with the network off",
    async () => {
      await setOffline(true);
      await page.reload();
      await page.getByTestId("account-menu").waitFor();
      expect(await page.getByTestId("guest-banner").count()).toBe(0);
      await page.getByTestId("account-menu").click();
      expect(await page.getByRole("menu").textContent()).toContain("offline.writes.");
      await page.keyboard.press("Escape");
      await setOffline(false);
    },
    PATIENCE,
  );

  it(
    "shows a guest after signing out, even with the network off",
    async () => {
      await setOffline(false);
      await page.reload();
      await page.getByTestId("account-menu").click();
      await page.getByTestId("sign-out").click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByTestId("guest-banner").waitFor();

      await setOffline(true);
      await page.reload();
      await page.getByTestId("sign-in").first().waitFor();
      expect(await page.getByTestId("account-menu").count()).toBe(0);
      await setOffline(false);
    },
    PATIENCE,
  );
});
