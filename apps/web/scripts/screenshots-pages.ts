/**
 * Screenshots of My vocabulary, My library and the community page, for looking at the design: a
 * signed-in reader with words, passages, a saved answer and votes, and a guest; desktop and mobile,
 * French and Arabic (right to left), with the review quiz, a delete confirmation and an open thread.
 * Usage: pnpm --filter @bible/web screenshots:pages [output dir] (build first: pnpm --filter @bible/web build)
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { createCaller, createContext } from "@bible/api";
import type { Page } from "playwright-core";
import { DESKTOP, launchBrowser, MOBILE, newPage } from "../e2e/support/browser";
import { signedInPage } from "../e2e/support/pages";
import { type PagesSeed, seedPagesData } from "../e2e/support/pages-seed";
import { startServer } from "../e2e/support/server";

const outDir = resolve(process.argv[2] ?? ".tmp/screenshots/pages");
mkdirSync(outDir, { recursive: true });

const WORDS = [
  {
    word: "lumière",
    type: "nom féminin",
    translation: "light",
    pronunciation: "/ly.mjɛʁ/",
    definition: "Ce qui éclaire et rend les choses visibles.",
    context:
      "Dieu dit: Que la lumière soit! Et la lumière fut. Dieu vit que la lumière était bonne; et Dieu sépara la lumière d'avec les ténèbres.",
  },
  {
    word: "ténèbres",
    type: "nom féminin pluriel",
    translation: "darkness",
    pronunciation: null,
    definition: "Obscurité profonde.",
    context: "La terre était informe et vide: il y avait des ténèbres à la surface de l'abîme.",
  },
];

let seed: PagesSeed | undefined;
const server = await startServer({
  seed: async (database) => {
    seed = await seedPagesData(database);
    const alice = createCaller(await createContext({ db: database.db, sessionToken: seed.alice.sessionToken }));
    for (const w of WORDS) {
      await alice.vocabulary.add({
        word: w.word,
        language: "french",
        definition: w.definition,
        context: w.context,
        grammaticalInfo: { type: w.type, translation: w.translation, pronunciation: w.pronunciation },
      });
    }
    await alice.library.addBookmark({
      book: "John",
      chapter: 3,
      verse: 16,
      language: "french",
      text: "Car Dieu a tant aimé le monde qu'il a donné son Fils unique, afin que quiconque croit en lui ne périsse point, mais qu'il ait la vie éternelle.",
    });
    await alice.library.addBookmark({
      book: "Genesis",
      chapter: 1,
      verse: 1,
      language: "english",
      text: "In the beginning God created the heaven and the earth.",
    });
    await alice.library.saveQa({ id: seed.aliceQaId });
    await alice.community.vote({ id: seed.questions.johnId, voteType: 1 });
  },
});
const browser = await launchBrowser();

async function shoot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  const file = `${outDir}/${name}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}

try {
  if (!seed) throw new Error("the pages seed did not run");
  for (const language of ["french", "arabic"] as const) {
    for (const mobile of [false, true]) {
      const size = mobile ? "mobile" : "desktop";
      const options = { viewport: mobile ? MOBILE : DESKTOP, isMobile: mobile, hasTouch: mobile };
      const { context, page } = await signedInPage(browser, server.url, seed.alice, options);
      // A signed-in reader's interface language is the one stored in their preferences.
      await page.goto(`${server.url}/healthz`);
      await page.evaluate(async (primaryLanguage) => {
        await fetch("/api/user/preferences", {
          method: "PATCH",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ primaryLanguage }),
        });
      }, language);

      await page.goto(`${server.url}/vocabulaire`);
      await page.getByTestId("word-card").first().waitFor();
      await shoot(page, `vocabulary-${language}-${size}`);
      await page.getByTestId("word-card").first().getByRole("button").first().click();
      await shoot(page, `vocabulary-quiz-${language}-${size}`);
      await page.getByTestId("word-card").nth(1).locator("button.text-destructive").click();
      await page.getByRole("alertdialog").waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${outDir}/vocabulary-confirm-${language}-${size}.png` });

      await page.goto(`${server.url}/bibliotheque`);
      await page.getByTestId("bookmark-card").first().waitFor();
      await shoot(page, `library-verses-${language}-${size}`);
      await page.getByRole("tab").nth(1).click();
      await page.getByTestId("saved-qa-card").waitFor();
      await shoot(page, `library-qa-${language}-${size}`);

      await page.goto(`${server.url}/communaute`);
      const first = page.getByTestId("question-card").first();
      await first.waitFor();
      await first.getByRole("button", { expanded: false }).click();
      await first.getByTestId("comment").waitFor();
      await page.getByRole("textbox").fill("Merci pour cette explication.");
      await shoot(page, `community-${language}-${size}`);
      await context.close();

      const guest = await newPage(browser, options);
      await guest.context.addInitScript((l) => localStorage.setItem("preferredLanguage", l), language);
      await guest.page.goto(`${server.url}/vocabulaire`);
      await guest.page.getByTestId("sign-in-prompt").waitFor();
      await shoot(guest.page, `vocabulary-guest-${language}-${size}`);
      await guest.page.goto(`${server.url}/communaute`);
      const card = guest.page.getByTestId("question-card").first();
      await card.getByRole("button", { expanded: false }).click();
      await card.getByTestId("comment").waitFor();
      await shoot(guest.page, `community-guest-${language}-${size}`);
      await guest.context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
