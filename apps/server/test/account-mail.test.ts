import { linkIn, startTestSmtp, type TestSmtp } from "@bible/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv, publicUrl } from "../src/env";
import { mailSettings } from "../src/mail";
import { sessionCookieHeader, startApp, type TestApp } from "./helpers";

// The server's own mail configuration: SMTP_URL, MAIL_FROM and PUBLIC_URL, through HTTP, to a real SMTP server
// started here (smtp-server) standing for the reader's mailbox.

let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Bible Polyglotte <accounts@bible.example.org>",
    PUBLIC_URL: "https://bible.example.org/",
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers });

describe("account e-mails over SMTP", () => {
  it("verifies the address from the sign-up e-mail, then resets a forgotten password from its e-mail", async () => {
    const email = "salome@example.org";
    const signup = await post("/api/auth/signup", { email, password: "whither thou goest", lang: "es" });
    expect(signup.statusCode, signup.body).toBe(201);
    const cookie = sessionCookieHeader(signup);

    const welcome = await smtp.next(email, { containing: "/verifier-email#token=" });
    expect(welcome.mail.from?.text).toBe('"Bible Polyglotte" <accounts@bible.example.org>');
    expect(welcome.mail.subject).toBe("Verifique su dirección de correo");
    const verification = linkIn(welcome.mail);
    expect(verification.link.startsWith("https://bible.example.org/verifier-email#token=")).toBe(true);
    expect((await post("/api/auth/email/verify", { token: verification.token })).json()).toEqual({
      verified: true,
      email,
    });
    const status = await t.app.inject({ method: "GET", url: "/api/account/email", headers: { cookie } });
    expect(status.json()).toMatchObject({ email, delivery: "email", verifiedAt: expect.any(String) });

    expect((await post("/api/auth/password/forgot", { email })).json()).toEqual({ sent: true, delivery: "email" });
    const { token } = linkIn((await smtp.next(email, { containing: "/nouveau-mot-de-passe#token=" })).mail);
    // A page of another site cannot post the link's token (CSRF).
    const forged = await post(
      "/api/auth/password/reset",
      { token, password: "a lamp unto my feet" },
      { origin: "https://evil.example" },
    );
    expect(forged.statusCode).toBe(403);
    const reset = await post("/api/auth/password/reset", { token, password: "a lamp unto my feet" });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(sessionCookieHeader(reset)).not.toBe(cookie);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(401);
    const again = await post("/api/auth/password/reset", { token, password: "a lamp unto my feet" });
    expect(again.json()).toMatchObject({ code: "INVALID_TOKEN" });
  });
});

describe("mail configuration", () => {
  it("points links at PUBLIC_URL, else the first trusted origin, else where the server listens", () => {
    expect(publicUrl(loadEnv({ PUBLIC_URL: "https://bible.example.org/" }))).toBe("https://bible.example.org");
    expect(publicUrl(loadEnv({ TRUSTED_ORIGINS: "https://a.example, https://b.example" }))).toBe("https://a.example");
    expect(publicUrl(loadEnv({ HOST: "0.0.0.0", PORT: "8080" }))).toBe("http://localhost:8080");
    expect(() => loadEnv({ SMTP_URL: "http://mail.example" })).toThrow(/^Invalid configuration: SMTP_URL: /);
    expect(() => loadEnv({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example:587" })).toThrow(/PUBLIC_URL/);
  });

  it("without SMTP_URL, writes the link to the server's log for the operator", async () => {
    const lines: { object: object; message: string }[] = [];
    const log = { info() {}, error() {}, warn: (object: object, message: string) => lines.push({ object, message }) };
    const mail = mailSettings(loadEnv({ PUBLIC_URL: "https://bible.example.org" }), log);
    expect(mail.mailer.delivery).toBe("log");
    const link = "https://bible.example.org/nouveau-mot-de-passe#token=abc";
    await mail.mailer.send({ to: "reader@example.org", subject: "s", text: "t", html: "h", link });
    expect(lines).toEqual([
      { object: { to: "reader@example.org", subject: "s", link }, message: expect.stringContaining("SMTP_URL") },
    ]);
  });
});
