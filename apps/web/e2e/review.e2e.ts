import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, MOBILE, newPage } from "./support/browser";
import { pageFetch, signInThroughForm } from "./support/pages";

// The learning loop as a new reader meets it: saved words come back in /revision, graded with the
// keyboard or the buttons, and every count on screen follows.
const baseUrl = inject("baseUrl");
let browser: Browser;
let context: BrowserContext;
let page: Page;
const wordIds: number[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
});

afterAll(async () => {
  await browser?.close();
});

// 'lumière' as the word dialog saves it from Genesis 1:3: with the original word's Strong's number and the verse.
const WORDS = [
  {
    word: "lumière",
    context: "Dieu dit : Que la [lumière] soit !",
    translation: "light",
    origin: { strongs: "H216", place: { book: "Gen", chapter: 1, verse: 3 } },
  },
  { word: "ténèbres", context: "Les [ténèbres] couvraient l'abîme.", translation: "darkness", origin: {} },
];

/** The due count on the first 'Réviser' button matching `scope`, or 0 when it shows none. */
async function dueCount(link: ReturnType<Page["getByTestId"]>): Promise<number> {
  const badge = link.getByTestId("due-count");
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.locator("[aria-hidden=true]").textContent()) ?? "0");
}

async function showAndGrade(how: "keyboard" | "click", grade: 1 | 2 | 3 | 4) {
  await page.getByTestId("review-card").waitFor();
  if (how === "keyboard") await page.keyboard.press("Space");
  else await page.getByTestId("review-show").click();
  await page.getByTestId("review-answer").waitFor();
  if (how === "keyboard") await page.keyboard.press(String(grade));
  else await page.getByTestId(`grade-${grade}`).click();
}

describe("the review", () => {
  it("asks a guest to sign in and says why", async () => {
    const guest = await browser.newContext({ locale: "fr-FR" });
    const visitor = await guest.newPage();
    await visitor.goto(`${baseUrl}/revision`);
    const prompt = visitor.getByTestId("sign-in-prompt");
    await prompt.getByRole("heading", { name: "Connectez-vous pour réviser" }).waitFor();
    expect(await prompt.textContent()).toContain("elle a besoin d'un compte");
    await guest.close();
  });

  it("signs up and saves two words, each with its two cards due today", async () => {
    await page.goto(`${baseUrl}/connexion?mode=signup`);
    await page.getByLabel("Adresse e-mail").fill(`revision.${Date.now()}@example.com`);
    await page.getByLabel("Mot de passe").fill("correct horse battery");
    await page.getByTestId("auth-submit").click();
    await page.getByTestId("account-menu").waitFor();
    for (const w of WORDS) {
      const added = await pageFetch(page, "/api/vocabulary", {
        method: "POST",
        body: {
          word: w.word,
          language: "fr",
          context: w.context,
          grammaticalInfo: { translation: w.translation },
          ...w.origin,
        },
      });
      expect(added.status).toBe(200);
      wordIds.push((added.body as { id: number }).id);
    }
    await page.goto(`${baseUrl}/vocabulaire`);
    const all = page.getByTestId("review-link").first();
    await all.waitFor();
    await expect.poll(() => dueCount(all)).toBe(4);
    const card = page.getByTestId("word-card").filter({ hasText: "lumière" });
    expect(await dueCount(card.getByTestId("review-link"))).toBe(2);
  });

  it("reviews every due card with the keyboard and the buttons, then shows the summary", async () => {
    await page.getByTestId("review-link").first().click();
    await page.waitForURL(/\/revision/);
    await page.getByText("Carte 1 sur 4").waitFor();
    // Recognition first: the word in its verse, the meaning hidden until asked for.
    const first = page.getByTestId("review-card");
    expect(await first.getAttribute("data-direction")).toBe("recognition");
    expect(await first.locator("mark").textContent()).toBe("lumière");
    expect(await page.getByTestId("review-answer").count()).toBe(0);

    // The answer names the original word behind it and the verse it was saved from.
    await page.keyboard.press("Space");
    await page.getByTestId("review-answer").waitFor();
    expect(await page.getByTestId("review-original").textContent()).toContain("H216");
    expect(await page.getByTestId("review-place").textContent()).toContain("Genèse");
    expect(await page.getByTestId("review-place").textContent()).toContain("1:3");
    await page.keyboard.press("4");
    await page.getByText("Carte 2 sur 4").waitFor();
    expect(await page.getByTestId("review-original").count()).toBe(0);
    expect(await page.getByTestId("review-card").locator("mark").textContent()).toBe("ténèbres");
    await showAndGrade("click", 4);
    await page.getByText("Carte 3 sur 4").waitFor();
    // Recall cards after the recognition ones: the translation and the verse with the word blanked.
    const recall = page.getByTestId("review-card");
    expect(await recall.getAttribute("data-direction")).toBe("recall");
    expect(await page.getByTestId("review-meaning").textContent()).toBe("light");
    await page.getByTestId("review-blank").waitFor();
    expect(await page.getByTestId("review-context").textContent()).not.toContain("lumière");
    // Again: the card comes back before the session ends.
    await showAndGrade("keyboard", 1);
    await page.getByText("Carte 4 sur 5").waitFor();
    await showAndGrade("keyboard", 4);
    await page.getByText("Carte 5 sur 5").waitFor();
    expect(await page.getByTestId("review-meaning").textContent()).toBe("light");
    await showAndGrade("click", 4);

    const summary = page.getByTestId("review-summary");
    await summary.waitFor();
    expect(await page.getByTestId("summary-reviewed").textContent()).toBe("5");
    expect(await page.getByTestId("summary-correct").textContent()).toBe("4");
    expect(await page.getByTestId("summary-next").textContent()).not.toBe("—");
  });

  it("shows the due count drop and the day's progress on the plan page", async () => {
    await page.goto(`${baseUrl}/vocabulaire`);
    await page.getByTestId("word-card").first().waitFor();
    await expect.poll(() => dueCount(page.getByTestId("review-link").first())).toBe(0);
    await page.goto(`${baseUrl}/`);
    const progress = page.getByTestId("daily-progress");
    await progress.getByText("2 nouveaux mots ajoutés").waitFor();
    await progress.getByText("5 faites sur 5").waitFor();
    expect(await progress.getByTestId("review-progress-item").textContent()).not.toContain("À faire");
    await progress.getByText("Jours consécutifs : 1").waitFor();
  });

  it("works on a 390 px phone, by touch", async () => {
    const phone = await browser.newContext({ viewport: MOBILE, locale: "fr-FR", hasTouch: true, isMobile: true });
    await phone.addCookies(await context.cookies());
    const mobile = await phone.newPage();
    await mobile.goto(`${baseUrl}/revision?word=${wordIds[1]}`);
    await mobile.getByText("Carte 1 sur 2").waitFor();
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await mobile.getByTestId("review-show").tap();
    await mobile.getByTestId("grade-3").tap();
    await mobile.getByText("Carte 2 sur 2").waitFor();
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await phone.close();
  });

  it("reads right to left in Arabic", async () => {
    const arabic = await browser.newContext({ viewport: MOBILE, locale: "ar" });
    await arabic.addCookies(await context.cookies());
    await arabic.addInitScript(() => localStorage.setItem("preferredLanguage", "arabic"));
    const rtl = await arabic.newPage();
    await rtl.goto(`${baseUrl}/sources`);
    expect(
      (await pageFetch(rtl, "/api/user/preferences", { method: "PATCH", body: { primaryLanguage: "ar" } })).status,
    ).toBe(200);
    await rtl.goto(`${baseUrl}/revision?word=${wordIds[0]}`);
    await rtl.waitForFunction(() => document.documentElement.dir === "rtl");
    await rtl.getByRole("heading", { name: "المراجعة" }).waitFor();
    await rtl.getByTestId("review-card").waitFor();
    // The French verse keeps its own direction inside the right-to-left page.
    expect(await rtl.getByTestId("review-context").getAttribute("dir")).toBe("ltr");
    await rtl.getByRole("button", { name: /إظهار الإجابة/ }).click();
    await rtl.getByTestId("review-answer").waitFor();
    expect(await rtl.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await pageFetch(rtl, "/api/user/preferences", { method: "PATCH", body: { primaryLanguage: "fr" } });
    await arabic.close();
  });
});

describe("the vocabulary file", () => {
  it("downloads as CSV with a header row and one line per word", async () => {
    await page.goto(`${baseUrl}/vocabulaire`);
    await page.getByTestId("vocabulary-export").click();
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "Fichier CSV" }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^vocabulaire-.*\.csv$/);
    const path = await file.path();
    const { readFile } = await import("node:fs/promises");
    const lines = (await readFile(path, "utf8")).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "word,language,translation,definition,type,pronunciation,infinitive,context,added_at,original_word,strongs,reference,version,verse_translation,reader_reference",
    );
    // No lexicon is installed here: the Strong's number and the verse, without the lemma; then the reference in
    // the reader's language.
    expect(lines.find((l) => l.startsWith("lumière,"))).toMatch(/,,H216,Genesis 1:3,,,Genèse 1:3$/);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(",")[0])
        .sort(),
    ).toEqual(["lumière", "ténèbres"]);
  });

  it("downloads as an Anki package: a zip holding the collection and its media list", async () => {
    await page.goto(`${baseUrl}/vocabulaire`);
    await page.getByTestId("vocabulary-export").click();
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "Paquet Anki (.apkg)" }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^vocabulaire-.*\.apkg$/);
    const { readFile } = await import("node:fs/promises");
    const bytes = await readFile(await file.path());
    // A zip (its local header's signature) whose directory names the collection and the media list.
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.includes(Buffer.from("collection.anki2"))).toBe(true);
    expect(bytes.includes(Buffer.from("media"))).toBe(true);
  });
});

describe("your own schedule", () => {
  it("says how many reviews it needs, then trains the reader's parameters on their log and shows the gain", async () => {
    const own = await newPage(browser);
    await signInThroughForm(own.page, baseUrl, `calendrier.${Date.now()}@example.com`);
    await own.page.goto(`${baseUrl}/revision`);
    const card = own.page.getByTestId("own-schedule");
    await card.waitFor();
    expect(await card.getByTestId("own-schedule-status").textContent()).toBe(
      "Après 400 révisions, l'application peut calculer votre calendrier à partir de votre historique au lieu des réglages par défaut. Vous en êtes à 0.",
    );
    expect(await card.getByTestId("own-train").count()).toBe(0);

    // A learner's two months: 25 words (50 cards), each graded 8 times on growing intervals, as a device that was
    // offline sends its grades (each at its own instant); about one grade in five forgotten.
    const sent = await own.page.evaluate(async () => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(path, {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return response.json() as Promise<{ id: number; reps: number }>;
      };
      for (let i = 0; i < 25; i++)
        await post("/api/vocabulary", { word: `mot${i}`, language: "fr", context: `[mot${i}]` });
      const due = (await (await fetch("/api/review/due?limit=500", { credentials: "include" })).json()) as {
        id: number;
      }[];
      const days = [58, 57, 54, 49, 42, 32, 18, 2];
      let grades = 0;
      for (const [c, { id }] of due.entries()) {
        let reps = 0;
        for (const [n, ago] of days.entries()) {
          const grade = n === 0 ? 3 : (c * 7 + n * 3) % 10 < 2 ? 1 : 3;
          const reviewedAt = new Date(Date.now() - ago * 86_400_000).toISOString();
          reps = (await post("/api/review/grade", { cardId: id, grade, reps, reviewedAt })).reps;
          grades += 1;
        }
      }
      return grades;
    });
    expect(sent).toBe(400);
    await own.page.reload();
    await card.waitFor();
    expect(await card.getByTestId("own-schedule-status").textContent()).toBe(
      "Votre historique compte 400 révisions : vous pouvez calculer votre propre calendrier.",
    );
    await card.getByRole("button", { name: "Calculer mon calendrier" }).click();
    await own.page.getByText("Vos révisions suivent maintenant votre propre calendrier.").first().waitFor();
    const status = (await card.getByTestId("own-schedule-status").textContent()) ?? "";
    const [before, after] = [...status.matchAll(/(\d+,\d{3})/g)].map((m) => Number(m[1]?.replace(",", ".")));
    expect(status).toMatch(/^Calendrier calculé le .+ sur 400 révisions\./);
    expect(after).toBeLessThan(before ?? 0);
    expect(await card.getByRole("button", { name: "Recalculer" }).count()).toBe(1);
    await own.context.close();
  }, 180_000);
});
