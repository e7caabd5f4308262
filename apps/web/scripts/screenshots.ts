/**
 * Screenshots of the built app served by the real server, for looking at the design: desktop and
 * mobile widths, French, English and Arabic, light and dark.
 * Usage: pnpm --filter @bible/web screenshots [output dir] (build first: pnpm --filter @bible/web build)
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { DESKTOP, launchBrowser, MOBILE, newPage } from "../e2e/support/browser";
import { startServer } from "../e2e/support/server";

const outDir = resolve(process.argv[2] ?? ".tmp/screenshots");
mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  const shots: { name: string; path: string; language: string; theme: "light" | "dark"; mobile: boolean }[] = [];
  for (const language of ["french", "english", "arabic"]) {
    for (const theme of ["light", "dark"] as const) {
      for (const mobile of [false, true]) shots.push({ name: "home", path: "/", language, theme, mobile });
    }
  }
  shots.push({ name: "signin", path: "/connexion", language: "french", theme: "light", mobile: false });
  shots.push({ name: "signin", path: "/connexion", language: "arabic", theme: "dark", mobile: true });
  shots.push({ name: "notfound", path: "/nulle-part", language: "french", theme: "light", mobile: false });

  for (const shot of shots) {
    const { context, page } = await newPage(browser, {
      viewport: shot.mobile ? MOBILE : DESKTOP,
      colorScheme: shot.theme,
      isMobile: shot.mobile,
      hasTouch: shot.mobile,
    });
    await context.addInitScript((language) => localStorage.setItem("preferredLanguage", language), shot.language);
    await page.goto(`${server.url}${shot.path}`);
    await page.waitForLoadState("networkidle");
    const file = `${outDir}/${shot.name}-${shot.language}-${shot.theme}-${shot.mobile ? "mobile" : "desktop"}.png`;
    await page.screenshot({ path: file, fullPage: !shot.mobile });
    console.log(file);
    if (shot.mobile && shot.name === "home") {
      await page.getByTestId("mobile-menu-toggle").click();
      const menuFile = file.replace("-mobile.png", "-mobile-menu.png");
      await page.screenshot({ path: menuFile });
      console.log(menuFile);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
