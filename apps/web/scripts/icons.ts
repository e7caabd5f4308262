/**
 * The app's PNG icons (issue 34: the sizes browsers and stores ask for), drawn from public/favicon.svg by
 * Chromium: public/icons/icon-{192,512}.png (the icon as it is) and maskable-512.png (the blue to the edges, the
 * book inside the safe zone, the middle 80%, that Android's masks never cut). Committed; run again when the
 * favicon changes: pnpm --filter @bible/web icons
 */
import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { launchBrowser } from "../e2e/support/browser";

const publicDir = resolve(import.meta.dirname, "../public");
const outDir = resolve(publicDir, "icons");
mkdirSync(outDir, { recursive: true });
const favicon = readFileSync(resolve(publicDir, "favicon.svg"), "utf8");
const BLUE = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
if (!BLUE) throw new Error("favicon.svg has no filled background <rect>");
// The glyph alone (what follows the background rect), for the maskable icon.
const glyph = favicon.replace(/^[\s\S]*?<rect[^>]*\/>/, "").replace(/<\/svg>\s*$/, "");

function page(svg: string, size: number): string {
  return `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:${size}px;height:${size}px">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</div></body></html>`;
}

// 32×32 viewBox; the glyph spans x 8–24, y 9–24: scaled by 0.75 around the centre it stays within the middle 80%.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BLUE}"/><g transform="translate(16 16.5) scale(0.75) translate(-16 -16.5)">${glyph}</g></svg>`;

const browser = await launchBrowser();
try {
  const shots = [
    { file: "icon-192.png", svg: favicon, size: 192 },
    { file: "icon-512.png", svg: favicon, size: 512 },
    { file: "maskable-512.png", svg: maskable, size: 512 },
  ];
  for (const { file, svg, size } of shots) {
    const tab = await browser.newPage({ viewport: { width: size, height: size } });
    await tab.setContent(page(svg, size));
    await tab.screenshot({
      path: resolve(outDir, file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await tab.close();
    console.log(`${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
