// Lighthouse (npm `lighthouse`, driving Debian's Chromium) on the production build served by the production
// server (apps/server/dist/main.js over an installed DATA_DIR): `/`, `/lire` on Psalm 119 with three languages
// (French, English, Chinese, as a returning reader's device remembers them) and `/communaute`, desktop and
// mobile, LH_RUNS times each (min / median / max), with the machine load. Anchor, in the same run: the /lire
// page as rendered, saved as static HTML (scripts removed, same CSS) and served by a bare Node server.
// Targets (issue 18): performance >= 95 desktop, >= 90 mobile; CLS < 0.05.
// Run: pnpm --filter @bible/bench lighthouse   (BENCH_DATA_DIR, LH_RUNS; build first: pnpm build)
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import lighthouse, { type Flags, type RunnerResult } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromium } from "playwright-core";
import {
  installedDataDir,
  productionSettings,
  REPO,
  requireBuild,
  startProductionServer,
  until200,
} from "./lib/production-server";
import { machineLoad, median, spread } from "./lib/stats";

const RUNS = Number(process.env.LH_RUNS ?? 1);
const webDist = resolve(REPO, "apps/web/dist");
// LH_PORT moves the three ports (server, anchor, Chromium's debugging port) so two checkouts can share a machine.
const PORT = Number(process.env.LH_PORT ?? 3210);
const ANCHOR_PORT = PORT + 1;
const DEBUG_PORT = PORT + 2;
const base = `http://127.0.0.1:${PORT}`;
const READER_PAGE = "/lire?book=Psalms&chapter=119";

requireBuild({ web: true });
const dataDir = installedDataDir();

function kill(child: ChildProcess): void {
  if (child.exitCode === null) child.kill("SIGTERM");
}

console.log(`lighthouse: ${machineLoad()}; the server runs with ${productionSettings()}`);
const server = startProductionServer({
  env: {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "0",
    BIBLE_AUTO_INSTALL: "false",
    LEXICON_AUTO_INSTALL: "false",
  },
});
const profile = await mkdtemp(join(tmpdir(), "lighthouse-profile-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", `--remote-debugging-port=${DEBUG_PORT}`],
  headless: true,
});
let anchor: ChildProcess | undefined;
try {
  await until200(`${base}/healthz`);
  // A returning reader: three languages with their versions on this device.
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.evaluate(() => {
    localStorage.setItem(
      "readerLanguages",
      JSON.stringify({
        selectedLanguages: ["french", "english", "chinese"],
        languageVersionMap: { french: "LSG", english: "KJV", chinese: "CUV" },
      }),
    );
  });
  // The anchor: /lire as rendered, without its scripts, beside the same built CSS.
  await page.goto(`${base}${READER_PAGE}`);
  await page.waitForSelector('[data-verse="176"]', { timeout: 120_000 });
  const snapshot = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]+modulepreload[^>]*>/g, "");
  await page.close();
  const anchorDir = await mkdtemp(join(tmpdir(), "lighthouse-anchor-"));
  await writeFile(join(anchorDir, "index.html"), snapshot);
  anchor = spawn(
    process.execPath,
    [
      "-e",
      `const fs = require("node:fs"), path = require("node:path");
const html = fs.readFileSync(${JSON.stringify(join(anchorDir, "index.html"))});
require("node:http").createServer((req, res) => {
  if (req.url === "/") { res.writeHead(200, { "content-type": "text/html" }); return res.end(html); }
  const file = path.join(${JSON.stringify(webDist)}, req.url.split("?")[0]);
  if (!file.startsWith(${JSON.stringify(webDist)}) || !fs.existsSync(file)) { res.writeHead(404); return res.end(); }
  res.writeHead(200, { "content-type": file.endsWith(".css") ? "text/css" : "application/octet-stream" });
  fs.createReadStream(file).pipe(res);
}).listen(${ANCHOR_PORT}, "127.0.0.1");`,
    ],
    { stdio: "inherit" },
  );
  await until200(`http://127.0.0.1:${ANCHOR_PORT}/`);

  const pages = [
    { name: "anchor: /lire as static HTML", url: `http://127.0.0.1:${ANCHOR_PORT}/` },
    { name: "/", url: `${base}/` },
    { name: "/lire, Psalm 119, 3 languages", url: `${base}${READER_PAGE}` },
    { name: "/communaute", url: `${base}/communaute` },
  ];
  const rows: Record<string, string>[] = [];
  const misses: string[] = [];
  for (const formFactor of ["desktop", "mobile"] as const) {
    const goal = formFactor === "desktop" ? 95 : 90;
    let anchorScore = "";
    for (const target of pages) {
      const scores: number[] = [];
      const lcp: number[] = [];
      const cls: number[] = [];
      const tbt: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const flags: Flags = { port: DEBUG_PORT, output: "json", logLevel: "error", disableStorageReset: true };
        // On a loaded machine Lighthouse sometimes gives up (no first paint in its time): say so, try again.
        let lhr: RunnerResult["lhr"];
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(target.url, flags, formFactor === "desktop" ? desktopConfig : undefined);
          if (!result?.lhr) throw new Error(`no Lighthouse result for ${target.url}`);
          lhr = result.lhr;
          if (!lhr.runtimeError || attempt === 3) break;
          console.log(`  ${target.name} ${formFactor}: ${lhr.runtimeError.code}, run again`);
        }
        scores.push((lhr.categories.performance?.score ?? 0) * 100);
        lcp.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
        cls.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
        tbt.push(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN);
      }
      const isAnchor = target.name.startsWith("anchor");
      if (isAnchor) anchorScore = spread(scores);
      rows.push({
        page: target.name,
        form: formFactor,
        score: spread(scores),
        "score target": isAnchor ? "" : `>= ${goal}`,
        "anchor score": isAnchor ? "" : anchorScore,
        "LCP ms": spread(lcp),
        CLS: spread(cls, 3),
        "CLS target": isAnchor ? "" : "< 0.05",
        "TBT ms": spread(tbt),
      });
      if (!isAnchor) {
        if (median(scores) < goal)
          misses.push(`${target.name} ${formFactor} score ${Math.round(median(scores))} < ${goal}`);
        if (median(cls) >= 0.05) misses.push(`${target.name} ${formFactor} CLS ${median(cls).toFixed(3)} >= 0.05`);
      }
    }
  }
  console.log(`\nLighthouse performance, ${RUNS} run(s) each, min / median / max`);
  console.table(rows);
  console.log(misses.length === 0 ? "targets: PASS" : `targets MISSED:\n  ${misses.join("\n  ")}`);
  console.log(`lighthouse: ${machineLoad()}`);
} finally {
  if (anchor) kill(anchor);
  await context.close();
  kill(server);
}
