/**
 * Screenshots of the built app served by the real server, for looking at the design: desktop and
 * mobile widths, French, English and Arabic, light and dark.
 * Usage: pnpm --filter @bible/web screenshots [output dir] (build first: pnpm --filter @bible/web build)
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { DESKTOP, launchBrowser, MOBILE, newPage } from "../e2e/support/browser";
import { wordCentre } from "../e2e/support/passage";
import { startServer } from "../e2e/support/server";

const outDir = resolve(process.argv[2] ?? ".tmp/screenshots");
mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  const shots: {
    name: string;
    path: string;
    language: string;
    theme: "light" | "dark";
    mobile: boolean;
    signedIn?: boolean;
  }[] = [];
  for (const language of ["french", "english", "arabic"]) {
    for (const theme of ["light", "dark"] as const) {
      for (const mobile of [false, true]) shots.push({ name: "home", path: "/", language, theme, mobile });
    }
  }
  shots.push({ name: "signin", path: "/connexion", language: "french", theme: "light", mobile: false });
  shots.push({ name: "signin", path: "/connexion", language: "arabic", theme: "dark", mobile: true });
  shots.push({ name: "account", path: "/", language: "french", theme: "light", mobile: false, signedIn: true });
  shots.push({ name: "account", path: "/", language: "english", theme: "dark", mobile: true, signedIn: true });
  shots.push({ name: "notfound", path: "/nulle-part", language: "french", theme: "light", mobile: false });

  for (const shot of shots) {
    const { context, page } = await newPage(browser, {
      viewport: shot.mobile ? MOBILE : DESKTOP,
      colorScheme: shot.theme,
      isMobile: shot.mobile,
      hasTouch: shot.mobile,
    });
    await context.addInitScript((language) => localStorage.setItem("preferredLanguage", language), shot.language);
    if (shot.signedIn) {
      const email = `capture.${Date.now()}.${shot.theme}@example.com`;
      await context.request.post(`${server.url}/api/auth/signup`, {
        data: { email, password: "screenshots only", firstName: "Marie" },
      });
    }
    await page.goto(`${server.url}${shot.path}`);
    await page.waitForLoadState("networkidle");
    const file = `${outDir}/${shot.name}-${shot.language}-${shot.theme}-${shot.mobile ? "mobile" : "desktop"}.png`;
    await page.screenshot({ path: file, fullPage: !shot.mobile });
    console.log(file);
    if (shot.name === "home" && (shot.theme === "dark") === (shot.language === "arabic")) {
      const point = await wordCentre(page, 1, "commencement");
      await page.mouse.dblclick(point.x, point.y);
      await page.getByTestId("word-definition").waitFor();
      await page.waitForTimeout(400);
      const dialogFile = file.replace(".png", "-word.png");
      await page.screenshot({ path: dialogFile });
      console.log(dialogFile);
      await page.keyboard.press("Escape");
      if (!shot.mobile) {
        await page.getByTestId("version-picker").click();
        await page.getByRole("listbox").waitFor();
        await page.waitForTimeout(300);
        const pickerFile = file.replace(".png", "-versions.png");
        await page.screenshot({ path: pickerFile });
        console.log(pickerFile);
        await page.keyboard.press("Escape");
      }
    }
    if (shot.mobile && (shot.name === "home" || shot.name === "account")) {
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
