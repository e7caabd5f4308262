import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { wordCentre } from "./support/passage";

const baseUrl = inject("baseUrl");
const email = `lecteur.${Date.now()}@example.com`;
const password = "correct horse battery";
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
});

/** The progress line without the direction isolates around "1 / 365". */
async function progressText() {
  return (await page.getByTestId("plan-progress").textContent())?.replace(/[\u2066\u2069]/g, "");
}

afterAll(async () => {
  await browser?.close();
});

async function fillAndSubmit(fields: { email: string; password: string; firstName?: string }) {
  await page.getByLabel("Adresse e-mail").fill(fields.email);
  await page.getByLabel("Mot de passe").fill(fields.password);
  if (fields.firstName !== undefined) await page.getByLabel("Prénom (facultatif)").fill(fields.firstName);
  await page.getByTestId("auth-submit").click();
}

describe("a reader with an account", () => {
  it("creates an account from the header and comes back to the page it left", async () => {
    await page.goto(`${baseUrl}/vocabulaire`);
    await page.getByTestId("sign-in").click();
    await page.waitForURL(/\/connexion\?redirect=%2Fvocabulaire/);
    await page.getByTestId("auth-switch").click();
    await page.getByRole("heading", { name: "Créer un compte" }).waitFor();

    await fillAndSubmit({ email: "pas-une-adresse", password: "court" });
    await page.getByText("Adresse e-mail invalide.").waitFor();
    await page.getByText("Le mot de passe doit contenir au moins 8 caractères.").waitFor();

    await fillAndSubmit({ email, password, firstName: "Marie" });
    await page.waitForURL(`${baseUrl}/vocabulaire`);
    await page.getByTestId("account-menu").getByText("Marie").waitFor();
  });

  it("is told when the e-mail is already taken", async () => {
    const { page: other, context } = await newPage(browser);
    await other.goto(`${baseUrl}/connexion?mode=signup`);
    await other.getByLabel("Adresse e-mail").fill(email);
    await other.getByLabel("Mot de passe").fill(password);
    await other.getByTestId("auth-submit").click();
    await other.getByText("Cette adresse e-mail est déjà utilisée.").waitFor();
    await context.close();
  });

  it("signs out and in again, with a clear error for a wrong password", async () => {
    await page.getByTestId("account-menu").click();
    expect(await page.getByRole("menu").textContent()).toContain(email);
    await page.getByTestId("sign-out").click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId("guest-banner").waitFor();
    await page.getByTestId("sign-in").first().waitFor();

    await page.goto(`${baseUrl}/connexion`);
    await fillAndSubmit({ email, password: "wrong password" });
    await page.getByText("Adresse e-mail ou mot de passe incorrect.").waitFor();
    await fillAndSubmit({ email, password });
    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId("account-menu").getByText("Marie").waitFor();
    expect(await page.getByTestId("guest-banner").count()).toBe(0);
  });

  it("keeps the interface language on the server and gets it back on a device that has none", async () => {
    await page.getByTestId("language-menu").click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await page.getByText("Reading Plan - Day 1").waitFor();
    // Let the PATCH of the primary language reach the server before this device forgets its choice.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByText("Reading Plan - Day 1").waitFor();
    await page.getByTestId("language-menu").click();
    await page.getByRole("menuitemradio", { name: "Français" }).click();
    await page.getByText("Plan de Lecture - Jour 1").waitFor();
    await page.waitForLoadState("networkidle");
  });

  it("saves the passage and finds it in the saved verses preview", async () => {
    await page.getByText("Plan de Lecture - Jour 1").waitFor();
    await page.getByTestId("passage-card").locator('[data-verse="3"]').waitFor();
    await page.getByTestId("passage-save").click();
    await page.getByText("Le passage a été ajouté à votre bibliothèque.", { exact: true }).waitFor();
    const preview = page.getByTestId("saved-verses");
    await preview.getByText("Au commencement, Dieu créa les cieux et la terre. La terre é…").waitFor();
    expect(await preview.textContent()).toMatch(/Genèse\s+\u2066?1:1/);
  });

  it("adds a double-clicked word to the vocabulary and sees it in the preview", async () => {
    const point = await wordCentre(page, 1, "commencement");
    await page.mouse.dblclick(point.x, point.y);
    const dialog = page.getByTestId("word-dialog");
    await dialog.getByTestId("word-definition").waitFor();
    await dialog.getByTestId("word-add").click();
    await page.getByText("« commencement » a été ajouté à votre vocabulaire.", { exact: true }).waitFor();
    await dialog.waitFor({ state: "detached" });
    const preview = page.getByTestId("vocabulary-preview");
    await preview.getByText("commencement", { exact: true }).waitFor();
    expect(await preview.textContent()).toContain("nom masculin · beginning");
    expect(await page.getByTestId("daily-progress").textContent()).toContain("1 nouveau mot ajouté");
  });

  it("marks the day as read and sees the plan progress", async () => {
    await page.getByTestId("passage-complete").click();
    await page.getByTestId("passage-complete").getByText("Jour terminé").waitFor();
    const plan = await page.evaluate(async () => (await fetch("/api/reading/current")).json());
    expect(plan.progress.completedDays).toBe(1);
    const percent = Math.floor((100 * 1) / plan.progress.totalDays);
    expect(await progressText()).toBe(`1 / ${plan.progress.totalDays} jours · ${percent}% complété`);
    await page.reload();
    await page.getByTestId("passage-complete").getByText("Jour terminé").waitFor();
  });
});
