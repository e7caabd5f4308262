import { linkIn, startTestSmtp, type TestSmtp } from "@bible/api/testing";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

// A reader who forgot their password gets it back through the e-mailed link: the server's real SMTP client
// sends to a real SMTP server started here (smtp-server), standing for the reader's mailbox.

let smtp: TestSmtp;
let server: RunningServer;
let browser: Browser;
const email = `oublieux.${Date.now()}@example.com`;
const oldPassword = "whither thou goest";
const newPassword = "a lamp unto my feet";
/** The session of the sign-up, on another device. */
let otherDevice = "";

beforeAll(async () => {
  smtp = await startTestSmtp();
  [server, browser] = await Promise.all([startServer({ env: { SMTP_URL: smtp.url } }), launchBrowser()]);
  const signup = await fetch(`${server.url}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: oldPassword, firstName: "Naomi" }),
  });
  expect(signup.status).toBe(201);
  otherDevice = /session=([^;]+)/.exec(signup.headers.get("set-cookie") ?? "")?.[1] ?? "";
  expect(otherDevice).not.toBe("");
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const signedIn = async (session: string) =>
  (await fetch(`${server.url}/api/auth/user`, { headers: { cookie: `session=${session}` } })).status;

describe("a forgotten password", () => {
  it("is reset from the sign-in page through the e-mailed link, which then signs the reader in once", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/connexion`);
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await page.getByRole("heading", { name: "Mot de passe oublié" }).waitFor();
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByTestId("forgot-submit").click();
    await page.getByText("Si un compte existe pour cette adresse").waitFor();
    // This server sends e-mails: nothing about asking the operator.
    expect(await page.getByTestId("ask-operator").count()).toBe(0);

    const { mail } = await smtp.next(email, { containing: "/nouveau-mot-de-passe#token=" });
    expect(mail.subject).toBe("Choisir un nouveau mot de passe");
    const { link } = linkIn(mail);
    expect(link.startsWith(`${server.url}/nouveau-mot-de-passe#token=`)).toBe(true);

    await page.goto(link);
    await page.getByRole("heading", { name: "Nouveau mot de passe" }).waitFor();
    // The token leaves the address bar.
    await page.waitForURL(`${server.url}/nouveau-mot-de-passe`);
    await page.getByLabel("Nouveau mot de passe").fill("password");
    await page.getByTestId("reset-submit").click();
    await page.getByText("Ce mot de passe fait partie des plus courants : choisissez-en un autre.").waitFor();
    await page.getByLabel("Nouveau mot de passe").fill(newPassword);
    await page.getByTestId("reset-submit").click();
    await page.waitForURL(`${server.url}/`);
    await page.getByTestId("account-menu").getByText("Naomi").waitFor();

    // The sign-up's session, on the other device, is over; the old password no longer opens the account.
    expect(await signedIn(otherDevice)).toBe(401);
    const login = (password: string) =>
      fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
    expect((await login(oldPassword)).status).toBe(401);
    expect((await login(newPassword)).status).toBe(200);

    // The same link a second time: refused, with a way to ask for a new one.
    await page.goto(link);
    await page.getByLabel("Nouveau mot de passe").fill("yet another lamp unto my feet");
    await page.getByTestId("reset-submit").click();
    await page.getByText("Ce lien n'est plus valable (déjà utilisé ou expiré).").waitFor();
    await page.getByRole("link", { name: "Demander un nouveau lien" }).click();
    await page.waitForURL(`${server.url}/mot-de-passe-oublie`);
    await context.close();
  });

  it("is verified from the e-mailed link; the account page shows it and sends the link again", async () => {
    const reader = `verifie.${Date.now()}@example.com`;
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/connexion?mode=signup`);
    await page.getByLabel("Adresse e-mail").fill(reader);
    await page.getByLabel("Mot de passe").fill("aaaaaaaa");
    await page.getByTestId("auth-submit").click();
    await page.getByText("Ce mot de passe est trop facile à deviner").waitFor();
    await page.getByLabel("Mot de passe").fill(newPassword);
    await page.getByTestId("auth-submit").click();
    await page.waitForURL(`${server.url}/`);
    const welcome = await smtp.next(reader, { containing: "/verifier-email#token=" });
    expect(welcome.mail.subject).toBe("Vérifiez votre adresse e-mail");

    await page.goto(`${server.url}/compte`);
    await page.getByTestId("email-unverified").waitFor();
    await page.getByRole("button", { name: "Renvoyer l'e-mail de vérification" }).click();
    await page.getByText("E-mail envoyé : ouvrez le lien qu'il contient.").waitFor();
    const again = await smtp.next(reader, { containing: "/verifier-email#token=" });

    await page.goto(linkIn(again.mail).link);
    await page.getByText("Votre adresse e-mail").waitFor();
    await page.getByRole("link", { name: "Aller à mon compte" }).click();
    await page.getByTestId("account-email").getByText("Adresse vérifiée").waitFor();
    expect(await page.getByTestId("email-unverified").count()).toBe(0);
    await context.close();
  });

  it("on a server without SMTP, tells the reader to ask the operator for the link", async () => {
    // The suites' shared server has no SMTP_URL: the link goes to its log.
    const { page, context } = await newPage(browser);
    await page.goto(`${inject("baseUrl")}/mot-de-passe-oublie`);
    await page.getByLabel("Adresse e-mail").fill("quelquun@example.com");
    await page.getByTestId("forgot-submit").click();
    await page.getByText("Si un compte existe pour cette adresse").waitFor();
    await page.getByText("Ce serveur n'envoie pas d'e-mails : demandez le lien").waitFor();
    await context.close();
  });
});
