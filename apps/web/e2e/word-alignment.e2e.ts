import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { installLexicon } from "@bible/lexicon";
import { LEXICON_DIR } from "@bible/lexicon/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { columnWordCentre } from "./support/passage";
import { type RunningServer, readWordStudy, startServer, waitForWordStudy } from "./support/server";

// A German word looked up in /lire while the server is still aligning Luther 1912 to the Greek (issue 29), then
// again once it is done: the dialog first says where the alignment stands, the page's notice counts the versions,
// the dialog left open fills in the Greek word by itself, and a second look-up names it too (no answer of the first
// kept). The server aligns at its start what
// the seed left unaligned: Louis Segond from its own tags, Luther on the Greek New Testament. Luther's alignment is
// held by the server's test hook (ALIGNMENT_HOLD) until the test releases it: on a quiet machine it would be done
// in seconds, before the first look-up.
const RELEASE = join(tmpdir(), `word-alignment-release-${process.pid}`);
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  rmSync(RELEASE, { force: true });
  // The browser is ready before the server starts: the page is opened while the alignment runs.
  browser = await launchBrowser();
  const opened = await newPage(browser);
  page = opened.page;
  page.setDefaultTimeout(60_000);
  await opened.context.addInitScript(() => {
    const languages = {
      selectedLanguages: ["french", "german"],
      languageVersionMap: { french: "LSG", german: "LUT1912" },
    };
    localStorage.setItem("readerLanguages", JSON.stringify(languages));
  });
  server = await startServer({
    versions: ["LSG", "LUT1912"],
    env: { AI_PROVIDER: "offline", ALIGNMENT_HOLD: "LUT1912", ALIGNMENT_RELEASE_FILE: RELEASE },
    seed: async (database) => {
      await installLexicon(database.db, { lexiconDir: LEXICON_DIR, datasets: ["strongs-greek", "rp2018"] });
    },
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(RELEASE, { force: true });
});

/** Double-clicks the first 'Liebe' of 1 Corinthians 13:13 in the German column and waits for the dialog's answer. */
async function lookUpLiebe() {
  await page.waitForFunction(() => {
    const block = document.querySelector(
      '[data-testid="reader-columns"] [data-verse="13"] [data-language="german"] [data-word-context]',
    );
    return block?.firstChild instanceof Text && block.firstChild.data.includes("Liebe");
  });
  const point = await columnWordCentre(page, "german", 13, "Liebe");
  await page.mouse.dblclick(point.x, point.y);
  const dialog = page.getByTestId("word-dialog");
  await dialog.getByTestId("word-definition").waitFor();
  return dialog;
}

async function wordStudyPhase(): Promise<string> {
  return (await readWordStudy(server)).phase ?? "";
}

it("says the alignment is running, then, once it is done, names the Greek word behind 'Liebe' (ἀγάπη, G26)", async () => {
  await page.goto(`${server.url}/lire?book=1%20Corinthians&chapter=13`);
  // Reading is served meanwhile: /readyz is 200 and tells the word study's phase.
  const readiness = await fetch(`${server.url}/readyz`);
  expect(readiness.status).toBe(200);
  expect(await wordStudyPhase()).not.toBe("ready");
  await page
    .getByRole("status")
    .filter({ hasText: /Alignement des textes… \d\/2/ })
    .waitFor();

  // Luther's turn has come: it is held there until the release file is written.
  for (
    let waited = 0;
    waited < 120_000 && !(await readWordStudy(server)).aligning?.includes("LUT1912");
    waited += 200
  ) {
    await new Promise((done) => setTimeout(done, 200));
  }
  expect((await readWordStudy(server)).aligning).toContain("LUT1912");
  const before = await lookUpLiebe();
  // Luther is being aligned (held): the dialog says so, with when to come back, and names no original.
  expect(await before.getByTestId("word-original").textContent()).toMatch(
    /Les mots de LUT1912 sont en cours d'alignement avec le texte original \([12] versions restantes\) : réessayez dans une minute ou deux/,
  );
  expect(await before.getByTestId("word-strongs").count()).toBe(0);
  expect(await wordStudyPhase()).not.toBe("ready");

  writeFileSync(RELEASE, "");
  await waitForWordStudy(server);
  // The dialog left open asks again by itself and fills in the Greek word once the alignment is done.
  await before.getByTestId("word-strongs").waitFor({ timeout: 60_000 });
  expect(await before.getByTestId("word-strongs").textContent()).toBe("G26");
  await page.keyboard.press("Escape");
  await before.waitFor({ state: "detached" });
  // The notice goes once the last version is aligned.
  await page.getByRole("status").filter({ hasText: "Alignement des textes" }).waitFor({ state: "detached" });

  const after = await lookUpLiebe();
  expect(await after.getByTestId("word-strongs").textContent()).toBe("G26");
  expect(await after.getByTestId("word-original").textContent()).toContain("ἀγάπη");
}, 360_000);
