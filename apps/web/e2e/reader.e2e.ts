import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type FakeOpenAi, startFakeOpenAi, valueFromSchema } from "@bible/api/testing";
import type { Browser, Locator, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, eventually, launchBrowser, MOBILE, newPage } from "./support/browser";
import { REPO_ROOT, type RunningServer, startServer } from "./support/server";

/** The value, which the test's setup guarantees; throws (failing the test) if it is missing. */
function defined<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new Error("expected a value");
  return value;
}

const SCREENSHOTS = join(REPO_ROOT, ".tmp/screenshots/reader");
/** How long the reader's checks wait for the page to settle. */
const READER_PATIENCE = 10_000;

const ANSWER =
  "Le **berger** conduit et protège. Voir [un commentaire](https://example.org/ps23) et [ceci](javascript:alert(1)). <b>brut</b>";
const EXPLANATION = {
  explanation: "Ce psaume chante la confiance du croyant guidé par Dieu comme par un berger.",
  keyThemes: ["La confiance", "La protection divine"],
  practicalApplication: "Se souvenir, dans les vallées sombres, que l'on n'est pas seul.",
};

const READER_VERSIONS = ["LSG", "KJV", "SYNOD", "SVD", "RV1909"];

const MISSING = "Passage non disponible - Le système le récupérera automatiquement";

let fake: FakeOpenAi;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  // Questions about football are off topic; other requests (word definitions) get a plain definition.
  fake.respond((request) => {
    const prompt = request.messages.map((m) => m.content).join("\n");
    if (request.schemaName === "question_answer") {
      return prompt.includes("football")
        ? { json: { onTopic: false, category: "other", answer: "" } }
        : // A pause long enough to see the spinner that replaces the submit button.
          { delayMs: 800, reply: { json: { onTopic: true, category: "theology", answer: ANSWER } } };
    }
    if (request.schemaName === "explanation") return { json: EXPLANATION };
    return { json: valueFromSchema(request.schema) };
  });
  // French, Russian (Synodal numbering placed on KJV slots by the installer), Arabic and English; the catalog
  // the server seeds at start lists NIV without installing it (copyrighted).
  server = await startServer({
    versions: READER_VERSIONS,
    env: {
      AI_PROVIDER: "openai",
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "fake-model",
      OPENAI_API_KEY: "test-key",
    },
  });
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const THREE_LANGUAGES = {
  selectedLanguages: ["french", "russian", "arabic"],
  languageVersionMap: { french: "LSG", russian: "SYNOD", arabic: "SVD" },
};

async function openReader(options: { path?: string; languages?: unknown; mobile?: boolean; language?: string } = {}) {
  const { context, page } = await newPage(browser, {
    viewport: options.mobile ? MOBILE : DESKTOP,
    isMobile: options.mobile ?? false,
    hasTouch: options.mobile ?? false,
  });
  await context.addInitScript(
    ({ languages, language }) => {
      if (languages && !localStorage.getItem("readerLanguages")) {
        localStorage.setItem("readerLanguages", JSON.stringify(languages));
      }
      if (language) localStorage.setItem("preferredLanguage", language);
    },
    { languages: options.languages ?? null, language: options.language ?? null },
  );
  await page.goto(`${server.url}${options.path ?? "/lire"}`);
  return { context, page };
}

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

function heading(page: Page): Locator {
  return page.getByTestId("reader-heading");
}

function searchOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

function columnHeaders(page: Page): Promise<(string | null)[]> {
  return page
    .locator("[data-testid=reader-columns] thead th[data-language]")
    .evaluateAll((ths) => ths.map((th) => th.getAttribute("data-language")));
}

function cell(page: Page, verse: number, language: string): Locator {
  return page.locator(`[data-testid=reader-columns] tr[data-verse="${verse}"] td[data-language="${language}"]`);
}

async function languagesCardItems(page: Page): Promise<(string | null)[]> {
  return page
    .locator("[data-language-item]")
    .evaluateAll((items) => items.map((i) => i.getAttribute("data-language-item")));
}

type WordDetail = { word: string; context: string; language: string };

/**
 * Double-clicks the first word of a cell's text and returns the wordSelected event it raised, with the word
 * as clicked. The listener is in place (awaited) before the click: input and evaluation are separate channels.
 */
async function doubleClickFirstWord(page: Page, target: Locator): Promise<WordDetail & { clicked: string }> {
  await page.evaluate(() => {
    delete document.body.dataset.wordSelected;
    window.addEventListener(
      "wordSelected",
      (event) => {
        document.body.dataset.wordSelected = JSON.stringify(event.detail);
      },
      { once: true },
    );
  });
  const point = await target.evaluate((td) => {
    const text = td.querySelector("[data-word-context]")?.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE || !text.textContent) throw new Error("no text");
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, text.textContent.search(/\s/));
    const rect = range.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2, word: range.toString() };
  });
  await page.mouse.dblclick(point.x, point.y);
  const raw = await page.waitForFunction(() => document.body.dataset.wordSelected, undefined, { timeout: 5000 });
  const detail: WordDetail = JSON.parse(String(await raw.jsonValue()));
  return { ...detail, clicked: point.word };
}

describe("/lire, the parallel reader", () => {
  it("opens Genesis 1 by default, picks a book and chapter, and keeps them in the URL across a reload", async () => {
    const { context, page } = await openReader();
    await eventually(() => searchOf(page), READER_PATIENCE).toEqual({ book: "Genesis", chapter: "1" });
    await eventually(() => heading(page).textContent(), READER_PATIENCE).toBe("Genèse 1");
    await eventually(() => page.getByTestId("reader-single").locator("li").count(), READER_PATIENCE).toBe(31);

    await choose(page, "Livre", "Psaumes");
    // Genesis 1 -> Psalms keeps chapter 1; then chapter 23.
    await eventually(() => searchOf(page), READER_PATIENCE).toEqual({ book: "Psalms", chapter: "1" });
    await choose(page, "Chapitre", "23");
    await eventually(() => heading(page).textContent(), READER_PATIENCE).toBe("Psaumes 23");
    expect(searchOf(page)).toEqual({ book: "Psalms", chapter: "23" });
    await eventually(
      () => page.getByTestId("reader-single").locator('li[data-verse="1"]').textContent(),
      READER_PATIENCE,
    ).toContain("L'Éternel est mon berger");

    // Changing the book to one without chapter 23 goes to chapter 1.
    await choose(page, "Livre", "Malachie");
    await eventually(() => searchOf(page), READER_PATIENCE).toEqual({ book: "Malachi", chapter: "1" });

    await page.reload();
    await eventually(() => heading(page).textContent(), READER_PATIENCE).toBe("Malachie 1");
    // A guest's position is kept locally (SPEC §3 lastReading) once the passage has loaded.
    await eventually(
      () => page.evaluate(() => JSON.parse(localStorage.getItem("lastReading") ?? "null")),
      READER_PATIENCE,
    ).toMatchObject({
      book: "Malachi",
      chapter: 1,
    });
    await page.goto(`${server.url}/lire`);
    await eventually(() => searchOf(page), READER_PATIENCE).toEqual({ book: "Malachi", chapter: "1" });
    await context.close();
  });

  it("crosses book boundaries and stops at both ends of the Bible", async () => {
    const { context, page } = await openReader({ path: "/lire?book=Malachi&chapter=4" });
    await eventually(() => heading(page).textContent(), READER_PATIENCE).toBe("Malachie 4");
    await page.getByRole("button", { name: "Chapitre suivant" }).click();
    await eventually(() => heading(page).textContent(), READER_PATIENCE).toBe("Matthieu 1");
    expect(searchOf(page)).toEqual({ book: "Matthew", chapter: "1" });
    await page.getByRole("button", { name: "Chapitre précédent" }).click();
    await eventually(() => heading(page).textContent(), READER_PATIENCE).toBe("Malachie 4");

    await page.goto(`${server.url}/lire?book=Genesis&chapter=1`);
    await eventually(() => heading(page).textContent(), READER_PATIENCE).toBe("Genèse 1");
    expect(await page.getByRole("button", { name: "Chapitre précédent" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Chapitre suivant" }).isDisabled()).toBe(false);

    await page.goto(`${server.url}/lire?book=Revelation&chapter=22`);
    await eventually(() => heading(page).textContent(), READER_PATIENCE).toBe("Apocalypse 22");
    expect(await page.getByRole("button", { name: "Chapitre suivant" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Chapitre précédent" }).click();
    await eventually(() => heading(page).textContent(), READER_PATIENCE).toBe("Apocalypse 21");
    await context.close();
  });

  it("keeps one 'Questions & Réponses' card and one explanation card whatever the chapter changes", async () => {
    const { context, page } = await openReader({ path: "/lire?book=Psalms&chapter=23" });
    await eventually(() => heading(page).textContent(), READER_PATIENCE).toBe("Psaumes 23");
    const steps = [
      ["Chapitre suivant", "Psaumes 24"],
      ["Chapitre suivant", "Psaumes 25"],
      ["Chapitre précédent", "Psaumes 24"],
    ] as const;
    for (const [button, expected] of steps) {
      await page.getByRole("button", { name: button }).click();
      await eventually(() => heading(page).textContent(), READER_PATIENCE).toBe(expected);
      await eventually(
        () => page.getByTestId("reader-single").locator('li[data-verse="1"]').count(),
        READER_PATIENCE,
      ).toBe(1);
      // The new chapter's cards may show their skeleton for a moment: one of each once they are there, never two.
      await eventually(() => page.getByTestId("questions-card").count(), READER_PATIENCE).toBe(1);
      await eventually(() => page.getByTestId("explanation-card").count(), READER_PATIENCE).toBe(1);
    }
    const label = await page.getByTestId("questions-card").getByRole("textbox").getAttribute("aria-label");
    expect(label).toContain("Psaumes 24");
    await context.close();
  });

  it("adds a second and third language, aligns Psalm 23 in French and Russian, reorders and switches views", async () => {
    const { context, page } = await openReader({ path: "/lire?book=Psalms&chapter=23" });
    await eventually(() => heading(page).textContent(), READER_PATIENCE).toBe("Psaumes 23");
    expect(await page.getByRole("button", { name: /Retirer la langue/ }).count()).toBe(0);

    await page.getByRole("button", { name: "Ajouter une langue" }).click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.getByRole("button", { name: /^Français/ }).count()).toBe(0);
    await eventually(() => dialog.getByRole("button", { name: /^Russe/ }).textContent(), READER_PATIENCE).toContain(
      "Version par défaut : SYNOD - Синодальный перевод",
    );
    await dialog.getByRole("button", { name: /^Russe/ }).click();
    await eventually(() => columnHeaders(page), READER_PATIENCE).toEqual(["french", "russian"]);

    await page.getByRole("button", { name: "Ajouter une langue" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Arabe/ })
      .click();
    await eventually(() => columnHeaders(page), READER_PATIENCE).toEqual(["french", "russian", "arabic"]);
    expect(await page.getByRole("button", { name: "Ajouter une langue" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /Retirer la langue/ }).count()).toBe(3);

    // Rows line up by verse: the Synodal text (its Psalm 22) sits on the KJV verses of Psalm 23.
    expect(await cell(page, 1, "french").textContent()).toContain("L'Éternel est mon berger");
    expect(await cell(page, 1, "russian").textContent()).toContain("Пастырь");
    expect(await cell(page, 4, "french").textContent()).toContain("la vallée de l'ombre de la mort");
    expect(await cell(page, 4, "russian").textContent()).toMatch(/долиною смертной тени|смертной тени/);
    const rowTops = await page
      .locator('[data-testid=reader-columns] tr[data-verse="4"] td[data-language]')
      .evaluateAll((tds) => tds.map((td) => Math.round(td.getBoundingClientRect().top)));
    expect(new Set(rowTops).size).toBe(1);
    expect(await cell(page, 1, "arabic").getAttribute("dir")).toBe("rtl");
    expect(await cell(page, 1, "french").getAttribute("dir")).toBe("ltr");

    // Drag Arabic (third) above French with the mouse: 5 px to start, then onto French's handle.
    const arabicHandle = page.getByRole("button", { name: "Faire glisser pour déplacer Arabe" });
    const frenchHandle = page.getByRole("button", { name: "Faire glisser pour déplacer Français" });
    const from = await arabicHandle.boundingBox();
    const to = await frenchHandle.boundingBox();
    if (!from || !to) throw new Error("drag handles not laid out");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 2 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 10, { steps: 12 });
    await page.mouse.up();
    await eventually(() => languagesCardItems(page), READER_PATIENCE).toEqual(["arabic", "french", "russian"]);
    await eventually(() => columnHeaders(page), READER_PATIENCE).toEqual(["arabic", "french", "russian"]);

    // And with the keyboard: Russian up one place.
    await page.getByRole("button", { name: "Faire glisser pour déplacer Russe" }).focus();
    for (const key of ["Space", "ArrowUp", "Space"]) {
      await page.keyboard.press(key);
      // dnd-kit measures and animates between key presses.
      await page.waitForTimeout(300);
    }
    await eventually(() => languagesCardItems(page), READER_PATIENCE).toEqual(["arabic", "russian", "french"]);

    // The order and versions are kept for the next visit.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("readerLanguages") ?? "null"));
    expect(stored).toEqual({
      selectedLanguages: ["arabic", "russian", "french"],
      languageVersionMap: { french: "LSG", russian: "SYNOD", arabic: "SVD" },
    });

    await page.getByRole("tab", { name: "Par verset" }).click();
    const verseOne = page.locator('[data-testid=reader-by-verse] li[data-verse="1"]');
    await eventually(() => verseOne.locator("p[data-language]").count(), READER_PATIENCE).toBe(3);
    expect(await verseOne.locator('p[data-language="french"]').textContent()).toContain("L'Éternel est mon berger");
    await page.getByRole("tab", { name: "Colonnes" }).click();
    await eventually(() => page.getByTestId("reader-columns").isVisible(), READER_PATIENCE).toBe(true);

    // Removing a language drops it and its version.
    await page.getByRole("button", { name: "Retirer la langue Russe" }).click();
    await eventually(() => columnHeaders(page), READER_PATIENCE).toEqual(["arabic", "french"]);
    const afterRemove = await page.evaluate(() => JSON.parse(localStorage.getItem("readerLanguages") ?? "null"));
    expect(afterRemove.languageVersionMap).toEqual({ french: "LSG", arabic: "SVD" });
    await context.close();
  });

  it("shows a joined verse as one cell with its range, a verse one language lacks, and the word dialog of any column", async () => {
    // The Synodal's Psalm 12:6 holds the KJV's Psalm 13:5-6: one Russian cell covers rows 5 and 6.
    const { context, page } = await openReader({ path: "/lire?book=Psalms&chapter=13", languages: THREE_LANGUAGES });
    await eventually(() => columnHeaders(page), READER_PATIENCE).toEqual(["french", "russian", "arabic"]);
    expect(await cell(page, 5, "russian").getAttribute("rowspan")).toBe("2");
    expect(await cell(page, 5, "russian").getByTestId("verse-span").textContent()).toBe("5-6");
    expect(await cell(page, 5, "russian").textContent()).toContain("Я же уповаю");
    expect(await cell(page, 6, "russian").count()).toBe(0);
    expect(await cell(page, 6, "french").textContent()).not.toContain("—");
    expect(await page.locator("[data-testid=reader-columns] td").getByText("—").count()).toBe(0);
    // Row 6 keeps its place beside the joined cell: the French verse 6 sits under verse 5.
    const [five, six] = await Promise.all(
      [cell(page, 5, "french"), cell(page, 6, "french")].map((c) => c.boundingBox()),
    );
    expect(defined(six).y).toBeGreaterThan(defined(five).y);

    await page.getByRole("tab", { name: "Par verset" }).click();
    const byVerse = (verse: number) => page.locator(`[data-testid=reader-by-verse] li[data-verse="${verse}"]`);
    expect(await byVerse(5).locator('p[data-language="russian"] [data-testid=verse-span]').textContent()).toBe("5-6");
    expect(await byVerse(6).locator('p[data-language="russian"]').textContent()).toBe(
      "Dans les versets 5-6, réunis par cette version",
    );
    await page.getByRole("tab", { name: "Colonnes" }).click();

    for (const language of ["russian", "arabic"]) {
      const target = cell(page, 1, language);
      await target.scrollIntoViewIfNeeded();
      const detail = await doubleClickFirstWord(page, target);
      expect(detail.language).toBe(language);
      expect(detail.word).toBe(detail.clicked.replace(/[^\p{L}\p{M}\p{N}]/gu, ""));
      expect(detail.context).toContain(`[${detail.word}]`);
      await eventually(() => page.getByTestId("word-dialog").isVisible(), READER_PATIENCE).toBe(true);
      await page.keyboard.press("Escape");
      await eventually(() => page.getByTestId("word-dialog").count(), READER_PATIENCE).toBe(0);
    }

    // The Synodal does not number the title of the Song of Songs (KJV 1:1): that verse is missing, said so.
    await page.goto(`${server.url}/lire?book=Song%20of%20Solomon&chapter=1`);
    await eventually(() => cell(page, 1, "russian").textContent(), READER_PATIENCE).toMatch(/^—/);
    expect(await cell(page, 1, "russian").locator("[title]").getAttribute("title")).toBe(MISSING);
    expect(await cell(page, 1, "french").textContent()).not.toContain("—");
    await page.getByRole("tab", { name: "Par verset" }).click();
    const verseOne = page.locator('[data-testid=reader-by-verse] li[data-verse="1"]');
    expect(await verseOne.locator('p[data-language="russian"]').textContent()).toBe(MISSING);
    expect(await verseOne.locator('p[data-language="french"]').textContent()).not.toBe(MISSING);
    await context.close();
  });

  it("asks a question as a guest: spinner, answer with safe markdown, disclaimer, toasts and the guest banner", async () => {
    const { context, page } = await openReader({ path: "/lire?book=Psalms&chapter=23" });
    const card = page.getByTestId("questions-card");
    await eventually(() => card.getByTestId("guest-banner").isVisible(), READER_PATIENCE).toBe(true);
    const input = card.getByPlaceholder("Posez une question sur ce chapitre...");
    const submit = card.getByRole("button", { name: "Envoyer", exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await input.fill("   ");
    expect(await submit.isDisabled()).toBe(true);
    await input.fill("Que signifie le berger ?");
    await submit.click();
    await eventually(() => card.getByRole("status", { name: "Envoi en cours..." }).isVisible(), READER_PATIENCE).toBe(
      true,
    );
    expect(await card.getByRole("button", { name: "Envoyer", exact: true }).count()).toBe(0);
    await eventually(() => page.getByText("Question envoyée").isVisible(), READER_PATIENCE).toBe(true);
    const latest = card.getByTestId("qa-latest");
    expect(await latest.textContent()).toContain("Que signifie le berger ?");
    expect(await latest.locator("strong").textContent()).toBe("berger");
    expect(await latest.locator('a[href="https://example.org/ps23"]').count()).toBe(1);
    expect(await latest.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await latest.locator("b").count()).toBe(0);
    expect(await input.inputValue()).toBe("");
    expect(await card.getByText(/peuvent contenir des erreurs/).evaluate((p) => getComputedStyle(p).fontStyle)).toBe(
      "italic",
    );
    expect(await card.getByText("Aucune question posée pour ce chapitre.").count()).toBe(0);

    await input.fill("Qui a gagné le match de football ?");
    await card.getByRole("button", { name: "Envoyer", exact: true }).click();
    await eventually(() => page.getByText("Question non pertinente").isVisible(), READER_PATIENCE).toBe(true);
    await context.close();
  });

  it("keeps a signed-in reader's questions: history, save and unsave; position and languages in preferences", async () => {
    const { context, page } = await openReader({ path: "/connexion" });
    const signup = await page.request.post(`${server.url}/api/auth/signup`, {
      data: { email: "lecteur@example.org", password: "un-mot-de-passe-solide", firstName: "Lecteur" },
      headers: { origin: server.url },
    });
    expect(signup.status()).toBe(201);
    await page.goto(`${server.url}/lire?book=Psalms&chapter=23`);
    const card = page.getByTestId("questions-card");
    await eventually(() => card.getByText("Aucune question posée pour ce chapitre.").isVisible(), READER_PATIENCE).toBe(
      true,
    );
    expect(await card.getByTestId("guest-banner").count()).toBe(0);

    await card.getByPlaceholder("Posez une question sur ce chapitre...").fill("Pourquoi un berger ?");
    await card.getByRole("button", { name: "Envoyer", exact: true }).click();
    const history = card.getByTestId("qa-history");
    await eventually(() => history.locator("li").count(), READER_PATIENCE).toBe(1);
    expect(await history.textContent()).toContain("Pourquoi un berger ?");

    await history.getByRole("button", { name: "Sauvegarder dans ma bibliothèque" }).click();
    await eventually(
      () => page.getByText("La Q&R a été ajoutée à votre bibliothèque.").isVisible(),
      READER_PATIENCE,
    ).toBe(true);
    await eventually(
      () => history.getByRole("button", { name: "Retirer de ma bibliothèque" }).getAttribute("aria-pressed"),
      READER_PATIENCE,
    ).toBe("true");
    await history.getByRole("button", { name: "Retirer de ma bibliothèque" }).click();
    await eventually(
      () => page.getByText("La Q&R a été retirée de votre bibliothèque.").isVisible(),
      READER_PATIENCE,
    ).toBe(true);

    // Add Russian, then check the server kept languages and position.
    await page.getByRole("button", { name: "Ajouter une langue" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Russe/ })
      .click();
    await eventually(() => columnHeaders(page), READER_PATIENCE).toEqual(["french", "russian"]);
    await eventually(
      async () => (await page.request.get(`${server.url}/api/user/preferences`)).json(),
      READER_PATIENCE,
    ).toMatchObject({
      selectedLanguages: ["french", "russian"],
      languageVersionMap: { french: "LSG", russian: "SYNOD" },
      lastBook: "Psalms",
      lastChapter: 23,
    });
    await page.goto(`${server.url}/lire`);
    await eventually(() => searchOf(page), READER_PATIENCE).toEqual({ book: "Psalms", chapter: "23" });
    await eventually(() => columnHeaders(page), READER_PATIENCE).toEqual(["french", "russian"]);
    await context.close();
  });

  it("shows RV1909 Job 40 beside the KJV verse by verse, and a joined verse's range in a single column", async () => {
    const languages = {
      selectedLanguages: ["english", "spanish"],
      languageVersionMap: { english: "KJV", spanish: "RV1909" },
    };
    const { context, page } = await openReader({ path: "/lire?book=Job&chapter=40", languages });
    await eventually(() => columnHeaders(page), READER_PATIENCE).toEqual(["english", "spanish"]);
    // Spanish 39:30 held KJV 40:1-5 and Spanish 40:1-19 are KJV 40:6-24: every row has its own verse now.
    expect(await cell(page, 1, "spanish").textContent()).toBe("A más de eso respondió Jehová á Job, y dijo:");
    expect(await cell(page, 6, "english").textContent()).toMatch(
      /^Then answered the LORD unto Job out of the whirlwind/,
    );
    expect(await cell(page, 6, "spanish").textContent()).toMatch(/^ENTONCES respondió Jehová á Job desde la oscuridad/);
    expect(await cell(page, 24, "spanish").textContent()).toMatch(/^¿Tomarálo alguno por sus ojos/);
    expect(await page.locator("[data-testid=reader-columns] td").getByText("—").count()).toBe(0);
    await page.goto(`${server.url}/lire?book=Job&chapter=38`);
    await eventually(() => cell(page, 39, "spanish").textContent(), READER_PATIENCE).toMatch(
      /^¿CAZARÁS tú la presa para el león/,
    );
    await context.close();

    // The Synodal alone: its Psalm 12:6 (KJV 13:5-6) is one numbered '5-6'.
    const single = await openReader({
      path: "/lire?book=Psalms&chapter=13",
      languages: { selectedLanguages: ["russian"], languageVersionMap: { russian: "SYNOD" } },
    });
    const five = single.page.getByTestId("reader-single").locator('li[data-verse="5"]');
    await eventually(() => five.locator("[data-no-word]").first().textContent(), READER_PATIENCE).toBe("5-6");
    expect(await single.page.getByTestId("reader-single").locator('li[data-verse="6"]').count()).toBe(0);
    await single.context.close();
  });

  it("follows the interface language: the new primary language takes the first column", async () => {
    const { context, page } = await openReader({ path: "/lire?book=Psalms&chapter=23", languages: THREE_LANGUAGES });
    await eventually(() => columnHeaders(page), READER_PATIENCE).toEqual(["french", "russian", "arabic"]);
    await page.getByTestId("language-menu").click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await eventually(() => columnHeaders(page), READER_PATIENCE).toEqual(["english", "russian", "arabic"]);
    await page.getByTestId("language-menu").click();
    await page.getByRole("menuitemradio", { name: "العربية" }).click();
    await eventually(() => columnHeaders(page), READER_PATIENCE).toEqual(["arabic", "english", "russian"]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("readerLanguages") ?? "null"));
    expect(stored.selectedLanguages).toEqual(["arabic", "english", "russian"]);
    await context.close();
  });

  it("shows 'Erreur de chargement' with 'Réessayer' that loads the text, and 'Texte non disponible'", async () => {
    const { context, page } = await openReader({ path: "/lire?book=Psalms&chapter=24", languages: THREE_LANGUAGES });
    await eventually(() => columnHeaders(page), READER_PATIENCE).toEqual(["french", "russian", "arabic"]);
    // The Arabic chapter fails once (the server could not read it), then comes back. The reader asks for its
    // three columns in one request; each column carries its text or its own error.
    let failing = true;
    await page.route("**/api/chapters?**", (route) =>
      failing ? withColumnError(route, "SVD", { code: "INTERNAL_SERVER_ERROR", message: "boom" }) : route.continue(),
    );
    await page.getByRole("button", { name: "Chapitre suivant" }).click();
    const failed = page.getByRole("alert").filter({ hasText: "Erreur de chargement" });
    await failed.waitFor();
    expect(await failed.textContent()).toContain("Impossible de charger ce passage.");
    await eventually(() => columnHeaders(page), READER_PATIENCE).toEqual(["french", "russian"]);
    failing = false;
    await failed.getByRole("button", { name: "Réessayer" }).click();
    await eventually(() => columnHeaders(page), READER_PATIENCE).toEqual(["french", "russian", "arabic"]);
    expect(await cell(page, 1, "arabic").textContent()).not.toContain("—");

    // A version that lacks the chapter: the server's text_not_available error.
    await page.unroute("**/api/chapters?**");
    await page.route("**/api/chapters?**", (route) =>
      withColumnError(route, "SVD", {
        code: "text_not_available",
        message: "absent",
        version: "SVD",
        book: "Psalms",
        chapter: 26,
      }),
    );
    await page.getByRole("button", { name: "Chapitre suivant" }).click();
    const unavailable = page.getByRole("alert").filter({ hasText: "Texte non disponible" });
    await unavailable.waitFor();
    expect(await unavailable.textContent()).toContain("Ce passage n'est pas encore disponible dans cette version.");
    await context.close();
  });

  it("shows the explanation when its card comes into view", async () => {
    const { context, page } = await openReader({ path: "/lire?book=Psalms&chapter=23" });
    const card = page.getByTestId("explanation-card");
    await card.scrollIntoViewIfNeeded();
    await eventually(() => card.textContent(), READER_PATIENCE).toContain("la confiance du croyant");
    expect(await card.locator("h3").allTextContents()).toEqual(["Thèmes clés:", "Application pratique:"]);
    expect(await card.locator("li").allTextContents()).toEqual(["La confiance", "La protection divine"]);
    expect(await card.textContent()).toContain("les vallées sombres");
    const request = fake.requests.findLast((r) => r.schemaName === "explanation");
    expect(request?.messages.map((m) => m.content).join("\n")).toMatch(/Psalms|Psaumes|Ps 23|23/);
    await context.close();
  });

  it("shows 'Version non disponible' with the installed versions for a version that is not installed", async () => {
    const { context, page } = await openReader({
      path: "/lire?book=John&chapter=3",
      languages: { selectedLanguages: ["english"], languageVersionMap: { english: "KJV" } },
    });
    await eventually(() => page.getByTestId("reader-single").locator("li").count(), READER_PATIENCE).toBe(36);
    await page.getByRole("combobox", { name: /Version de la Bible \(Anglais\)/ }).click();
    const niv = page.getByRole("option", { name: /NIV - New International Version/ });
    expect(await niv.textContent()).toContain("Non installée");
    await niv.click();
    const panel = page.getByTestId("chapter-error");
    await eventually(() => panel.isVisible(), READER_PATIENCE).toBe(true);
    expect(await panel.textContent()).toContain("Version non disponible");
    expect(await panel.textContent()).toContain("La version NIV n'est pas disponible pour cette langue.");
    await panel.getByRole("button", { name: "KJV - King James Version" }).click();
    await eventually(() => page.getByTestId("reader-single").locator("li").count(), READER_PATIENCE).toBe(36);
    await context.close();
  });

  it("takes screenshots of three columns: desktop and mobile, French and Arabic", async () => {
    for (const language of ["french", "arabic"]) {
      for (const mobile of [false, true]) {
        const { context, page } = await openReader({
          path: "/lire?book=Psalms&chapter=23",
          languages: THREE_LANGUAGES,
          mobile,
          language,
        });
        await eventually(() => columnHeaders(page), READER_PATIENCE).toEqual(["french", "russian", "arabic"]);
        await page.waitForLoadState("networkidle");
        if (language === "arabic") {
          // The Arabic interface runs right to left: the first column (French) sits at the right.
          const [french, arabic] = await Promise.all(
            ["french", "arabic"].map((l) => page.locator(`thead th[data-language="${l}"]`).boundingBox()),
          );
          expect((french?.x ?? 0) > (arabic?.x ?? 0)).toBe(true);
        }
        const name = `reader-psalm23-${language}-${mobile ? "mobile" : "desktop"}`;
        await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: !mobile });
        if (mobile) {
          await page.getByRole("button", { name: /Langues de lecture|لغات القراءة/ }).click();
          await page.screenshot({ path: join(SCREENSHOTS, `${name}-languages.png`) });
          await page.getByRole("tab").nth(1).click();
          await page.getByRole("tablist").evaluate((list) => list.scrollIntoView({ block: "start" }));
          await page.mouse.wheel(0, -80);
          await page.waitForTimeout(300);
          await page.screenshot({ path: join(SCREENSHOTS, `${name}-by-verse.png`) });
        }
        await context.close();
      }
    }
  });
});

/** Answers the reader's chapter request as the server does, but with one version's column replaced by `error`. */
async function withColumnError(
  route: Route,
  version: string,
  error: { code: string; message: string; [field: string]: unknown },
) {
  const response = await route.fetch();
  const set = (await response.json()) as {
    columns: { status: string; chapter?: { version: string; language: string } }[];
  };
  const columns = set.columns.map((column) =>
    column.status === "ok" && column.chapter?.version === version
      ? { status: "error", language: column.chapter.language, version, error }
      : column,
  );
  await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ columns }) });
}
