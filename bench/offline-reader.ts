/**
 * How fast /lire shows three columns of Psalm 119 with the network off (issue 34: a downloaded chapter opened
 * offline, target < 300 ms warm), in Debian's headless Chromium against the built app served by the real server.
 * The reader downloads the three versions of their columns (LSG, SYNOD, SVD) from 'Hors ligne', the network goes
 * off, then the page is opened RUNS times: the first opening reads the packs from the device's storage, the
 * others find them parsed (warm). Anchor in the same run: the same page opened online the same way. Figures are
 * min / median / max with the machine's load.
 *
 * Usage: pnpm --filter @bible/web build && pnpm --filter @bible/bench offline-reader [runs]
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { DESKTOP, launchBrowser, newPage } from "../apps/web/e2e/support/browser";
import { REPO_ROOT, startServer } from "../apps/web/e2e/support/server";
import { INSTRUMENT, LANGUAGES, painted } from "./lib/reader-paint";
import { machineLoad, spread } from "./lib/stats";

const RUNS = Number(process.argv[2] ?? 5);
const VERSIONS = Object.values(LANGUAGES.languageVersionMap);
const PSALM = "/lire?book=Psalms&chapter=119";

if (!existsSync(join(REPO_ROOT, "apps/web/dist/index.html"))) {
  throw new Error("Build the web app first: pnpm --filter @bible/web build");
}

/** Opens Psalm 119 in an already controlled page: navigation start to the three columns painted. */
async function open(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return painted(page);
}

/** Opens 'Hors ligne' and waits until the app's service worker controls the page. */
async function controlled(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/hors-ligne`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
}

console.log(`offline-reader: ${machineLoad()}`);
console.log(`Starting the server (installing ${VERSIONS.join(", ")} from the shared Bible files)...`);
const server = await startServer({ versions: VERSIONS });
const browser = await launchBrowser();
try {
  const { context, page } = await newPage(browser, { viewport: DESKTOP, serviceWorkers: "allow" });
  await context.addInitScript((languages) => {
    localStorage.setItem("readerLanguages", JSON.stringify(languages));
  }, LANGUAGES);
  await context.addInitScript(INSTRUMENT);
  await controlled(page, server.url);

  const online: number[] = [];
  for (let run = 1; run <= RUNS; run++) online.push(await open(page, `${server.url}${PSALM}`));

  await page.goto(`${server.url}/hors-ligne`);
  for (const version of VERSIONS) {
    const available = page.locator(`[data-testid="pack-available"][data-version="${version}"]`);
    await available.getByTestId("pack-download").click({ timeout: 120_000 });
    await page.locator(`[data-testid="pack-kept"][data-version="${version}"]`).waitFor({ timeout: 300_000 });
  }
  const kept = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  const offline: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const at = await open(page, `${server.url}${PSALM}`);
    offline.push(at);
    console.log(`run ${run}: offline, navigation -> 3 columns of Psalm 119 painted ${at.toFixed(0)} ms`);
  }
  await context.close();

  console.log("");
  console.log(`storage used with the three packs: ${(kept / 1_000_000).toFixed(1)} MB`);
  console.log(`offline, first opening (packs read from storage): ${offline[0]?.toFixed(0)} ms`);
  console.log(
    `offline, warm (runs 2-${RUNS}), min / median / max: ${spread(offline.slice(1))} ms (target < 300 ms) ${
      Math.max(...offline.slice(1)) < 300 ? "PASS" : "MISS"
    }`,
  );
  console.log(`anchor, the same page online (same service worker), min / median / max: ${spread(online)} ms`);
  console.log(`offline-reader: ${machineLoad()}`);
} finally {
  await browser.close();
  await server.stop();
}
