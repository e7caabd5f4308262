import { type FakeOpenAi, startFakeOpenAi } from "@bible/api/testing";
import type { Browser, BrowserContext, Locator, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { fakeModel, isSameDocument, markDocument, pageFetch, QA_ANSWER, signedInPage } from "./support/pages";
import { type PagesSeed, seedPagesData } from "./support/pages-seed";
import { readerWordCentre } from "./support/passage";
import { type RunningServer, startServer } from "./support/server";

// This file runs its own server: the pages need seeded accounts (written before the server owns the
// database) and a fake model that defines the words and answers the question these tests check.
let fake: FakeOpenAi;
let server: RunningServer;
let seed: PagesSeed;
let baseUrl: string;
let browser: Browser;
let alice: { context: BrowserContext; page: Page };
let bob: { context: BrowserContext; page: Page };

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.respond(fakeModel);
  let seeded: PagesSeed | undefined;
  server = await startServer({
    seed: async (database) => {
      seeded = await seedPagesData(database);
    },
    env: { AI_PROVIDER: "openai", OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: "e2e", OPENAI_MODEL: "fake-model" },
  });
  if (!seeded) throw new Error("the pages seed did not run");
  seed = seeded;
  baseUrl = server.url;
  browser = await launchBrowser();
  alice = await signedInPage(browser, baseUrl, seed.alice);
  bob = await signedInPage(browser, baseUrl, seed.bob);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

/** Radix also announces a toast in a hidden live region, so the text may be there twice. */
async function seeToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** The card of `word`; the inner locator of `has` is matched inside each card, so it starts from the page. */
function wordCard(page: Page, word: string, scope: Page | Locator = page) {
  return scope.getByTestId("word-card").filter({ has: page.getByRole("heading", { name: word, exact: true }) });
}

function questionCard(page: Page, question: string) {
  return page.getByTestId("question-card").filter({ hasText: question });
}

const JOHN_QUESTION = "Que veut dire « naître de nouveau » dans Jean 3 ?";
const ROMANS_QUESTION = "Que signifie « il n'y a maintenant aucune condamnation » ?";
const GENESIS_QUESTION = "Pourquoi la création est-elle racontée en sept jours ?";

describe("a guest", () => {
  it("is asked to sign in on the vocabulary and the library, and comes back after signing in", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/vocabulaire`);
    const prompt = page.getByTestId("sign-in-prompt");
    await prompt.getByText("Connectez-vous pour voir votre vocabulaire").waitFor();
    const signIn = prompt.getByRole("link", { name: "Se connecter" });
    expect(await signIn.getAttribute("href")).toBe("/api/auth/login?redirect=%2Fvocabulaire");
    await signIn.click();
    await page.waitForURL(/\/connexion\?redirect=%2Fvocabulaire/);

    await page.goto(`${baseUrl}/bibliotheque`);
    await page.getByTestId("sign-in-prompt").getByText("Connectez-vous pour voir votre bibliothèque").waitFor();
    expect(await page.getByRole("tab").count()).toBe(0);
    await context.close();
  });

  it("reads the community questions but is asked to sign in to comment or vote", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/communaute`);
    const card = questionCard(page, JOHN_QUESTION);
    await card.getByRole("button", { name: /Afficher les commentaires/ }).click();
    await card.getByText("Merci, la note sur le grec m'a aidé.").waitFor();
    await card.getByText("Connectez-vous pour participer à la discussion.").waitFor();
    expect(await card.getByRole("textbox").count()).toBe(0);

    await card.getByRole("button", { name: "Voter pour" }).click();
    await seeToast(page, "Connexion requise");
    expect(await card.getByTestId("vote-total").textContent()).toBe("5");
    await context.close();
  });
});

describe("a reader with nothing saved yet", () => {
  it("sees the empty vocabulary and library with the way to start", async () => {
    const { page } = bob;
    await page.goto(`${baseUrl}/vocabulaire`);
    const empty = page.getByTestId("empty-state");
    await empty.getByText("Aucun mot sauvegardé").waitFor();
    expect(await empty.getByRole("link", { name: "Commencer la lecture" }).getAttribute("href")).toBe("/");

    await page.goto(`${baseUrl}/bibliotheque`);
    await page.getByText("Aucun verset sauvegardé").waitFor();
    expect(await page.getByRole("link", { name: "Aller au plan de lecture" }).getAttribute("href")).toBe("/");
    await page.getByRole("tab", { name: "Questions & Réponses (0)" }).click();
    await page.getByText("Aucune question sauvegardée").waitFor();
  });
});

describe("My vocabulary", () => {
  it("gets the words a reader adds from the reader, grouped by language", async () => {
    const { page } = alice;
    await page.goto(`${baseUrl}/lire?book=Genesis&chapter=1`);
    await page.getByTestId("reader-single").locator('[data-verse="3"]').waitFor();
    for (const [verse, word] of [
      [3, "lumière"],
      [2, "ténèbres"],
    ] as const) {
      const point = await readerWordCentre(page, verse, word);
      await page.mouse.dblclick(point.x, point.y);
      const dialog = page.getByTestId("word-dialog");
      await dialog.getByTestId("word-definition").waitFor();
      await dialog.getByTestId("word-add").click();
      await seeToast(page, `« ${word} » a été ajouté à votre vocabulaire.`);
      await dialog.waitFor({ state: "detached" });
    }

    await page.getByRole("link", { name: "Vocabulaire" }).first().click();
    await page.getByRole("heading", { name: "Mon Vocabulaire" }).waitFor();
    await markDocument(page);
    const french = page.locator("section", { has: page.getByRole("heading", { name: "Français" }) });
    const english = page.locator("section", { has: page.getByRole("heading", { name: "Anglais" }) });
    await french.getByTestId("word-card").nth(1).waitFor();
    expect(await french.getByTestId("word-count").textContent()).toBe("2 mots");
    expect(await english.getByTestId("word-count").textContent()).toBe("1 mot");

    const lumiere = wordCard(page, "lumière", french);
    expect(await lumiere.textContent()).toContain("/ly.mjɛʁ/");
    expect(await lumiere.textContent()).toContain("nom féminin");
    expect(await lumiere.textContent()).toContain("light");
    expect(await lumiere.textContent()).toMatch(/Ajouté le \d{1,2} \p{L}+ \d{4}/u);
    // The context is the verse, cut to 80 characters.
    const context = (await lumiere.locator("dd[title]").textContent()) ?? "";
    expect(Array.from(context.replace("…", "")).length).toBeLessThanOrEqual(80);
  });

  it("filters by language through the API", async () => {
    const { page } = alice;
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("vocabulary.list")) requests.push(decodeURIComponent(request.url()));
    });
    await page.getByRole("combobox", { name: "Filtrer par langue" }).click();
    await page.getByRole("option", { name: /Anglais/ }).click();
    await page.getByRole("heading", { name: "Français" }).waitFor({ state: "detached" });
    await wordCard(page, "beginning").waitFor();
    expect(await page.getByTestId("word-card").count()).toBe(1);
    expect(requests.some((url) => url.includes('"language":"english"'))).toBe(true);
    await page.getByRole("combobox", { name: "Filtrer par langue" }).click();
    await page.getByRole("option", { name: "Toutes les langues" }).click();
    await wordCard(page, "lumière").waitFor();
  });

  it("opens the review of one word from its card", async () => {
    const { page } = alice;
    await wordCard(page, "lumière")
      .getByRole("link", { name: /Réviser/ })
      .click();
    await page.waitForURL(/\/revision\?word=\d+/);
    const card = page.getByTestId("review-card");
    await card.waitFor();
    expect(await card.textContent()).not.toContain("light");
    await page.getByRole("button", { name: /Afficher la réponse/ }).click();
    expect(await page.getByTestId("review-answer").textContent()).toContain("light");
    await page.goBack();
    await wordCard(page, "lumière").waitFor();
  });

  it("deletes a word only after confirmation, in place", async () => {
    const { page } = alice;
    const card = wordCard(page, "ténèbres");
    await card.getByRole("button", { name: "Supprimer" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Êtes-vous sûr de vouloir supprimer ce mot ?").waitFor();
    await dialog.getByRole("button", { name: "Annuler" }).click();
    expect(await card.count()).toBe(1);

    await card.getByRole("button", { name: "Supprimer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await seeToast(page, "Mot supprimé");
    await card.waitFor({ state: "detached" });
    const french = page.locator("section", { has: page.getByRole("heading", { name: "Français" }) });
    expect(await french.getByTestId("word-count").textContent()).toBe("1 mot");
    expect(await isSameDocument(page)).toBe(true);
  });
});

describe("My library", () => {
  it("holds a passage saved from the reading plan and a Q&A saved from the reader", async () => {
    const { page } = alice;
    await page.goto(baseUrl);
    await page.getByTestId("passage-card").locator('[data-verse="3"]').waitFor();
    await page.getByTestId("passage-save").click();
    await seeToast(page, "Le passage a été ajouté à votre bibliothèque.");

    await page.goto(`${baseUrl}/lire?book=Genesis&chapter=1`);
    const questions = page.getByTestId("questions-card");
    await questions.getByPlaceholder("Posez une question sur ce chapitre...").fill("Qu'est-ce que le firmament ?");
    await questions.getByRole("button", { name: "Envoyer", exact: true }).click();
    await questions.getByTestId("qa-latest").getByText("firmament", { exact: true }).waitFor();
    const entry = questions.getByTestId("qa-history").getByRole("listitem").filter({ hasText: "firmament ?" });
    await entry.getByRole("button", { name: "Sauvegarder dans ma bibliothèque" }).click();
    await seeToast(page, "La Q&R a été ajoutée à votre bibliothèque.");

    await page.getByRole("link", { name: "Bibliothèque" }).first().click();
    await page.getByRole("tab", { name: "Versets (1)" }).waitFor();
    await page.getByRole("tab", { name: "Questions & Réponses (1)" }).waitFor();
    const verse = page.getByTestId("bookmark-card");
    expect((await verse.getByRole("heading").textContent())?.replace(/[\u2066-\u2069]/g, "")).toBe("Genèse 1:1");
    expect(await verse.textContent()).toContain("Au commencement, Dieu créa les cieux et la terre.");
    expect(await verse.textContent()).toContain("Français");
  });

  it("copies a verse as quote - reference and opens it in the reader", async () => {
    const { page } = alice;
    const verse = page.getByTestId("bookmark-card");
    await verse.getByRole("button", { name: "Copier" }).click();
    await seeToast(page, "Copié");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^"Au commencement, Dieu créa les cieux et la terre\. .*" - Genèse 1:1$/s);

    await verse.getByRole("link", { name: "Ouvrir dans le lecteur" }).click();
    await page.waitForURL(`${baseUrl}/lire?book=Genesis&chapter=1`);
    await page.getByTestId("reader-single").locator('[data-verse="1"]').waitFor();
    await page.goBack();
    await page.getByTestId("bookmark-card").waitFor();
  });

  it("shows the saved answer as markdown, copies it and removes it in place", async () => {
    const { page } = alice;
    await markDocument(page);
    await page.getByRole("tab", { name: "Questions & Réponses (1)" }).click();
    const qa = page.getByTestId("saved-qa-card");
    await qa.getByText("Qu'est-ce que le firmament ?").waitFor();
    expect(await qa.locator("strong").textContent()).toBe("firmament");
    await qa.getByRole("button", { name: "Copier" }).click();
    await seeToast(page, "Copié");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Qu'est-ce que le firmament ?");
    expect(copied).toContain(QA_ANSWER);

    await qa.getByRole("button", { name: "Retirer" }).click();
    await seeToast(page, "Q&R retirée");
    await page.getByText("Aucune question sauvegardée").waitFor();
    await page.getByRole("tab", { name: "Questions & Réponses (0)" }).waitFor();
    expect(await page.getByRole("link", { name: "Ouvrir la Bible" }).getAttribute("href")).toBe("/lire");
    expect(await isSameDocument(page)).toBe(true);
  });

  it("deletes a verse after confirmation", async () => {
    const { page } = alice;
    await page.getByRole("tab", { name: "Versets (1)" }).click();
    await page.getByTestId("bookmark-card").getByRole("button", { name: "Supprimer" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Êtes-vous sûr de vouloir supprimer ce passage ?").waitFor();
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await seeToast(page, "Verset supprimé");
    await page.getByText("Aucun verset sauvegardé").waitFor();
    await page.getByRole("tab", { name: "Versets (0)" }).waitFor();
    expect(await page.getByRole("link", { name: "Aller au plan de lecture" }).getAttribute("href")).toBe("/");
    expect(await isSameDocument(page)).toBe(true);
  });
});

describe("Community questions", () => {
  it("lists the question a reader asked, filters by book and shows the popular ones", async () => {
    const { page } = alice;
    // Alice asked it in the reader, signed in: it is listed at once, nothing waits for a moderator.
    await page.goto(`${baseUrl}/communaute`);
    await questionCard(page, "Qu'est-ce que le firmament ?").getByText("Langue", { exact: true }).waitFor();
    expect(await page.getByTestId("question-card").count()).toBe(4);

    await page.getByRole("combobox", { name: "Filtrer par livre" }).click();
    const options = await page.getByRole("option").allTextContents();
    expect(options).toEqual([
      "Tous les livres",
      "Matthieu",
      "Marc",
      "Luc",
      "Jean",
      "Actes",
      "Romains",
      "1 Corinthiens",
      "2 Corinthiens",
    ]);
    await page.getByRole("option", { name: "Romains" }).click();
    await questionCard(page, GENESIS_QUESTION).waitFor({ state: "detached" });
    await questionCard(page, ROMANS_QUESTION).waitFor();
    expect(await page.getByTestId("question-card").count()).toBe(1);

    await page.getByRole("combobox", { name: "Filtrer par livre" }).click();
    await page.getByRole("option", { name: "Matthieu" }).click();
    const empty = page.getByTestId("empty-state");
    await empty.getByText("Soyez le premier à poser une question sur un chapitre !").waitFor();
    expect(await empty.getByRole("link", { name: "Retour à la lecture" }).getAttribute("href")).toBe("/lire");

    await page.getByRole("tab", { name: "Questions populaires" }).click();
    const popular = page.getByRole("tabpanel");
    await popular.getByText(JOHN_QUESTION).waitFor();
    const popularQuestions = await popular.getByTestId("question-card").locator("h2").allTextContents();
    expect(popularQuestions).toEqual([JOHN_QUESTION, ROMANS_QUESTION]);
    await page.getByRole("tab", { name: "Questions récentes" }).click();
  });

  it("records a vote, refuses the same vote twice and lets the reader switch", async () => {
    const { page } = alice;
    await page.goto(`${baseUrl}/communaute`);
    await markDocument(page);
    const card = questionCard(page, JOHN_QUESTION);
    const up = card.getByRole("button", { name: "Voter pour" });
    const down = card.getByRole("button", { name: "Voter contre" });
    const total = card.getByTestId("vote-total");
    expect(await total.textContent()).toBe("5");

    await up.click();
    await seeToast(page, "Merci pour votre contribution!");
    expect(await total.textContent()).toBe("6");
    expect(await up.getAttribute("aria-pressed")).toBe("true");

    await up.click();
    await seeToast(page, "Déjà voté");
    await seeToast(page, "Vous avez déjà voté de cette façon pour cette question.");
    expect(await total.textContent()).toBe("6");

    // The server refuses it too (409), whatever the page believes.
    const again = await pageFetch(page, `/api/community-questions/${seed.questions.johnId}/vote-tracked`, {
      method: "POST",
      body: { userId: seed.alice.id, voteType: 1 },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "ALREADY_VOTED" });

    await down.click();
    await seeToast(page, "Merci pour votre contribution!");
    expect(await total.textContent()).toBe("4");
    expect(await down.getAttribute("aria-pressed")).toBe("true");
    expect(await up.getAttribute("aria-pressed")).toBe("false");
    expect(await isSameDocument(page)).toBe(true);

    await page.reload();
    await questionCard(page, JOHN_QUESTION).getByRole("button", { name: "Voter contre", pressed: true }).waitFor();
    expect(await questionCard(page, JOHN_QUESTION).getByTestId("vote-total").textContent()).toBe("4");
  });

  it("counts a view when a thread opens and keeps one thread open at a time", async () => {
    const { page } = bob;
    await page.goto(`${baseUrl}/communaute`);
    const john = questionCard(page, JOHN_QUESTION);
    const views = john.getByTestId("views");
    const before = Number.parseInt((await views.textContent()) ?? "", 10);
    await john.getByRole("button", { name: /Afficher les commentaires/ }).click();
    await john.getByText("Merci, la note sur le grec m'a aidé.").waitFor();
    await views.getByText(`${before + 1} vue`, { exact: false }).waitFor();

    await questionCard(page, ROMANS_QUESTION)
      .getByRole("button", { name: /Afficher les commentaires/ })
      .click();
    await questionCard(page, ROMANS_QUESTION).getByText("Aucun commentaire pour le moment.").waitFor();
    expect(await page.getByTestId("comment-thread").count()).toBe(1);
    await john.getByRole("button", { name: /Afficher les commentaires/ }).click();
    expect(await page.getByTestId("comment-thread").count()).toBe(1);
  });

  it("submits a comment for moderation; once approved the other reader sees it", async () => {
    const { page } = bob;
    const john = questionCard(page, JOHN_QUESTION);
    const box = john.getByRole("textbox");
    const publish = john.getByRole("button", { name: "Publier le commentaire" });
    expect(await box.getAttribute("rows")).toBe("3");
    expect(await publish.isDisabled()).toBe(true);
    await box.fill("   ");
    expect(await publish.isDisabled()).toBe(true);
    const comment = "La note sur *anōthen* éclaire tout le dialogue avec Nicodème.";
    await box.fill(comment);
    await john.getByText(`${comment.length}/1000`).waitFor();
    await publish.click();
    await seeToast(page, "Votre commentaire a été soumis pour modération.");
    await john.getByTestId("pending-comment").getByText("En attente de modération").waitFor();
    await expect.poll(() => box.inputValue()).toBe("");

    const other = alice.page;
    await other.goto(`${baseUrl}/communaute`);
    const aliceJohn = questionCard(other, JOHN_QUESTION);
    await aliceJohn.getByRole("button", { name: /Afficher les commentaires/ }).click();
    await aliceJohn.getByText("Merci, la note sur le grec m'a aidé.").waitFor();
    expect(await aliceJohn.getByTestId("comment").count()).toBe(1);

    // The moderator approves it through the admin procedure `pnpm admin approve` calls.
    const moderator = await signedInPage(browser, baseUrl, seed.moderator);
    await moderator.page.goto(`${baseUrl}/healthz`);
    const pending = await pageFetch(moderator.page, "/trpc/community.pendingComments", { method: "GET" });
    const pendingList = (pending.body as { result: { data: { id: number; content: string }[] } }).result.data;
    const mine = pendingList.find((c) => c.content === comment);
    expect(mine).toBeDefined();
    const approved = await pageFetch(moderator.page, "/trpc/community.moderateComment", {
      method: "POST",
      body: { id: mine?.id, decision: "approve" },
    });
    expect(approved.status).toBe(200);
    await moderator.context.close();

    await other.reload();
    const refreshed = questionCard(other, JOHN_QUESTION);
    await refreshed.getByRole("button", { name: /Afficher les commentaires/ }).click();
    await refreshed.getByTestId("comment").nth(1).waitFor();
    expect(await refreshed.getByTestId("comment").count()).toBe(2);
    expect(await refreshed.getByTestId("comment").last().locator("em").textContent()).toBe("anōthen");
  });

  it("keeps comments to 1000 characters and shows the server's refusals in the spec's words", async () => {
    const { page } = bob;
    await page.goto(`${baseUrl}/communaute`);
    const john = questionCard(page, JOHN_QUESTION);
    await john.getByRole("button", { name: /Afficher les commentaires/ }).click();
    const box = john.getByRole("textbox");
    await box.fill("a".repeat(1001));
    expect((await box.inputValue()).length).toBe(1000);
    await john.getByText("1000/1000").waitFor();

    // Straight to the API, 1001 characters are refused with the message the page maps.
    const tooLong = await pageFetch(page, `/api/community-questions/${seed.questions.johnId}/comments`, {
      method: "POST",
      body: { content: "a".repeat(1001) },
    });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain("too long");

    // The same refusal reaching the page (the request is altered on its way out) gives the spec's toast.
    const alterContent = (content: string) => async (route: Route) => {
      const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, { content?: string }>;
      for (const call of Object.values(body)) if (call && typeof call === "object") call.content = content;
      await route.continue({ postData: JSON.stringify(body) });
    };
    await page.route("**/trpc/community.addComment**", alterContent("a".repeat(1001)));
    await box.fill("Un commentaire raisonnable.");
    await john.getByRole("button", { name: "Publier le commentaire" }).click();
    await seeToast(page, "Votre commentaire est trop long (max 1000 caractères).");
    expect(await box.inputValue()).toBe("Un commentaire raisonnable.");
    await page.unroute("**/trpc/community.addComment**");

    await page.route("**/trpc/community.addComment**", alterContent("   "));
    await john.getByRole("button", { name: "Publier le commentaire" }).click();
    await seeToast(page, "Veuillez saisir un commentaire.");
    await page.unroute("**/trpc/community.addComment**");

    // A session that ended while the page was open.
    await bob.context.clearCookies();
    await john.getByRole("button", { name: "Publier le commentaire" }).click();
    await seeToast(page, "Vous devez être connecté pour commenter.");
  });
});
