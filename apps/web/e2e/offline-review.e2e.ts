import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { eventually, launchBrowser, newPage } from "./support/browser";
import { pageFetch, serverAnswer, signInThroughForm } from "./support/pages";

// Issue 34: a signed-in reader reviews and marks plan days with the network off; the grades and marks are kept on
// the device, said to be waiting, and reach the server exactly once when the network returns, however often it
// comes and goes.
const baseUrl = inject("baseUrl");
const PATIENCE = 240_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let timeZone: string;
/** The words of the first session: their cards are due again later today, in the second session too. */
const firstWords: number[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  // The app's service worker is let in: its Background Sync may send the queue as the page does.
  ({ context, page } = await newPage(browser, { serviceWorkers: "allow" }));
  await signInThroughForm(page, baseUrl, `offline.review.${Date.now()}@example.com`);
  timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
});

afterAll(async () => {
  await browser?.close();
});

/** What the server has, asked from outside the browser (which may be offline) with the reader's session. */
const server = <T>(path: string) => serverAnswer<T>(context, baseUrl, path);

const reviewedToday = async () =>
  (await server<{ reviewedToday: number }>(`/api/review/counts?timeZone=${encodeURIComponent(timeZone)}`))
    .reviewedToday;

/** Every card of the given words, due or not, with its review count. */
async function cardReps(wordIds: number[]): Promise<number[]> {
  const reps: number[] = [];
  for (const id of wordIds) {
    const cards = await server<{ reps: number }[]>(`/api/review/due?wordId=${id}`);
    reps.push(...cards.map((card) => card.reps));
  }
  return reps;
}

async function addWords(prefix: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const word = `${prefix}${String.fromCharCode(97 + (i % 26))}${i}`;
    const added = await pageFetch(page, "/api/vocabulary", {
      method: "POST",
      body: { word, language: "fr", context: `Le mot [${word}] du verset.`, grammaticalInfo: { translation: word } },
    });
    expect(added.status).toBe(200);
    ids.push((added.body as { id: number }).id);
  }
  return ids;
}

async function setOffline(offline: boolean) {
  await context.setOffline(offline);
  await eventually(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
}

/** Shows the answer of card `n` of `total` and grades it Good (it leaves the session). */
async function gradeCard(n: number, total: number) {
  await page.getByText(`Carte ${n} sur ${total}`).waitFor();
  await page.getByTestId("review-show").click();
  await page.getByTestId("grade-3").click();
}

describe("reviewing offline", () => {
  it(
    "grades ten cards offline, says they wait, and every grade is on the server exactly once back online",
    async () => {
      const words = await addWords("hors", 5);
      await page.goto(`${baseUrl}/revision`);
      await page.getByText("Carte 1 sur 10").waitFor();

      await setOffline(true);
      for (let n = 1; n <= 10; n++) await gradeCard(n, 10);
      const summary = page.getByTestId("review-summary-offline");
      await summary.waitFor();
      expect(await summary.textContent()).toContain("Notes données hors ligne : 10");
      await eventually(() => page.getByTestId("review-queued-count").textContent()).toBe(
        "Modifications en attente d'envoi : 10",
      );
      expect(await page.getByTestId("review-queued").textContent()).toContain(
        "vos notes sont gardées sur cet appareil",
      );
      // The own schedule needs the server: the card says so rather than vanish.
      expect(await page.getByTestId("own-schedule-status").textContent()).toContain(
        "Le calcul de votre propre calendrier demande une connexion réseau",
      );
      // The badge says what is kept and how much waits.
      await page.getByTestId("offline-badge").click();
      await page.getByTestId("offline-pending").getByText("Modifications en attente d'envoi : 10").waitFor();
      await page.keyboard.press("Escape");
      // Nothing has reached the server yet.
      expect(await reviewedToday()).toBe(0);

      await setOffline(false);
      await eventually(reviewedToday, 30_000).toBe(10);
      expect(await cardReps(words)).toEqual(Array(10).fill(1));
      await eventually(() => page.getByTestId("review-queued-count").textContent(), 30_000).toBe(
        "Modifications en attente d'envoi : 0",
      );
      // The next start sends nothing again (the cards, in their learning steps, come back later today).
      await page.reload();
      await page.getByText("Carte 1 sur 10").waitFor();
      expect(await reviewedToday()).toBe(10);
      firstWords.push(...words);
    },
    PATIENCE,
  );

  it(
    "loses and doubles no grade over 20 offline/online flips",
    async () => {
      const before = await reviewedToday();
      const words = await addWords("bascule", 20);
      await page.goto(`${baseUrl}/revision`);
      const total = 40 + firstWords.length * 2;
      await page.getByText(`Carte 1 sur ${total}`).waitFor();
      let n = 1;
      for (let flip = 0; flip < 20; flip++) {
        await setOffline(true);
        await gradeCard(n++, total);
        // Back online: the next grade goes at once, behind the one kept offline; on every other flip the network
        // drops again before the replay can have finished.
        await setOffline(false);
        await gradeCard(n++, total);
        if (flip % 2 === 1) {
          await setOffline(true);
          await setOffline(false);
        }
      }
      await eventually(reviewedToday, 60_000).toBe(before + 40);
      // One review per grade given, on whichever cards the session showed: nothing lost, nothing counted twice.
      const reps = await cardReps([...firstWords, ...words]);
      expect(reps.reduce((sum, r) => sum + r, 0)).toBe(before + 40);
      expect(Math.max(...reps)).toBeLessThanOrEqual(2);
      // Settled: nothing more arrives.
      await page.waitForTimeout(2000);
      expect(await reviewedToday()).toBe(before + 40);
    },
    PATIENCE,
  );
});

describe("plan days offline", () => {
  it(
    "marks a day done offline, says it waits, and the mark reaches the server once back online",
    async () => {
      const started = await pageFetch(page, "/api/plans/bible-365/start", { method: "POST", body: { timeZone } });
      expect(started.status).toBe(200);
      const progress = async () =>
        (
          await server<{ progress: { completedDays: number } }>(
            `/api/plans/bible-365/progress?timeZone=${encodeURIComponent(timeZone)}`,
          )
        ).progress.completedDays;
      await page.goto(`${baseUrl}/`);
      await page.getByTestId("passage-complete").waitFor();
      expect(await page.getByTestId("passage-complete").textContent()).not.toContain("Jour terminé");

      await setOffline(true);
      await page.getByTestId("passage-complete").click();
      await page.getByTestId("passage-complete").getByText("Jour terminé").waitFor();
      await page.getByText("Jour marqué sur cet appareil").first().waitFor();
      expect(await progress()).toBe(0);

      await setOffline(false);
      await eventually(progress, 30_000).toBe(1);
      await page.reload();
      await page.getByTestId("passage-complete").getByText("Jour terminé").waitFor();
      expect(await progress()).toBe(1);
    },
    PATIENCE,
  );
});

describe("a review opened with the network already off", () => {
  it(
    "loads /revision offline from the device, shows the cards due today and grades one, sent once back online",
    async () => {
      await addWords("depart", 3);
      // Once online: the page's service worker installed, today's and the next days' cards kept on the device.
      await page.goto(`${baseUrl}/revision`);
      // Installing the worker fetches the whole app: minutes on a loaded machine.
      await page.waitForFunction((url) => navigator.serviceWorker.controller?.scriptURL === url, `${baseUrl}/sw.js`, {
        timeout: 200_000,
      });
      await page.reload();
      const counter = page.getByText(/Carte 1 sur \d+/);
      await counter.waitFor();
      const total = Number(/(\d+)$/.exec((await counter.textContent()) ?? "")?.[1]);
      expect(total).toBeGreaterThanOrEqual(6);
      const before = await reviewedToday();

      // The network goes, then the page is opened anew: the app from the worker's cache, the cards from the device.
      await setOffline(true);
      await page.reload();
      await page.getByText(`Carte 1 sur ${total}`).waitFor({ timeout: 60_000 });
      expect(await page.getByTestId("review-queued").textContent()).toContain(
        "vos notes sont gardées sur cet appareil",
      );
      await gradeCard(1, total);
      await page.getByText(`Carte 2 sur ${total}`).waitFor();
      await eventually(() => page.getByTestId("review-queued-count").textContent()).toBe(
        "Modifications en attente d'envoi : 1",
      );
      expect(await reviewedToday()).toBe(before);

      await setOffline(false);
      await eventually(reviewedToday, 30_000).toBe(before + 1);
      await page.waitForTimeout(2000);
      expect(await reviewedToday()).toBe(before + 1);
    },
    2 * PATIENCE,
  );
});
