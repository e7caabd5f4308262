import { join } from "node:path";
import { alignVersions, installLexicon } from "@bible/lexicon";
import { installOriginalBooks, LEXICON_DIR } from "@bible/lexicon/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { pageFetch } from "./support/pages";
import { columnWordCentre } from "./support/passage";
import { REPO_ROOT, type RunningServer, startServer } from "./support/server";

// A Russian word in /lire with a French interface, answered offline from the stored alignment: the Hebrew word
// behind it, its French rendering in Louis Segond, a pronunciation, and its other occurrences. Only what this
// needs is installed: the Synodal text, the Hebrew of Genesis and Psalms, the Hebrew Strong's lexicon, and the
// alignments of LSG (its own tags) and the Synodal (trained on those two books, a few seconds).
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({
    versions: ["LSG", "SYNOD"],
    env: { AI_PROVIDER: "offline" },
    seed: async (database) => {
      await installOriginalBooks(database.db, { hebrew: ["Gen", "Ps"] });
      await installLexicon(database.db, { lexiconDir: LEXICON_DIR, datasets: ["strongs-hebrew"] });
      await alignVersions(database.db, ["LSG", "SYNOD"]);
    },
  });
  browser = await launchBrowser();
  const opened = await newPage(browser);
  page = opened.page;
  await opened.context.addInitScript(() => {
    const languages = {
      selectedLanguages: ["french", "russian"],
      languageVersionMap: { french: "LSG", russian: "SYNOD" },
    };
    localStorage.setItem("readerLanguages", JSON.stringify(languages));
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens the word dialog on 'Пастырь' (Psalm 23:1 in the Synodal column) and waits for its definition. */
async function openShepherd() {
  await page.goto(`${server.url}/lire?book=Psalms&chapter=23`);
  // A signed-in reader's preferences arrive after the first rows and may draw the columns again: wait until the
  // page is done asking, then measure the word, measuring again if the rows were replaced meanwhile.
  await page.waitForLoadState("networkidle");
  let point: { x: number; y: number } | undefined;
  for (let attempt = 0; !point; attempt++) {
    await page.waitForFunction(() => {
      const block = document.querySelector(
        '[data-testid="reader-columns"] [data-verse="1"] [data-language="russian"] [data-word-context]',
      );
      return block?.firstChild instanceof Text && block.firstChild.data.includes("Пастырь");
    });
    try {
      point = await columnWordCentre(page, "russian", 1, "Пастырь");
    } catch (error) {
      if (attempt >= 5) throw error;
      await page.waitForTimeout(200);
    }
  }
  await page.mouse.dblclick(point.x, point.y);
  const dialog = page.getByTestId("word-dialog");
  await dialog.getByTestId("word-definition").waitFor({ timeout: 45_000 });
  return dialog;
}

const withoutMarks = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

describe("a Russian word in the reader, with a French interface", () => {
  it("shows the Hebrew word behind 'Пастырь', 'berger', a pronunciation and no placeholder", async () => {
    const dialog = await openShepherd();
    const text = (await dialog.textContent()) ?? "";
    expect(
      withoutMarks(
        await dialog
          .getByTestId("word-original")
          .textContent()
          .then((t) => t ?? ""),
      ),
    ).toContain("רעה");
    expect(await dialog.getByTestId("word-strongs").textContent()).toBe("H7462");
    expect(text).toContain("berger");
    expect(await dialog.getByTestId("word-pronunciation-system").textContent()).toBeTruthy();
    expect(text).not.toContain("Non disponible");
  });

  it("lists the other verses of the Hebrew word in Louis Segond, the aligned word highlighted, linked to /lire", async () => {
    const dialog = page.getByTestId("word-dialog");
    await dialog.getByRole("button", { name: "Autres occurrences" }).click();
    const first = dialog.getByTestId("word-occurrence").first();
    await first.waitFor();
    expect(await first.getByRole("link").textContent()).toBe("Genèse 4:2");
    expect(await first.locator("mark").first().textContent()).toBe("berger");
    expect(await dialog.getByTestId("word-occurrence").count()).toBe(20);
    await dialog.getByTestId("word-occurrences-more").click();
    await dialog.getByTestId("word-occurrence").nth(20).waitFor();
    await first.getByRole("link").click();
    await dialog.waitFor({ state: "detached" });
    await page.waitForURL(/\/lire\?book=Genesis&chapter=4$/);
  });

  it("saves the word with its Hebrew word and its verse: the review answer and the CSV export show them", async () => {
    await page.goto(`${server.url}/connexion?mode=signup`);
    await page.getByLabel("Adresse e-mail").fill(`origine.${Date.now()}@example.com`);
    await page.getByLabel("Mot de passe").fill("correct horse battery");
    await page.getByTestId("auth-submit").click();
    await page.getByTestId("account-menu").waitFor();
    // The new account reads French and Russian too (its own preferences, which the reader follows once signed in).
    const saved = await pageFetch(page, "/api/user/preferences", {
      method: "PUT",
      body: { selectedLanguages: ["fr", "ru"], languageVersionMap: { fr: "LSG", ru: "SYNOD" } },
    });
    expect(saved.status).toBe(200);
    const dialog = await openShepherd();
    await dialog.getByTestId("word-add").click();
    await dialog.waitFor({ state: "detached" });

    const exported = await pageFetch(page, "/api/vocabulary/export?format=csv", { method: "GET" });
    const line = (exported.body as { content: string }).content.split("\r\n")[1] ?? "";
    // The original, the verse in English, the version read, the verse in French and its French reference.
    expect(line).toMatch(/,H7462,Psalms 23:1,SYNOD,.*L'Éternel est mon berger.*,Psaumes 23:1$/);
    expect(withoutMarks(line)).toContain("רעה");

    await page.goto(`${server.url}/revision`);
    // The recognition card first: the word in its verse, the French verse with the answer.
    await page.getByTestId("review-card").and(page.locator('[data-direction="recognition"]')).waitFor();
    await page.getByTestId("review-show").click();
    const original = page.getByTestId("review-original");
    await original.waitFor();
    expect(await original.textContent()).toContain("H7462");
    expect(withoutMarks((await original.textContent()) ?? "")).toContain("רעה");
    expect(await page.getByTestId("review-place").textContent()).toContain("Psaumes");
    expect(await page.getByTestId("review-parallel").textContent()).toContain("L'Éternel est mon berger");
    await page.getByTestId("grade-3").click();

    // The recall card: the Synodal verse with the word blanked, the French verse as the hint, then the original.
    await page.getByTestId("review-card").and(page.locator('[data-direction="recall"]')).waitFor();
    await page.getByTestId("review-blank").waitFor();
    const cloze = (await page.getByTestId("review-context").textContent()) ?? "";
    expect(cloze).toContain("Господь");
    expect(cloze).not.toContain("Пастырь");
    expect(await page.getByTestId("review-parallel").textContent()).toContain("L'Éternel est mon berger");
    await page.screenshot({ path: join(REPO_ROOT, ".tmp/screenshots/review-cloze-fr.png") });
    await page.getByTestId("review-show").click();
    expect(await page.getByTestId("review-answer").textContent()).toContain("Пастырь");
    expect(await page.getByTestId("review-original").textContent()).toContain("H7462");
  });
});
