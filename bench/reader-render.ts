/**
 * How fast /lire shows three columns of Psalm 119 (176 verses) and answers a double-click, in Debian's
 * headless Chromium against the built app served by the real server (fresh PGlite, texts from the shared
 * Bible files). Prints, per run, the time from navigation start to the frame after the last column was
 * painted (the table features/reader/early/draw.ts draws from the chapter answer before the app's code ran counts when
 * it holds all the columns and rows: it is what the reader sees; the time the app's own table replaced it is
 * printed beside), then the median; the same for an in-app move from Psalm 118 with 'Chapitre suivant'; and for a
 * double-click on a word of the last verse, the time to the wordSelected event and to the dialog.
 * The reader is signed in, with word states marked through the API (in each language learnt, the 30 commonest
 * lemmas of the chapter known, the next 10 learning), and every run loads the page twice, in turns: the learning
 * view off, then on (issue 33: it must not slow the first paint); with it on, also the time until its colours are on
 * the Russian and Arabic columns (the frame after, from navigation start).
 * Anchor, in the same run: the same painted page saved as static HTML (scripts removed, same CSS) served by a
 * bare Node server, timed the same way. Target (issue 18): three columns painted < 300 ms. Figures are
 * min / median / max with the machine load.
 *
 * Usage: pnpm --filter @bible/web build && pnpm --filter @bible/bench reader-render [runs]
 */
import { createReadStream, existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Browser, Cookie } from "playwright-core";
import { DESKTOP, launchBrowser, newPage } from "../apps/web/e2e/support/browser";
import { pageFetch, signInThroughForm } from "../apps/web/e2e/support/pages";
import { REPO_ROOT, startServer } from "../apps/web/e2e/support/server";
import { coloured, INSTRUMENT, LANGUAGES, LEARNT, painted, takenOver, VERSES } from "./lib/reader-paint";
import { machineLoad, median, spread } from "./lib/stats";

const RUNS = Number(process.argv[2] ?? 5);
const ms = (value: number) => `${value.toFixed(0)} ms`;

if (!existsSync(join(REPO_ROOT, "apps/web/dist/index.html"))) {
  throw new Error("Build the web app first: pnpm --filter @bible/web build");
}

console.log(`reader-render: ${machineLoad()}`);
console.log("Starting the server (installing four versions from the shared Bible files)...");
const server = await startServer({ versions: ["LSG", "KJV", "SYNOD", "SVD"] });
const browser = await launchBrowser();

/** Lemmas the reader marks in each language learnt, by running words in Psalm 119: the commonest known, the next learning. */
const KNOWN = 30;
const LEARNING = 10;
/** ChapterWords' verse words: start, end, lemma index, original index. */
const WORD_STRIDE = 4;

/** A new account with the three columns and word states marked through the REST API; its session cookies. */
async function markedReader(browser: Browser): Promise<{ cookies: Cookie[]; marked: string[] }> {
  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  try {
    await signInThroughForm(page, server.url, `bench.reader.${Date.now()}@example.com`);
    const preferences = await pageFetch(page, "/api/user/preferences", { method: "PUT", body: LANGUAGES });
    if (preferences.status !== 200) throw new Error(`preferences: ${preferences.status}`);
    const marked: string[] = [];
    for (const language of LEARNT) {
      const version = LANGUAGES.languageVersionMap[language as keyof typeof LANGUAGES.languageVersionMap];
      const words = await pageFetch(page, `/api/learning/words/${version}/Psalms/119?language=${language}`, {
        method: "GET",
      });
      const { lemmas, verses } = words.body as { lemmas: string[]; verses: { words: number[] }[] };
      const counts = new Map<number, number>();
      for (const verse of verses) {
        for (let i = 2; i < verse.words.length; i += WORD_STRIDE) {
          const lemma = verse.words[i] ?? -1;
          counts.set(lemma, (counts.get(lemma) ?? 0) + 1);
        }
      }
      const ranked = [...counts]
        .sort((a, b) => b[1] - a[1])
        .flatMap(([index]) => (lemmas[index] === undefined ? [] : [lemmas[index]]));
      // learning.mark refuses a lemma that is blank once trimmed: such a word cannot be marked, so it is not.
      const commonest = ranked.filter((lemma) => lemma.trim() !== "");
      const blank = ranked.filter((lemma) => lemma.trim() === "");
      for (const [state, list] of [
        ["known", commonest.slice(0, KNOWN)],
        ["learning", commonest.slice(KNOWN, KNOWN + LEARNING)],
      ] as const) {
        const mark = await pageFetch(page, "/api/learning/states", {
          method: "POST",
          body: { language, lemmas: list, state },
        });
        if (mark.status !== 200) {
          throw new Error(`learning.mark ${language} ${state}: ${mark.status} ${JSON.stringify(mark.body)}`);
        }
      }
      marked.push(
        `${language} (${version}): ${KNOWN} known, ${LEARNING} learning of ${lemmas.length} lemmas${blank.length === 0 ? "" : ` (${blank.length} blank lemma${blank.length === 1 ? "" : "s"} ${JSON.stringify(blank)} left: learning.mark refuses them)`}`,
      );
    }
    return { cookies: await context.cookies(), marked };
  } finally {
    await context.close();
  }
}

type View = "off" | "on";
type Run = { load: number; coloured?: number; takeover?: number; move: number; longest: number };

try {
  const reader = await markedReader(browser);
  console.log(`signed-in reader, word states marked through POST /api/learning/states: ${reader.marked.join("; ")}`);

  /** One load of Psalm 119 by the signed-in reader with the learning view `view`, and the in-app move to it. */
  async function measure(view: View): Promise<Run> {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await context.addCookies(reader.cookies);
    await context.addInitScript(
      ({ languages, view }) => {
        localStorage.setItem("readerLanguages", JSON.stringify(languages));
        localStorage.setItem("learningView", view);
      },
      { languages: LANGUAGES, view },
    );
    await context.addInitScript(INSTRUMENT);

    await page.goto(`${server.url}/lire?book=Psalms&chapter=119`);
    const load = await painted(page);
    const colouredAt = view === "on" ? await coloured(page) : undefined;
    const takeover = await takenOver(page);

    // In-app: Psalm 118 then 'Chapitre suivant', timed from the click.
    await page.goto(`${server.url}/lire?book=Psalms&chapter=118`);
    await page.waitForSelector("[data-testid=reader-columns] tbody tr");
    await page.evaluate(() => {
      window.benchPainted = undefined;
    });
    const clickedAt = await page.evaluate(() => {
      const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === "Chapitre suivant");
      const at = performance.now();
      button?.click();
      return at;
    });
    const move = (await painted(page)) - clickedAt;
    const longest = Math.max(0, ...(await page.evaluate(() => window.benchLongTasks ?? [])));
    await context.close();
    return {
      load,
      move,
      longest,
      ...(colouredAt === undefined ? {} : { coloured: colouredAt }),
      ...(takeover === undefined ? {} : { takeover }),
    };
  }

  const runs: Record<View, Run[]> = { off: [], on: [] };
  for (let run = 1; run <= RUNS; run++) {
    // In turns, the first of each pair changing: neither view always meets the warmer server or the busier moment.
    const order: View[] = run % 2 === 1 ? ["off", "on"] : ["on", "off"];
    const line: string[] = [];
    for (const view of order) {
      const result = await measure(view);
      runs[view].push(result);
      line.push(
        `view ${view}: 3 columns painted ${ms(result.load)}${result.coloured === undefined ? "" : `, coloured ${ms(result.coloured)}`}${result.takeover === undefined ? " (by the app)" : `, app took over ${ms(result.takeover)}`}, 118 -> 119 in app ${ms(result.move)}`,
      );
    }
    console.log(`run ${run}: ${line.join("; ")}`);
  }
  const loads = runs.off.map((r) => r.load);
  const moves = runs.off.map((r) => r.move);
  const longest = runs.off.map((r) => r.longest);
  const takeovers = runs.off.flatMap((r) => (r.takeover === undefined ? [] : [r.takeover]));

  // The anchor: the painted page as static HTML (no scripts, same CSS) from a bare Node server.
  const snapshot = await (async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await context.addCookies(reader.cookies);
    await context.addInitScript((languages) => {
      localStorage.setItem("readerLanguages", JSON.stringify(languages));
      localStorage.setItem("learningView", "off");
    }, LANGUAGES);
    await context.addInitScript(INSTRUMENT);
    await page.goto(`${server.url}/lire?book=Psalms&chapter=119`);
    await painted(page);
    await takenOver(page);
    const html = (await page.content())
      .replace(/<script\b[\s\S]*?<\/script>/g, "")
      .replace(/<link[^>]+modulepreload[^>]*>/g, "");
    await context.close();
    return html;
  })();
  const dist = join(REPO_ROOT, "apps/web/dist");
  const anchor = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    if (path === "/") {
      response.writeHead(200, { "content-type": "text/html" });
      response.end(snapshot);
      return;
    }
    const file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404);
      response.end();
      return;
    }
    response.writeHead(200, { "content-type": file.endsWith(".css") ? "text/css" : "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((listening) => anchor.listen(0, "127.0.0.1", listening));
  const anchorUrl = `http://127.0.0.1:${(anchor.address() as AddressInfo).port}/`;
  const anchorLoads: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await context.addInitScript(INSTRUMENT);
    await page.goto(anchorUrl);
    anchorLoads.push(await painted(page));
    await context.close();
  }
  anchor.close();

  // A double-click on the first word of verse 176 in the third (Arabic) column.
  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  await context.addCookies(reader.cookies);
  await context.addInitScript((languages) => {
    localStorage.setItem("readerLanguages", JSON.stringify(languages));
  }, LANGUAGES);
  await page.goto(`${server.url}/lire?book=Psalms&chapter=119`);
  const target = page.locator(`[data-testid=reader-columns] tr[data-verse="${VERSES}"] td[data-language="arabic"]`);
  await target.scrollIntoViewIfNeeded();
  const point = await target.evaluate((td) => {
    const text = td.querySelector("[data-word-context]")?.firstChild;
    if (!text?.textContent) throw new Error("no text in the last verse");
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, Math.max(1, text.textContent.search(/\s/)));
    const rect = range.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  });
  // Listeners first (awaited), then the click: input and evaluation travel on separate channels.
  await page.evaluate(() => {
    let start = 0;
    let event = 0;
    window.addEventListener(
      "dblclick",
      () => {
        start = performance.now();
      },
      { capture: true, once: true },
    );
    window.addEventListener(
      "wordSelected",
      () => {
        event = performance.now() - start;
      },
      { once: true },
    );
    const observer = new MutationObserver(() => {
      if (!document.querySelector("[data-testid=word-dialog]")) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => {
          document.body.dataset.benchDoubleClick = JSON.stringify({ event, dialog: performance.now() - start });
        }),
      );
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.mouse.dblclick(point.x, point.y);
  const raw = await page.waitForFunction(() => document.body.dataset.benchDoubleClick, undefined, { timeout: 10_000 });
  const { event, dialog }: { event: number; dialog: number } = JSON.parse(String(await raw.jsonValue()));
  await context.close();

  const on = runs.on.map((r) => r.load);
  const colours = runs.on.flatMap((r) => (r.coloured === undefined ? [] : [r.coloured]));
  const onTakeovers = runs.on.flatMap((r) => (r.takeover === undefined ? [] : [r.takeover]));
  console.log("");
  console.log(
    `navigation -> last of 3 columns painted (Psalm 119, ${VERSES} verses, signed-in reader), min / median / max of ${RUNS} (target < 300 ms):`,
  );
  console.log(`  learning view off: ${spread(loads)} ms`);
  console.log(
    `  learning view on:  ${spread(on)} ms (median ${median(on) - median(loads) >= 0 ? "+" : ""}${(median(on) - median(loads)).toFixed(0)} ms against off); its colours on the ${LEARNT.join(" and ")} columns at ${spread(colours)} ms`,
  );
  console.log(
    takeovers.length === 0 && onTakeovers.length === 0
      ? "  painted by the app itself in every run (nothing drawn before it)"
      : `  drawn before the app (features/reader/early/draw.ts) in ${takeovers.length} + ${onTakeovers.length} of ${RUNS} + ${RUNS} runs (off + on); the app's own table took over at ${spread(takeovers)} ms off, ${spread(onTakeovers)} ms on`,
  );
  console.log(`  anchor, the same page as static HTML from a bare Node server: ${spread(anchorLoads)} ms`);
  console.log(
    `in-app Psalm 118 -> 119 ('Chapitre suivant'): view off ${spread(moves)} ms, view on ${spread(runs.on.map((r) => r.move))} ms`,
  );
  console.log(
    `longest main-thread task per run: view off ${longest.map(ms).join(", ")}; view on ${runs.on.map((r) => ms(r.longest)).join(", ")}`,
  );
  console.log(
    `double-click on a word of verse ${VERSES} (3rd column): wordSelected after ${ms(event)}, dialog painted after ${ms(dialog)}`,
  );
  // The figures scale with what else the machine runs: say how busy it was.
  console.log(`reader-render: ${machineLoad()}`);
} finally {
  await browser.close();
  await server.stop();
}
