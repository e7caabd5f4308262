import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES } from "@bible/canon";
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, MOBILE, newPage, useBrowser } from "./support/browser";
import { pageFetch, signInThroughForm } from "./support/pages";
import { REPO_ROOT } from "./support/server";

// Small things a reader sees (issue 17, points 6 and 7), against the shared server (Louis Segond and the KJV).
const baseUrl = inject("baseUrl");
const browser = useBrowser();

function locale(code: string): Record<string, string> {
  return JSON.parse(readFileSync(join(REPO_ROOT, `packages/i18n/locales/${code}.json`), "utf8"));
}

describe("the interface in every language", () => {
  it("/sources names each licence in the interface language", async () => {
    const { context, page } = await newPage(browser());
    for (const language of LANGUAGES) {
      await page.goto(`${baseUrl}/sources`);
      await page.evaluate((id) => localStorage.setItem("preferredLanguage", id), language.id);
      await page.reload();
      await page.locator(`html[lang="${language.code}"]`).waitFor();
      const texts = locale(language.code);
      const row = (name: string) => page.locator("table tbody tr").filter({ hasText: name }).first();
      // Louis Segond is in the public domain, the NIV under copyright: both said in the reader's language.
      await expect
        .poll(() => row("Louis Segond").locator("td").nth(2).textContent(), { timeout: 15_000 })
        .toBe(texts["sources.publicDomain"]);
      const copyrighted = await row("New International Version").locator("td").nth(2).textContent();
      expect(copyrighted, language.id).toBe(`© Biblica. ${texts["sources.copyrighted"]}`);
    }
    await context.close();
  });

  it("lays out every entry of the language menu alike, Arabic included: the flag, then the name", async () => {
    const { context, page } = await newPage(browser());
    await page.goto(baseUrl);
    await page.getByTestId("language-menu").click();
    const items = page.getByRole("menuitemradio");
    await items.nth(LANGUAGES.length - 1).waitFor();
    const layout = await items.evaluateAll((elements) =>
      elements.map((item) => {
        const flag = item.querySelector("[data-flag]")?.getBoundingClientRect();
        const name = item.querySelector("span[lang]")?.getBoundingClientRect();
        return { name: item.textContent, flagFirst: !!flag && !!name && flag.right <= name.left, left: flag?.left };
      }),
    );
    expect(layout.filter((entry) => !entry.flagFirst)).toEqual([]);
    // The flags line up in one column.
    expect(new Set(layout.map((entry) => Math.round(entry.left ?? 0))).size).toBe(1);
    await context.close();
  });
});

describe("a signed-in reader's vocabulary and review", () => {
  it("keeps the word whole beside its type badge, and the Arabic review bar grows from the right", async () => {
    const { context, page } = await newPage(browser());
    await signInThroughForm(page, baseUrl, `details.${Date.now()}@example.com`);
    for (const word of ["commencement", "ténèbres"]) {
      const added = await pageFetch(page, "/api/vocabulary", {
        method: "POST",
        body: {
          word,
          language: "fr",
          context: `Au [${word}]`,
          grammaticalInfo: { type: "nom masculin singulier", translation: "beginning" },
        },
      });
      expect(added.status).toBe(200);
    }
    // A phone's width, where the word and its badge share the least room.
    await page.setViewportSize(MOBILE);
    await page.goto(`${baseUrl}/vocabulaire`);
    const heading = page.getByTestId("word-card").getByRole("heading", { name: "commencement", exact: true });
    await heading.waitFor();
    // One line: the word is not broken inside, in the font families readers' systems commonly give (the machine
    // installs them: scripts/test.sh), and in the browser's own choice.
    for (const family of [null, "Noto", "DejaVu", "Liberation"]) {
      await page.evaluate((name) => {
        document.getElementById("font-under-test")?.remove();
        if (!name) return;
        const style = document.createElement("style");
        style.id = "font-under-test";
        style.textContent = `body, body * { font-family: "${name} Sans" !important }
          body .font-serif, body .font-serif * { font-family: "${name} Serif" !important }`;
        document.head.append(style);
      }, family);
      const lines = await heading.evaluate((h) => {
        const lineHeight = Number.parseFloat(getComputedStyle(h).lineHeight);
        return Math.round(h.getBoundingClientRect().height / lineHeight);
      });
      expect(lines, family ?? "default fonts").toBe(1);
    }
    await page.setViewportSize(DESKTOP);

    await page.getByTestId("language-menu").click();
    await page.getByRole("menuitemradio", { name: "العربية" }).click();
    await page.locator('html[dir="rtl"]').waitFor();
    await page.goto(`${baseUrl}/revision`);
    await page.getByTestId("review-show").click();
    await page.getByTestId("grade-3").click();
    // The session's bar (the page also has the own schedule's).
    const bar = page.getByRole("progressbar", { name: "تقدّم الجلسة" });
    await expect
      .poll(async () => bar.evaluate((root) => root.firstElementChild?.getBoundingClientRect().width ?? 0))
      .toBeGreaterThan(0);
    const edges = await bar.evaluate((root) => {
      const outer = root.getBoundingClientRect();
      const inner = root.firstElementChild?.getBoundingClientRect();
      const style = root.firstElementChild ? getComputedStyle(root.firstElementChild) : undefined;
      return {
        right: Math.round((inner?.right ?? 0) - outer.right),
        leftGap: Math.round((inner?.left ?? 0) - outer.left),
        transform: style?.transform,
      };
    });
    // Anchored at the inline start (the right in Arabic), grown by its width: no slide in from the other side.
    expect(edges.right).toBe(0);
    expect(edges.leftGap).toBeGreaterThan(0);
    expect(edges.transform).toBe("none");
    await context.close();
  });
});
