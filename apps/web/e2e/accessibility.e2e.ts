import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { createCaller, createContext } from "@bible/api";
import { type FakeOpenAi, startFakeOpenAi } from "@bible/api/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations, type Violation } from "./support/axe";
import { launchBrowser, newPage } from "./support/browser";
import { fakeModel, pageFetch, signedInPage } from "./support/pages";
import { type PagesSeed, seedPagesData } from "./support/pages-seed";
import { REPO_ROOT, type RunningServer, startServer } from "./support/server";

const THREE_LANGUAGES = {
  selectedLanguages: ["french", "english", "arabic"],
  languageVersionMap: { french: "LSG", english: "KJV", arabic: "SVD" },
};

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
      // Alice reads three languages, so her reader shows three columns like a guest's below.
      const alice = createCaller(await createContext({ db: database.db, sessionToken: seeded.alice.sessionToken }));
      await alice.preferences.update(THREE_LANGUAGES);
    },
    env: { AI_PROVIDER: "openai", OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: "e2e", OPENAI_MODEL: "fake-model" },
  });
  if (!seeded) throw new Error("the pages seed did not run");
  seed = seeded;
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

type Setting = { signedIn: boolean; theme: "light" | "dark"; language: "french" | "arabic" };

type Visit = {
  name: string;
  path: (setting: Setting) => string;
  /** Resolves once the page shows what axe is meant to check (not a skeleton, an empty list or a prompt by mistake). */
  ready: (page: Page, setting: Setting) => Promise<unknown>;
};

const visible = (page: Page, testId: string) => page.getByTestId(testId).first().waitFor();

async function atLeast(page: Page, selector: string, count: number) {
  await expect.poll(() => page.locator(selector).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
}

/** Double-clicks the second word of the French verse 1 where it is drawn and waits for its definition. */
async function openWordDialog(page: Page) {
  const point = await page.evaluate(() => {
    const node = document.querySelector(
      'tr[data-verse="1"] td[data-language="french"] [data-word-context]',
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
  const dialog = page.getByTestId("word-dialog");
  await dialog.waitFor();
  await dialog.getByText(/^Définition de /).waitFor();
  await page.waitForTimeout(300);
}

// Each page as a reader meets it; a guest sees the sign-in prompt where an account is needed.
const PAGES: Visit[] = [
  { name: "home", path: () => "/", ready: (page) => visible(page, "passage-text") },
  {
    name: "reader, three languages",
    path: () => "/lire?book=Psalms&chapter=23",
    ready: (page) => atLeast(page, 'tr[data-verse="1"] td[data-language]', 3),
  },
  {
    name: "reader, word dialog open",
    path: () => "/lire?book=Genesis&chapter=1",
    ready: async (page) => {
      await atLeast(page, 'tr[data-verse="1"] td[data-language]', 3);
      await openWordDialog(page);
    },
  },
  {
    name: "vocabulary",
    path: () => "/vocabulaire",
    ready: (page, { signedIn }) => visible(page, signedIn ? "word-card" : "sign-in-prompt"),
  },
  {
    name: "review",
    path: () => "/revision",
    ready: async (page, { signedIn }) => {
      if (!signedIn) return visible(page, "sign-in-prompt");
      // Alice's word has its cards due today: the session shows one, then its answer and the grades.
      await page.getByTestId("review-show").click();
      await visible(page, "review-answer");
      await visible(page, "grade-4");
    },
  },
  {
    name: "search, with results",
    path: ({ language }) => `/recherche?q=${encodeURIComponent(language === "arabic" ? "الرب" : "berger")}`,
    ready: (page) => atLeast(page, "[data-testid=search-results] li", 3),
  },
  {
    name: "library",
    path: () => "/bibliotheque",
    ready: async (page, { signedIn }) => {
      if (!signedIn) return visible(page, "sign-in-prompt");
      await page.locator("main h1").first().waitFor();
    },
  },
  { name: "community", path: () => "/communaute", ready: (page) => visible(page, "question-card") },
  { name: "sources", path: () => "/sources", ready: (page) => atLeast(page, "table tbody tr", 3) },
  {
    name: "sign-in, with its field errors",
    path: () => "/connexion",
    ready: async (page) => {
      // Sent empty: each field says what is missing, in red text that must stay readable.
      await page.getByTestId("auth-submit").click();
      await atLeast(page, 'form p[id$="-error"]', 2);
    },
  },
  { name: "forgot password", path: () => "/mot-de-passe-oublie", ready: (page) => visible(page, "forgot-submit") },
  {
    name: "reset link, not valid",
    path: () => "/nouveau-mot-de-passe",
    ready: (page) => visible(page, "link-invalid"),
  },
  { name: "404", path: () => "/nulle-part", ready: (page) => page.locator("main h1").first().waitFor() },
];

// Every combination: signed in and out, light and dark, French and Arabic (8 runs of every page).
const SETTINGS: Setting[] = [false, true].flatMap((signedIn) =>
  (["light", "dark"] as const).flatMap((theme) =>
    (["french", "arabic"] as const).map((language) => ({ signedIn, theme, language })),
  ),
);

// A look at the pages this suite's fixes touched (the window, not the whole page: the suite stays quick).
const SCREENSHOTS = join(REPO_ROOT, ".tmp/screenshots/accessibility");
const SHOT = new Set(["home", "review", "reader, word dialog open"]);

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
    const dir = setting.language === "arabic" ? "rtl" : "ltr";
    if (setting.signedIn) {
      // A reader's interface language is the primary language of their preferences (the one a previous setting
      // left would replace this device's choice once loaded): set on the server first, as the menu does.
      await page.goto(`${server.url}/nulle-part`);
      const primaryLanguage = setting.language === "arabic" ? "ar" : "fr";
      const saved = await pageFetch(page, "/api/user/preferences", { method: "PATCH", body: { primaryLanguage } });
      expect(saved.status).toBe(200);
    }
    const found: Record<string, Violation[]> = {};
    for (const visit of PAGES) {
      await page.goto(`${server.url}${visit.path(setting)}`);
      await page.locator(`html[dir="${dir}"]${setting.theme === "dark" ? ".dark" : ":not(.dark)"}`).waitFor();
      await visit.ready(page, setting);
      expect(await page.locator("html").getAttribute("dir"), visit.name).toBe(dir);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[visit.name] = violations;
      if (SHOT.has(visit.name)) {
        const file = `${visit.name.split(",")[0]}-${setting.signedIn ? "reader" : "guest"}-${setting.language}-${setting.theme}.png`;
        await page.screenshot({ path: join(SCREENSHOTS, file.replaceAll(" ", "-")) });
      }
    }
    expect(found).toEqual({});
    await context.close();
  }, 300_000);
});
