import { type FakeOpenAi, startFakeOpenAi } from "@bible/api/testing";
import axe from "axe-core";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { fakeModel, signedInPage } from "./support/pages";
import { type PagesSeed, seedPagesData } from "./support/pages-seed";
import { type RunningServer, startServer } from "./support/server";

// axe-core's browser bundle, injected into each page as it is (the same rules in CI as on a developer's machine).
const AXE_SOURCE = axe.source;

let fake: FakeOpenAi;
let server: RunningServer;
let seed: PagesSeed;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.respond(fakeModel);
  let seeded: PagesSeed | undefined;
  server = await startServer({
    versions: ["LSG", "KJV", "SVD"],
    seed: async (database) => {
      seeded = await seedPagesData(database);
    },
    env: { AI_PROVIDER: "openai", OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: "e2e", OPENAI_MODEL: "fake-model" },
  });
  if (!seeded) throw new Error("the pages seed did not run");
  seed = seeded;
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

type Violation = { id: string; impact: string | null; help: string; nodes: string[] };

/** The critical and serious axe violations of the page as it stands (WCAG 2.x A and AA rules, best practices). */
async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations as {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: string[]; html: string }[];
    }[];
  });
  return violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`),
    }));
}

const THREE_LANGUAGES = {
  selectedLanguages: ["french", "english", "arabic"],
  languageVersionMap: { french: "LSG", english: "KJV", arabic: "SVD" },
};

type Visit = {
  name: string;
  path: string;
  ready: (page: Page) => Promise<unknown>;
  open?: (page: Page) => Promise<void>;
};

const main = (page: Page) => page.locator("main").first().waitFor();

const PAGES: Visit[] = [
  { name: "home", path: "/", ready: (page) => page.getByTestId("passage-text").first().waitFor() },
  {
    name: "reader, three languages",
    path: "/lire?book=Psalms&chapter=23",
    ready: (page) => page.locator("[data-testid=reader-columns], [data-testid=reader-single]").first().waitFor(),
  },
  {
    name: "reader, word dialog open",
    path: "/lire?book=Genesis&chapter=1",
    // A signed-in reader's columns are the ones of their preferences (French alone for this seed).
    ready: (page) => page.locator("[data-testid=reader-columns], [data-testid=reader-single]").first().waitFor(),
    open: async (page) => {
      // The second word of the French verse 1, double-clicked where it is drawn.
      const point = await page.evaluate(() => {
        const node = (
          document.querySelector('tr[data-verse="1"] td[data-language="french"] [data-word-context]') ??
          document.querySelector('[data-testid="reader-single"] [data-verse="1"] [data-word-context]')
        )?.firstChild;
        if (!(node instanceof Text)) throw new Error("no French verse 1");
        const start = node.data.indexOf(" ") + 1;
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, node.data.indexOf(" ", start));
        const rect = range.getBoundingClientRect();
        return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      });
      await page.mouse.dblclick(point.x, point.y);
      await page.getByTestId("word-dialog").waitFor();
      await page.waitForTimeout(500);
    },
  },
  { name: "vocabulary", path: "/vocabulaire", ready: main },
  { name: "library", path: "/bibliotheque", ready: main },
  { name: "community", path: "/communaute", ready: (page) => page.getByTestId("question-card").first().waitFor() },
  { name: "sources", path: "/sources", ready: (page) => page.locator("table").first().waitFor() },
  { name: "sign-in", path: "/connexion", ready: (page) => page.locator("form").first().waitFor() },
  { name: "404", path: "/nulle-part", ready: main },
];

type Setting = { signedIn: boolean; theme: "light" | "dark"; language: "french" | "arabic" };

// Every dimension both ways, each pair of values together at least once (signed in/out × light/dark × fr/ar).
const SETTINGS: Setting[] = [
  { signedIn: false, theme: "light", language: "french" },
  { signedIn: false, theme: "dark", language: "arabic" },
  { signedIn: true, theme: "dark", language: "french" },
  { signedIn: true, theme: "light", language: "arabic" },
];

describe.each(SETTINGS)("axe, signed in: $signedIn, $theme theme, $language interface", (setting) => {
  it("finds no critical or serious violation on any page", async () => {
    // The app's CSP forbids inline scripts, axe's included: the test context lets it in.
    const { context, page } = setting.signedIn
      ? await signedInPage(browser, server.url, seed.alice, { bypassCSP: true })
      : await newPage(browser, { bypassCSP: true });
    await context.addInitScript(
      ({ theme, language, languages }) => {
        localStorage.setItem("theme", theme);
        localStorage.setItem("preferredLanguage", language);
        if (!localStorage.getItem("readerLanguages"))
          localStorage.setItem("readerLanguages", JSON.stringify(languages));
      },
      { theme: setting.theme, language: setting.language, languages: THREE_LANGUAGES },
    );
    const found: Record<string, Violation[]> = {};
    for (const visit of PAGES) {
      await page.goto(`${server.url}${visit.path}`);
      if (setting.signedIn && setting.language === "arabic" && visit.path === "/") {
        // A reader's interface language is the one of their preferences: chosen once from the menu.
        await page.getByTestId("language-menu").click();
        await page.getByRole("menuitemradio", { name: "العربية" }).click();
      }
      await visit.ready(page);
      await page.locator(`html[dir="${setting.language === "arabic" ? "rtl" : "ltr"}"]`).waitFor();
      await visit.open?.(page);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[visit.name] = violations;
    }
    expect(found).toEqual({});
    await context.close();
  }, 240_000);
});
