import { DESKTOP, launchBrowser, newPage } from "../apps/web/e2e/support/browser";
import { startServer } from "../apps/web/e2e/support/server";

const server = await startServer();
const browser = await launchBrowser();
for (let i = 0; i < 3; i++) {
  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  await page.goto(server.url);
  await page.waitForSelector('[data-testid="passage-text"] [data-verse="1"]');
  const t = await page.evaluate(() => performance.now());
  const m = (await cdp.send("Performance.getMetrics")).metrics
    .filter((x) => /Duration|Nodes|JSHeapUsed/.test(x.name))
    .map((x) => `${x.name}=${x.value < 100 ? (x.value * 1000).toFixed(0) + "ms" : x.value}`);
  const entries = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((e) => {
      const r = e as PerformanceResourceTiming;
      return `${r.startTime.toFixed(0).padStart(5)} -> ${r.responseEnd.toFixed(0).padStart(5)}  ${r.name.replace(/^https?:\/\/[^/]+/, "").slice(0, 70)}`;
    }),
  );
  console.log("rendered<=", t.toFixed(0), m.join(" "));
  console.log(entries.join("\n"));
  await context.close();
}
await browser.close();
await server.stop();
