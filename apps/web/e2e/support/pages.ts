import type { ChatRequest, FakeReply } from "@bible/api/testing";
import { valueFromSchema } from "@bible/api/testing";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { expect } from "vitest";
import { newPage } from "./browser";
import type { SeededUser } from "./pages-seed";

/** A browser context signed in as `user` through the session cookie the seed opened. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  user: SeededUser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, options);
  await opened.context.addCookies([{ name: "session", value: user.sessionToken, url: baseUrl }]);
  return opened;
}

/** Signs in, or up (a new account), through the sign-in page's form, and waits for the account menu. */
export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  email: string,
  mode: "signin" | "signup" = "signup",
): Promise<void> {
  await page.goto(`${baseUrl}/connexion?mode=${mode}`);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe").fill("correct horse battery");
  await page.getByTestId("auth-submit").click();
  await page.getByTestId("account-menu").waitFor();
}

/** The home page's reading version, from its reference line ('Psaumes 23:1-6 - LSG'). */
export async function homeVersion(page: Page): Promise<string | undefined> {
  const text = await page.getByTestId("passage-reference").textContent();
  return text?.split(" - ").at(-1);
}

/** The reader's first column: its language and version. */
export async function firstColumn(page: Page): Promise<{ language: string | null; version: string | null }> {
  const column = page.locator("[data-testid=reader-single], [data-testid=reader-columns] td[data-language]").first();
  await column.waitFor();
  return { language: await column.getAttribute("data-language"), version: await column.getAttribute("data-version") };
}

export async function switchToEnglish(page: Page) {
  await page.getByTestId("language-menu").click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await page.locator('html[lang="en"]').waitFor();
}

/** Marks the document so a test can tell an in-place update from a full page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dataset.e2eMark = "same-document";
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.e2eMark === "same-document");
}

/** The JSON answer of a same-origin request made by the page itself (its cookies, its Origin). */
export async function pageFetch(
  page: Page,
  path: string,
  init: { method: string; body?: unknown },
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init.method,
        credentials: "include",
        headers: init.body === undefined ? {} : { "Content-Type": "application/json" },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: keep the text.
      }
      return { status: response.status, body };
    },
    { path, init },
  );
}

/**
 * What the server has, asked from outside the browser (which may be offline) with the session of `context`: GET
 * `path`, answered 200.
 */
export async function serverAnswer<T>(context: BrowserContext, baseUrl: string, path: string): Promise<T> {
  const cookies = await context.cookies(baseUrl);
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/**
 * Waits until the app's service worker controls the page (a context with `serviceWorkers: "allow"`): it is
 * registered once the page has loaded, and its first install takes the page over (clients.claim).
 */
export async function serviceWorkerControls(page: Page, baseUrl: string): Promise<void> {
  // Waited for in the page (not `eventually`, which only runs inside a test): usable in a beforeAll too.
  await page.waitForFunction((url) => navigator.serviceWorker.controller?.scriptURL === url, `${baseUrl}/sw.js`, {
    timeout: 90_000,
  });
}

const WORDS: Record<string, { definition: string; type: string; translation: string; pronunciation: string }> = {
  lumière: {
    definition: "Ce qui éclaire et rend les choses visibles.",
    type: "nom féminin",
    translation: "light",
    pronunciation: "/ly.mjɛʁ/",
  },
  ténèbres: {
    definition: "Obscurité profonde, absence de lumière.",
    type: "nom féminin pluriel",
    translation: "darkness",
    pronunciation: "/te.nɛbʁ/",
  },
};

export const QA_ANSWER =
  "Le mot **firmament** traduit l'hébreu *raqia*, une voûte qui sépare les eaux d'en haut de celles d'en bas.";

/** What the fake OpenAI-compatible model answers: word definitions and chapter questions the tests can check. */
export function fakeModel(request: ChatRequest): FakeReply {
  const user = request.messages.find((m) => m.role === "user")?.content ?? "";
  if (request.schemaName === "word_definition") {
    const word = /Word: <<<(.*?)>>>/.exec(user)?.[1] ?? "";
    const known = WORDS[word];
    const sentence = /Sentence: <<<([\s\S]*?)>>>/.exec(user)?.[1] ?? "";
    return {
      json: {
        word,
        definition: known?.definition ?? `Définition de ${word}.`,
        context: sentence,
        grammaticalType: known?.type ?? "nom",
        infinitive: null,
        pronunciation: known?.pronunciation ?? "/.../",
        translation: known?.translation ?? word,
        conjugations: null,
        hebrew: null,
        hebrewPhonetic: null,
        hebrewExplanation: null,
        aramaic: null,
        aramaicPhonetic: null,
        aramaicExplanation: null,
      },
    };
  }
  if (request.schemaName === "question_answer") {
    return { json: { onTopic: true, category: "language", answer: QA_ANSWER } };
  }
  return { json: valueFromSchema(request.schema) };
}

/** What a reader opening /lire in a fresh browser has chosen: theme, interface language, columns and their versions. */
export type ReaderSetting = {
  theme?: "light" | "dark";
  /** The interface language ('french', 'arabic'…). */
  language?: string;
  /** The columns' language ids, in order, each with its version. */
  columns: readonly { language: string; version: string }[];
};

/**
 * A new page whose browser keeps `setting` (set once: a later change in the page stays, as a reader's would), opened
 * at `path` (a /lire passage); `options` for its browser context (`serviceWorkers: "allow"` for the offline tests).
 */
export async function openReaderColumns(
  browser: Browser,
  baseUrl: string,
  path: string,
  setting: ReaderSetting,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, options);
  await opened.context.addInitScript(
    ({ theme, language, columns }) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      if (theme) localStorage.setItem("theme", theme);
      if (language) localStorage.setItem("preferredLanguage", language);
      localStorage.setItem(
        "readerLanguages",
        JSON.stringify({
          selectedLanguages: columns.map((c) => c.language),
          languageVersionMap: Object.fromEntries(columns.map((c) => [c.language, c.version])),
        }),
      );
    },
    { theme: setting.theme, language: setting.language, columns: setting.columns },
  );
  await opened.page.goto(`${baseUrl}${path}`);
  return opened;
}
