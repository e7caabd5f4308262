/// <reference lib="dom" />
// The functions passed to page.evaluate / addInitScript run in the browser.
/**
 * Web budgets: JavaScript loaded for `/` at most 200 KB compressed on the wire (issue 18: the bytes the server
 * sent, brotli as it serves the built files, counting every script the browser requests until the network is
 * idle, and index.html's inline scripts (brotli of their text); gzip -9 of the same files beside them); first
 * render of `/` with its data under 1.5 s in headless Chromium.
 * Serves the built app (pnpm --filter @bible/web build) from the real server on a fresh database.
 * Usage: pnpm --filter @bible/bench web-budget [runs]
 */
import { brotliCompressSync, gzipSync } from "node:zlib";
import { DESKTOP, launchBrowser, newPage } from "../apps/web/e2e/support/browser";
import { startServer } from "../apps/web/e2e/support/server";
import { machineLoad, spread } from "./lib/stats";

const JS_BUDGET_BYTES = 200 * 1024;
const RENDER_BUDGET_MS = 1500;
const runs = Number(process.argv[2] ?? 5);

const FIRST_VERSE = '[data-testid="passage-text"] [data-verse="1"]';

const server = await startServer();
const browser = await launchBrowser();
try {
  // 1. JavaScript requested by a first visit to `/`.
  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  console.log(`web-budget: ${machineLoad()}`);
  const scripts = new Map<string, Promise<{ body: Buffer; wire: number; encoding: string }>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const request = response.request();
    scripts.set(
      new URL(response.url()).pathname,
      Promise.all([response.body(), response.finished().then(() => request.sizes()), response.allHeaders()]).then(
        ([body, sizes, headers]) => ({
          body,
          wire: sizes.responseBodySize,
          encoding: headers["content-encoding"] ?? "identity",
        }),
      ),
    );
  });
  const landing = await page.goto(server.url);
  // index.html's inline scripts (the reader's early request, apps/web/build/early-scripts.ts) count too: brotli
  // of their text, about what they add to the page's compressed HTML.
  const html = (await landing?.text()) ?? "";
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => Buffer.from(code ?? ""));
  await page.waitForSelector(FIRST_VERSE);
  await page.waitForLoadState("networkidle");
  const loaded = await Promise.all([...scripts].map(async ([path, response]) => [path, await response] as const));
  await context.close();

  let rawTotal = 0;
  let gzipTotal = 0;
  let wireTotal = 0;
  console.log("JavaScript requested for / (on the wire as the server sent it; gzip -9 of each file):");
  for (const [path, { body, wire, encoding }] of loaded.sort(([a], [b]) => a.localeCompare(b))) {
    const gzipped = gzipSync(body, { level: 9 }).length;
    rawTotal += body.length;
    gzipTotal += gzipped;
    wireTotal += wire;
    console.log(
      `  ${path.padEnd(48)} ${(body.length / 1024).toFixed(1).padStart(7)} KB  ${(wire / 1024).toFixed(1).padStart(6)} KB ${encoding.padEnd(8)} ${(gzipped / 1024).toFixed(1).padStart(6)} KB gz`,
    );
  }
  for (const code of inline) {
    const compressed = brotliCompressSync(code).length;
    const gzipped = gzipSync(code, { level: 9 }).length;
    rawTotal += code.length;
    gzipTotal += gzipped;
    wireTotal += compressed;
    console.log(
      `  ${"(inline in index.html)".padEnd(48)} ${(code.length / 1024).toFixed(1).padStart(7)} KB  ${(compressed / 1024).toFixed(1).padStart(6)} KB br       ${(gzipped / 1024).toFixed(1).padStart(6)} KB gz`,
    );
  }
  console.log(
    `  total: ${scripts.size} files and ${inline.length} inline, ${(rawTotal / 1024).toFixed(1)} KB, ${(wireTotal / 1024).toFixed(1)} KB on the wire (target <= ${JS_BUDGET_BYTES / 1024} KB) ${wireTotal <= JS_BUDGET_BYTES ? "OK" : "OVER BUDGET"}, ${(gzipTotal / 1024).toFixed(1)} KB gzip -9`,
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
  console.log(`First render of / with data (navigation start -> first verse in the DOM), ${runs} cold runs:`);
  console.log(`  ${times.map((t) => `${t.toFixed(0)} ms`).join(", ")}`);
  console.log(
    `  min / median / max ${spread(times)} ms (budget ${RENDER_BUDGET_MS} ms) ${median <= RENDER_BUDGET_MS ? "OK" : "OVER BUDGET"}`,
  );
  console.log(`web-budget: ${machineLoad()}`);
} finally {
  await browser.close();
  await server.stop();
}
