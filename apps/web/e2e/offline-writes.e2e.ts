import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { eventually, launchBrowser, newPage } from "./support/browser";
import { pageFetch, serverAnswer, serviceWorkerControls, signInThroughForm } from "./support/pages";
import { columnWordCentre, highlightedWords, wordCentre } from "./support/passage";
import { REPO_ROOT } from "./support/server";

// Issue 34: a signed-in reader adds a word and saves a passage with the network off; each is kept on the device,
// said to be waiting, and reaches the server exactly once when the network returns. A reload without network
// still shows the reader signed in, and a reader who signed out is not. A word marked known in the reader's learning
// view without network shows at once and reaches the server once; after a reload without network the learning view
// still colours the words, with the account's states and the marks still queued (a guest's too).
const baseUrl = inject("baseUrl");
const PATIENCE = 240_000;
const SHOTS = join(REPO_ROOT, ".tmp/screenshots/offline");

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
  await serviceWorkerControls(page, baseUrl);
  userId = (await server<{ id: string }>("/api/auth/user")).id;
});

afterAll(async () => {
  await browser?.close();
});

/** What the server has, asked from outside the browser (which may be offline) with the reader's session. */
const server = <T>(path: string) => serverAnswer<T>(context, baseUrl, path);

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

describe("words marked offline in the reader", () => {
  type States = { words: { lemma: string; state: string }[] };
  /** The reader's marked English words on the server. */
  const englishWords = async () => (await server<States>("/api/learning/states?language=english")).words;

  it(
    "marks a word known offline: the page shows it at once, and back online the mark reaches the server once",
    async () => {
      // Genesis 1 in Louis Segond and the KJV: the English column is the language learnt (the interface is French).
      const columns = await pageFetch(page, "/api/user/preferences", {
        method: "PUT",
        body: { selectedLanguages: ["french", "english"], languageVersionMap: { french: "LSG", english: "KJV" } },
      });
      expect(columns.status).toBe(200);
      await page.goto(`${baseUrl}/lire?book=Genesis&chapter=1`);
      await page.getByTestId("learning-bar").waitFor();
      await eventually(async () => (await highlightedWords(page, "learn-new")).english ?? [], 60_000).toContain(
        "1:beginning",
      );
      expect(await englishWords()).toEqual([]);

      await setOffline(true);
      const beginning = await columnWordCentre(page, "english", 1, "beginning");
      await page.mouse.move(beginning.x, beginning.y);
      await page.keyboard.press("1");
      // Known at once on the page, every 'beginning' of the chapter; said to wait for the network.
      await eventually(async () => (await highlightedWords(page, "learn-new")).english ?? []).not.toContain(
        "1:beginning",
      );
      await page
        .getByText("Marques de mots gardées sur cet appareil : elles seront envoyées dès le retour du réseau.")
        .first()
        .waitFor();
      await page.getByTestId("offline-badge").click();
      await page.getByTestId("offline-pending").getByText("Modifications en attente d'envoi : 1").waitFor();
      await page.mouse.move(beginning.x, beginning.y);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, "word-marked-offline.png") });
      await page.keyboard.press("Escape");
      expect(await englishWords()).toEqual([]);

      await setOffline(false);
      await eventually(async () => (await englishWords()).length, 30_000).toBe(1);
      const [marked] = await englishWords();
      expect(marked?.state).toBe("known");
      // Still known on the page once the queue is sent and the states are asked again.
      await page.waitForTimeout(1000);
      expect((await highlightedWords(page, "learn-new")).english ?? []).not.toContain("1:beginning");
      // Applied once and gone from the queue: taken away since on the server, the mark is not sent again at the
      // next start, and a fresh page shows the word new.
      const unmark = await pageFetch(page, "/api/learning/states", {
        method: "POST",
        body: { language: "english", lemmas: [marked?.lemma], state: "new" },
      });
      expect(unmark.status).toBe(200);
      await page.reload();
      await page.getByTestId("learning-bar").waitFor();
      await eventually(async () => (await highlightedWords(page, "learn-new")).english ?? [], 60_000).toContain(
        "1:beginning",
      );
      await page.waitForTimeout(2000);
      expect(await englishWords()).toEqual([]);
    },
    PATIENCE,
  );

  it(
    "colours the words after a reload without network: the account's states and the marks made offline are kept on the device",
    async () => {
      await page.goto(`${baseUrl}/lire?book=Genesis&chapter=1`);
      await page.getByTestId("learning-bar").waitFor();
      await eventually(async () => (await highlightedWords(page, "learn-new")).english ?? [], 60_000).toContain(
        "1:beginning",
      );
      // Online: 'beginning' marked learning, on the server.
      const beginning = await columnWordCentre(page, "english", 1, "beginning");
      await page.mouse.move(beginning.x, beginning.y);
      await page.keyboard.press("2");
      await eventually(async () => (await englishWords()).map((word) => word.state), 30_000).toEqual(["learning"]);
      await eventually(async () => (await highlightedWords(page, "learn-learning")).english ?? []).toContain(
        "1:beginning",
      );

      // Offline: 'created' marked known, waiting in the queue; then the page is loaded anew without network.
      await setOffline(true);
      const created = await columnWordCentre(page, "english", 1, "created");
      await page.mouse.move(created.x, created.y);
      await page.keyboard.press("1");
      await eventually(async () => (await highlightedWords(page, "learn-new")).english ?? []).not.toContain(
        "1:created",
      );
      await page
        .getByText("Marques de mots gardées sur cet appareil : elles seront envoyées dès le retour du réseau.")
        .first()
        .waitFor();
      await page.reload();
      await page.getByTestId("learning-bar").waitFor();
      // The learning view colours the column as before the reload: 'beginning' learning, 'created' known (not
      // coloured), the other words new.
      await eventually(async () => (await highlightedWords(page, "learn-learning")).english ?? [], 30_000).toContain(
        "1:beginning",
      );
      const fresh = (await highlightedWords(page, "learn-new")).english ?? [];
      expect(fresh).toContain("1:earth");
      expect(fresh).not.toContain("1:created");
      expect(fresh).not.toContain("1:beginning");
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, "learning-view-offline-reload.png") });

      // Back online: the mark made offline reaches the server, and the page keeps the colours.
      await setOffline(false);
      await eventually(async () => (await englishWords()).length, 30_000).toBe(2);
      expect(Object.fromEntries((await englishWords()).map((word) => [word.state, word.lemma]))).toHaveProperty(
        "known",
      );
      await page.waitForTimeout(1000);
      expect((await highlightedWords(page, "learn-learning")).english ?? []).toContain("1:beginning");
      expect((await highlightedWords(page, "learn-new")).english ?? []).not.toContain("1:created");
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

  it(
    "colours a guest's words after a reload without network",
    async () => {
      await setOffline(false);
      await page.evaluate(() =>
        localStorage.setItem(
          "readerLanguages",
          JSON.stringify({
            selectedLanguages: ["french", "english"],
            languageVersionMap: { french: "LSG", english: "KJV" },
          }),
        ),
      );
      await page.goto(`${baseUrl}/lire?book=Genesis&chapter=1`);
      await page.getByTestId("learning-bar").waitFor();
      await eventually(async () => (await highlightedWords(page, "learn-new")).english ?? [], 60_000).toContain(
        "1:beginning",
      );
      const beginning = await columnWordCentre(page, "english", 1, "beginning");
      await page.mouse.move(beginning.x, beginning.y);
      await page.keyboard.press("1");
      await eventually(async () => (await highlightedWords(page, "learn-new")).english ?? []).not.toContain(
        "1:beginning",
      );

      await setOffline(true);
      await page.reload();
      await page.getByTestId("learning-bar").waitFor();
      await eventually(async () => (await highlightedWords(page, "learn-new")).english ?? [], 30_000).toContain(
        "1:earth",
      );
      expect((await highlightedWords(page, "learn-new")).english ?? []).not.toContain("1:beginning");
      await setOffline(false);
    },
    PATIENCE,
  );
});
