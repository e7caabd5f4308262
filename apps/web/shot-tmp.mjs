import { chromium } from "playwright-core";
const base = process.env.URL ?? "http://127.0.0.1:3300";
const cases = JSON.parse(process.argv[2]);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const { ui, columns, book, chapter, verse, lang, word, name } of cases) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" });
  await context.addInitScript(({ ui, columns }) => {
    localStorage.setItem("preferredLanguage", ui);
    localStorage.setItem("readerLanguages", JSON.stringify(columns));
  }, { ui, columns });
  const page = await context.newPage();
  await page.goto(`${base}/lire?book=${encodeURIComponent(book)}&chapter=${chapter}`);
  const sel = `[data-testid="reader-columns"] [data-verse="${verse}"] [data-language="${lang}"] [data-word-context]`;
  await page.waitForFunction(({ sel, word }) => document.querySelector(sel)?.textContent?.includes(word), { sel, word }, { timeout: 30000 });
  const point = await page.evaluate(({ sel, word }) => {
    const block = document.querySelector(sel); const node = block.firstChild;
    block.scrollIntoView({ block: "center" });
    const start = node.data.indexOf(word); const range = document.createRange();
    range.setStart(node, start); range.setEnd(node, start + word.length);
    const r = range.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, { sel, word });
  await page.mouse.dblclick(point.x, point.y);
  const dialog = page.getByTestId("word-dialog");
  try { await dialog.getByTestId("word-definition").waitFor({ timeout: 30000 }); } catch {}
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  console.log(name, (await dialog.innerText().catch(() => "?")).replace(/\n+/g, " | ").slice(0, 600));
  await context.close();
}
await browser.close();
