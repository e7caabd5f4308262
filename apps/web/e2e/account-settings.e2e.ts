import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";

// The reader's own account page (/compte), reached from the account menu: sessions, password, export, deletion.

const baseUrl = inject("baseUrl");
const email = `compte.${Date.now()}@example.com`;
const password = "correct horse battery";
const newPassword = "another horse battery";
let browser: Browser;
let page: Page;
/** The file 'Exporter mes données' downloaded. */
let exported = "";

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
});

afterAll(async () => {
  await browser?.close();
});

async function signIn(target: Page, secret: string) {
  await target.goto(`${baseUrl}/connexion`);
  await target.getByLabel("Adresse e-mail").fill(email);
  await target.getByLabel("Mot de passe").fill(secret);
  await target.getByTestId("auth-submit").click();
  await target.getByTestId("account-menu").waitFor();
}

describe("my account", () => {
  it("is reached from the account menu and lists this session and another browser's, which it can end", async () => {
    await page.goto(`${baseUrl}/connexion?mode=signup`);
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Mot de passe").fill(password);
    await page.getByTestId("auth-submit").click();
    await page.getByTestId("account-menu").waitFor();

    const { page: other, context } = await newPage(browser);
    await signIn(other, password);

    await page.getByTestId("account-menu").click();
    await page.getByTestId("account-page").click();
    await page.waitForURL(`${baseUrl}/compte`);
    await page.getByRole("heading", { name: "Mon compte", exact: true }).waitFor();
    const sessions = page.getByTestId("account-session");
    await expect.poll(() => sessions.count()).toBe(2);
    await page.getByTestId("account-sessions").getByText("Cette session").waitFor();
    await page.getByTestId("account-sessions").getByRole("button", { name: "Terminer" }).click();
    await expect.poll(() => sessions.count()).toBe(1);

    await other.reload();
    await other.getByTestId("sign-in").waitFor();
    await context.close();
  });

  it("changes the password (a wrong current one is refused), and exports the reader's data as JSON", async () => {
    const form = page.getByTestId("account-password");
    await form.getByLabel("Mot de passe actuel").fill("not my password");
    await form.getByLabel("Nouveau mot de passe").fill(newPassword);
    await form.getByRole("button", { name: "Changer le mot de passe" }).click();
    await form.getByText("Mot de passe incorrect.").waitFor();
    await form.getByLabel("Mot de passe actuel").fill(password);
    await form.getByLabel("Nouveau mot de passe").fill(newPassword);
    await form.getByRole("button", { name: "Changer le mot de passe" }).click();
    await form.getByText("Mot de passe changé. Vos autres sessions sont terminées.").waitFor();

    // A word to take along: saved as the reader would, with the page's own session.
    const saved = await page.evaluate(async () => {
      const response = await fetch("/api/vocabulary", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ word: "pourpre", language: "fr", definition: "Rouge foncé", context: "[pourpre]" }),
      });
      return response.status;
    });
    expect(saved).toBe(200);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exporter mes données" }).click(),
    ]);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    const data = JSON.parse(await readFile(path, "utf8"));
    expect(data.user.email).toBe(email);
    expect(JSON.stringify(data)).not.toContain("argon2");
    exported = path;
  });

  it("imports that file into another account: the word comes with its review cards; a wrong file is named", async () => {
    const { page: other, context } = await newPage(browser);
    await other.goto(`${baseUrl}/connexion?mode=signup`);
    await other.getByLabel("Adresse e-mail").fill(`import.${Date.now()}@example.com`);
    await other.getByLabel("Mot de passe").fill(password);
    await other.getByTestId("auth-submit").click();
    await other.getByTestId("account-menu").waitFor();
    await other.goto(`${baseUrl}/compte`);
    const section = other.getByTestId("account-import");
    await section.getByRole("button", { name: "Importer des données" }).waitFor();
    await other.getByTestId("account-import-file").setInputFiles({
      name: "autre.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ format: "autre chose" })),
    });
    await section.getByRole("alert").getByText("Ce fichier n'est pas un export de Bible Polyglotte valide").waitFor();
    await other.getByTestId("account-import-file").setInputFiles(exported);
    await other
      .getByTestId("account-import-done")
      .getByText("Importé — mots : 1 · cartes de révision : 2 · plans : 0 · signets : 0 · questions : 0.")
      .waitFor();
    await other.goto(`${baseUrl}/vocabulaire`);
    await other.getByText("pourpre", { exact: true }).first().waitFor();
    await context.close();
  });

  it("deletes the account with its password; the reader is signed out and cannot sign in again", async () => {
    const form = page.getByTestId("account-delete");
    await form.getByLabel("Confirmez avec votre mot de passe").fill(newPassword);
    await form.getByRole("button", { name: "Supprimer définitivement" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId("sign-in").waitFor();

    await page.goto(`${baseUrl}/connexion`);
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Mot de passe").fill(newPassword);
    await page.getByTestId("auth-submit").click();
    await page.getByText("Adresse e-mail ou mot de passe incorrect.").waitFor();
  });

  it("is shown in Arabic, right to left", async () => {
    const { page: arabic, context } = await newPage(browser);
    await arabic.goto(`${baseUrl}/compte`);
    await arabic.evaluate(() => localStorage.setItem("preferredLanguage", "arabic"));
    await arabic.reload();
    await arabic.waitForFunction(() => document.documentElement.dir === "rtl");
    await arabic.getByRole("heading", { name: "حسابي" }).first().waitFor();
    await context.close();
  });
});
