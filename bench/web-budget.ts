/**
 * Web budgets (web issue): JavaScript loaded for `/` at most 250 KB gzipped, counting the built files
 * the browser actually requests; first render of `/` with its data under 1.5 s in headless Chromium.
 * Serves the built app (pnpm --filter @bible/web build) from the real server on a fresh database.
 * Usage: pnpm --filter @bible/bench web-budget [runs]
 */
import { availableParallelism, loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { DESKTOP, launchBrowser, newPage } from "../apps/web/e2e/support/browser";
import { startServer } from "../apps/web/e2e/support/server";

const JS_BUDGET_BYTES = 250 * 1024;
const RENDER_BUDGET_MS = 1500;
const runs = Number(process.argv[2] ?? 5);

const FIRST_VERSE = '[data-testid="passage-text"] [data-verse="1"]';

const server = await startServer();
const browser = await launchBrowser();
try {
  // 1. JavaScript requested by a first visit to `/`.
  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  const scripts = new Map<string, Promise<Buffer>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.set(new URL(response.url()).pathname, response.body());
  });
  await page.goto(server.url);
  await page.waitForSelector(FIRST_VERSE);
  await page.waitForLoadState("networkidle");
  await context.close();

  let rawTotal = 0;
  let gzipTotal = 0;
  console.log("JavaScript requested for / (gzip -9 of each file):");
  for (const [path, body] of [...scripts.entries()].sort()) {
    const bytes = await body;
    const gzipped = gzipSync(bytes, { level: 9 }).length;
    rawTotal += bytes.length;
    gzipTotal += gzipped;
    console.log(
      `  ${path.padEnd(48)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB  ${(gzipped / 1024).toFixed(1).padStart(6)} KB gz`,
    );
  }
  console.log(
    `  total: ${scripts.size} files, ${(rawTotal / 1024).toFixed(1)} KB, ${(gzipTotal / 1024).toFixed(1)} KB gzipped (budget ${JS_BUDGET_BYTES / 1024} KB) ${gzipTotal <= JS_BUDGET_BYTES ? "OK" : "OVER BUDGET"}`,
  );

  // 2. Time from navigation start until the first verse of today's reading is in the DOM, fresh context each run.
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const fresh = await newPage(browser, { viewport: DESKTOP });
    await fresh.context.addInitScript((selector) => {
      new MutationObserver((_, observer) => {
        if (document.querySelector(selector)) {
          performance.mark("passage-rendered");
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    }, FIRST_VERSE);
    await fresh.page.goto(server.url);
    await fresh.page.waitForSelector(FIRST_VERSE);
    const ms = await fresh.page.evaluate(
      () => performance.getEntriesByName("passage-rendered")[0]?.startTime ?? Number.NaN,
    );
    times.push(ms);
    await fresh.context.close();
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
  const [load1] = loadavg();
  console.log(
    `First render of / with data (navigation start -> first verse in the DOM), ${runs} cold runs, load average ${load1?.toFixed(1)} on ${availableParallelism()} cores:`,
  );
  console.log(`  ${times.map((t) => `${t.toFixed(0)} ms`).join(", ")}`);
  console.log(
    `  best ${(times[0] ?? Number.NaN).toFixed(0)} ms, median ${median.toFixed(0)} ms, worst ${(times.at(-1) ?? Number.NaN).toFixed(0)} ms (budget ${RENDER_BUDGET_MS} ms) ${median <= RENDER_BUDGET_MS ? "OK" : "OVER BUDGET"}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
