/**
 * The device storage the app uses after a week of simulated reading (issue 34), in Debian's headless Chromium
 * against the built app served by the real server. A signed-up reader with three columns (Louis Segond, the
 * Russian Synodal, the Arabic Van Dyck) downloads two packs (LSG, SYNOD) from 'Hors ligne', then for DAYS
 * simulated days (one after the other, the clock not moved): opens the day's CHAPTERS_A_DAY chapters in /lire,
 * looks up WORDS_A_DAY words of the LSG and SYNOD columns through the word dialog, saves them to the vocabulary
 * (POST /api/vocabulary, the dialog's own call) and grades the cards due in /revision. After each day it prints
 * `navigator.storage.estimate()` (its usage and Chromium's usageDetails), each Cache API cache with its entries
 * and the bytes of their bodies, and the IndexedDB databases; beside the budget the service worker keeps for the
 * chapters opened (apps/web/src/lib/offline-protocol.ts: an entry count, the least recently used going first).
 *
 * Usage: pnpm --filter @bible/web build && pnpm --filter @bible/bench offline-storage [days]
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { alignVersions, installLexicon } from "@bible/lexicon";
import { installOriginalBooks, LEXICON_DIR } from "@bible/lexicon/testing";
import type { Page } from "playwright-core";
import { DESKTOP, launchBrowser, newPage } from "../apps/web/e2e/support/browser";
import { pageFetch, signInThroughForm } from "../apps/web/e2e/support/pages";
import { REPO_ROOT, startServer } from "../apps/web/e2e/support/server";
import { CHAPTER_WORDS_KEPT, CHAPTERS_KEPT } from "../apps/web/src/lib/offline-protocol";
import { downloadPacks, LOOKUP_INSTRUMENT, linkedWords, lookUp } from "./lib/offline-words";
import { machineLoad } from "./lib/stats";

const DAYS = Number(process.argv[2] ?? 7);
const CHAPTERS_A_DAY = 3;
const WORDS_A_DAY = 10;
const COLUMNS = { french: "LSG", russian: "SYNOD", arabic: "SVD" } as const;
const LANGUAGES = { selectedLanguages: Object.keys(COLUMNS), languageVersionMap: COLUMNS };
const PACKS = ["LSG", "SYNOD"] as const;
const LOOKED_UP = { french: "fr", russian: "ru" } as const;
const GENESIS = 1;

if (!existsSync(join(REPO_ROOT, "apps/web/dist/index.html"))) {
  throw new Error("Build the web app first: pnpm --filter @bible/web build");
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;

type Storage = {
  usage: number;
  details: Record<string, number>;
  caches: { name: string; entries: number; bytes: number }[];
  databases: string[];
};

/** What the origin stores, read in the page. */
function storage(page: Page): Promise<Storage> {
  return page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & {
      usageDetails?: Record<string, number>;
    };
    const kept = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      const keys = await cache.keys();
      for (const request of keys) bytes += (await (await cache.match(request))?.blob())?.size ?? 0;
      kept.push({ name, entries: keys.length, bytes });
    }
    const databases = (await indexedDB.databases()).map((database) => database.name ?? "?");
    return { usage: estimate.usage ?? 0, details: estimate.usageDetails ?? {}, caches: kept, databases };
  });
}

function print(label: string, kept: Storage) {
  const details = Object.entries(kept.details)
    .map(([name, bytes]) => `${name} ${mb(bytes)}`)
    .join(", ");
  console.log(`${label}: storage.estimate() usage ${mb(kept.usage)} (${details}); ${machineLoad()}`);
  for (const cache of kept.caches) console.log(`  cache ${cache.name}: ${cache.entries} entries, ${kb(cache.bytes)}`);
  console.log(`  IndexedDB: ${kept.databases.join(", ") || "none"}`);
}

/** Grades every card due in /revision ('Correct'); answers how many. */
async function review(page: Page): Promise<number> {
  await page.goto(`${new URL(page.url()).origin}/revision`);
  let graded = 0;
  for (;;) {
    const show = page.getByTestId("review-show");
    const done = page.getByTestId("review-summary");
    await show
      .or(done)
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    if (!(await show.isVisible())) return graded;
    await show.click();
    await page.getByTestId("grade-3").click();
    graded++;
    await page.waitForTimeout(50);
  }
}

console.log(`offline-storage: ${machineLoad()}`);
console.log("Starting the server (LSG, SYNOD, SVD, the Hebrew of Genesis, the LSG and SYNOD alignments)...");
const server = await startServer({
  versions: Object.values(COLUMNS),
  env: { AI_PROVIDER: "offline" },
  seed: async (database) => {
    await installOriginalBooks(database.db, { hebrew: ["Gen"] });
    await installLexicon(database.db, { lexiconDir: LEXICON_DIR, datasets: ["strongs-hebrew"] });
    await alignVersions(database.db, [...PACKS]);
  },
});
const browser = await launchBrowser();
try {
  const { context, page } = await newPage(browser, { viewport: DESKTOP, serviceWorkers: "allow" });
  await context.addInitScript((languages) => {
    localStorage.setItem("readerLanguages", JSON.stringify(languages));
  }, LANGUAGES);
  await context.addInitScript(LOOKUP_INSTRUMENT);
  await signInThroughForm(page, server.url, `storage.${Date.now()}@example.com`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
  print("signed up, nothing read", await storage(page));
  await downloadPacks(page, server.url, PACKS);
  print(`${PACKS.join(" and ")} downloaded`, await storage(page));

  const chapters = Array.from({ length: DAYS * CHAPTERS_A_DAY }, (_, i) => [GENESIS, i + 1] as const);
  const words = {
    french: await linkedWords(page, "LSG", chapters, WORDS_A_DAY),
    russian: await linkedWords(page, "SYNOD", chapters, WORDS_A_DAY),
  };
  for (let day = 1; day <= DAYS; day++) {
    let lookedUp = 0;
    let saved = 0;
    for (let k = 0; k < CHAPTERS_A_DAY; k++) {
      const index = (day - 1) * CHAPTERS_A_DAY + k;
      await page.goto(`${server.url}/lire?book=Genesis&chapter=${index + 1}`);
      await page.locator('[data-testid="reader-columns"] [data-verse="1"]').waitFor({ timeout: 60_000 });
      // The day's words, half in each looked-up column, spread over its chapters.
      for (const language of Object.keys(LOOKED_UP) as (keyof typeof LOOKED_UP)[]) {
        const share = Math.ceil(WORDS_A_DAY / 2 / CHAPTERS_A_DAY);
        for (const word of (words[language][index] ?? []).slice(0, share)) {
          if (lookedUp >= WORDS_A_DAY) break;
          await lookUp(page, language, word);
          lookedUp++;
          const added = await pageFetch(page, "/api/vocabulary", {
            method: "POST",
            body: { word: word.word, language: LOOKED_UP[language], context: word.word },
          });
          if (added.status === 200) saved++;
        }
      }
    }
    const graded = await review(page);
    print(
      `day ${day}: ${CHAPTERS_A_DAY} chapters opened (Genesis ${(day - 1) * CHAPTERS_A_DAY + 1}-${day * CHAPTERS_A_DAY}), ${lookedUp} words looked up, ${saved} saved, ${graded} cards graded`,
      await storage(page),
    );
  }
  await context.close();
  console.log("");
  console.log(
    `the service worker's budget for recently opened chapters: ${CHAPTERS_KEPT} chapter answers (bible-chapters-v1) and ${CHAPTER_WORDS_KEPT} chapter word lists (bible-chapter-words-v1), an entry count, the least recently used going first`,
  );
  console.log(`offline-storage: ${machineLoad()}`);
} finally {
  await browser.close();
  await server.stop();
}
