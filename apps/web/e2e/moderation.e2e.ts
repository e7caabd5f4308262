import { createAdminContext, createCaller, createContext, type SessionCookieWriter } from "@bible/api";
import { type FakeOpenAi, startFakeOpenAi } from "@bible/api/testing";
import type { DbHandle } from "@bible/db";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { eventually, launchBrowser, newPage } from "./support/browser";
import { fakeModel, signedInPage } from "./support/pages";
import type { SeededUser } from "./support/pages-seed";
import { type RunningServer, startServer } from "./support/server";

// The community end to end: a signed-in reader's question is on /communaute at once, their comment waits for a
// moderator, who publishes it from /moderation (reached from the header); a guest's question waits too.
let fake: FakeOpenAi;
let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let reader: SeededUser;
let moderator: SeededUser;

async function openAccount(database: DbHandle, email: string, firstName: string): Promise<SeededUser> {
  let sessionToken = "";
  const cookies: SessionCookieWriter = { set: (token) => (sessionToken = token), clear: () => {} };
  const caller = createCaller(await createContext({ db: database.db, cookies }));
  const password = "lampe-a-mes-pieds";
  const user = await caller.auth.signup({ email, password, firstName });
  return { id: user.id, email, password, firstName, sessionToken };
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.respond(fakeModel);
  server = await startServer({
    seed: async (database) => {
      reader = await openAccount(database, "lydie@example.org", "Lydie");
      moderator = await openAccount(database, "timothee@example.org", "Timothée");
      // What `pnpm admin moderator:grant timothee@example.org` calls.
      await createCaller(createAdminContext(database.db)).admin.setModerator({
        user: moderator.email,
        moderator: true,
      });
    },
    env: { AI_PROVIDER: "openai", OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: "e2e", OPENAI_MODEL: "fake-model" },
  });
  baseUrl = server.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

async function seeToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

async function ask(page: Page, question: string) {
  await page.goto(`${baseUrl}/lire?book=John&chapter=3`);
  const card = page.getByTestId("questions-card");
  await card.getByPlaceholder("Posez une question sur ce chapitre...").fill(question);
  await card.getByRole("button", { name: "Envoyer", exact: true }).click();
  await card.getByTestId("qa-latest").getByText("firmament", { exact: true }).waitFor();
}

function questionCard(page: Page, question: string) {
  return page.getByTestId("question-card").filter({ hasText: question });
}

const READER_QUESTION = "Que veut dire naître d'en haut ?";
const GUEST_QUESTION = "Qui est Nicodème ?";
const COMMENT = "Le mot grec *anōthen* a les deux sens.";

describe("the community, moderated", () => {
  it("lists a signed-in reader's question at once; their comment waits, and only they see it waiting", async () => {
    const { page } = await signedInPage(browser, baseUrl, reader, { bypassCSP: true });
    await ask(page, READER_QUESTION);
    // No moderation entry for a reader.
    expect(await page.getByTestId("moderation-link").count()).toBe(0);

    await page.getByRole("link", { name: "Communauté" }).first().click();
    const card = questionCard(page, READER_QUESTION);
    await card.getByText("Langue", { exact: true }).waitFor();
    await card.getByRole("button", { name: /Afficher les commentaires/ }).click();
    await card.getByRole("textbox").fill(COMMENT);
    await card.getByRole("button", { name: "Publier le commentaire" }).click();
    await seeToast(page, "Votre commentaire a été soumis pour modération.");
    await card.getByTestId("pending-comment").getByText("En attente de modération").waitFor();

    // Still there, still waiting, after a reload.
    await page.reload();
    await questionCard(page, READER_QUESTION)
      .getByRole("button", { name: /Afficher les commentaires/ })
      .click();
    await questionCard(page, READER_QUESTION).getByTestId("pending-comment").waitFor();
    expect(await questionCard(page, READER_QUESTION).getByTestId("comment").count()).toBe(0);

    // The library says where each stands.
    await page.getByRole("link", { name: "Bibliothèque" }).first().click();
    await page.getByRole("tab", { name: "Communauté (2)" }).click();
    const mine = page.getByTestId("my-question").filter({ hasText: READER_QUESTION });
    expect(await mine.getByTestId("submission-status").textContent()).toBe("Publiée");
    const comment = page.getByTestId("my-comment").filter({ hasText: "anōthen" });
    expect(await comment.getByTestId("submission-status").textContent()).toBe("En attente de modération");
    expect(await seriousViolations(page)).toEqual([]);

    // A guest reads the question but not the waiting comment.
    const guest = await newPage(browser);
    await guest.page.goto(`${baseUrl}/communaute`);
    const seen = questionCard(guest.page, READER_QUESTION);
    await seen.getByRole("button", { name: /Afficher les commentaires/ }).click();
    await seen.getByText("Aucun commentaire pour le moment.").waitFor();
    expect(await seen.getByTestId("pending-comment").count()).toBe(0);
    await guest.page.goto(`${baseUrl}/moderation`);
    await guest.page.getByTestId("sign-in-prompt").waitFor();
    await guest.context.close();

    // A reader who is not a moderator is turned away from the screen.
    await page.goto(`${baseUrl}/moderation`);
    await page.getByText("Réservé aux modérateurs").waitFor();
    await page.context().close();
  });

  it("a guest's question waits; a moderator files it under another category and publishes it", async () => {
    const guest = await newPage(browser);
    await ask(guest.page, GUEST_QUESTION);
    await guest.page.goto(`${baseUrl}/communaute`);
    await questionCard(guest.page, READER_QUESTION).waitFor();
    expect(await questionCard(guest.page, GUEST_QUESTION).count()).toBe(0);

    const { page } = await signedInPage(browser, baseUrl, moderator, { bypassCSP: true });
    await page.goto(`${baseUrl}/communaute`);
    // One question and one comment wait: the header says so, and leads there.
    const link = page.getByTestId("moderation-link");
    await eventually(() => link.getByTestId("moderation-count").textContent()).toBe("2");
    await link.click();
    await page.getByRole("heading", { name: "Modération", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/moderation");

    const pending = page.getByTestId("pending-question").filter({ hasText: GUEST_QUESTION });
    await pending.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await pending.getByRole("combobox", { name: "Catégorie" }).click();
    await page.getByRole("option", { name: "Histoire" }).click();
    await seeToast(page, "Catégorie modifiée");
    await pending.getByRole("button", { name: "Approuver" }).click();
    await seeToast(page, "Question publiée");
    await page.getByText("Aucune question en attente").waitFor();
    await eventually(() => link.getByTestId("moderation-count").textContent()).toBe("1");

    await guest.page.reload();
    await questionCard(guest.page, GUEST_QUESTION).getByText("Histoire", { exact: true }).waitFor();
    await guest.context.close();
    await page.context().close();
  });

  it("the moderator publishes the comment from /moderation, and everyone sees it", async () => {
    const { page } = await signedInPage(browser, baseUrl, moderator);
    await page.goto(`${baseUrl}/communaute`);
    await page.getByTestId("moderation-link").click();
    await page.getByRole("tab", { name: "Commentaires en attente (1)" }).click();
    const pending = page.getByTestId("pending-comment").filter({ hasText: "anōthen" });
    await pending.getByText(READER_QUESTION).waitFor();
    await pending.getByText(/Par Lydie/).waitFor();
    // A moderator is not an operator: no e-mail.
    expect(await pending.textContent()).not.toContain("lydie@example.org");
    await pending.getByRole("button", { name: "Approuver" }).click();
    await seeToast(page, "Commentaire publié");
    await page.getByText("Aucun commentaire en attente").waitFor();
    await page.getByTestId("moderation-link").getByTestId("moderation-count").waitFor({ state: "detached" });

    // Back on /communaute in the same session: the approved comment is there.
    await page.getByRole("link", { name: "Communauté" }).first().click();
    const card = questionCard(page, READER_QUESTION);
    await card.getByRole("button", { name: /Afficher les commentaires/ }).click();
    await card.getByTestId("comment").locator("em").getByText("anōthen").waitFor();
    await page.context().close();

    const asker = await signedInPage(browser, baseUrl, reader);
    await asker.page.goto(`${baseUrl}/bibliotheque`);
    await asker.page.getByRole("tab", { name: "Communauté (2)" }).click();
    const comment = asker.page.getByTestId("my-comment").filter({ hasText: "anōthen" });
    await eventually(() => comment.getByTestId("submission-status").textContent()).toBe("Publié");
    await asker.context.close();
  });
});
