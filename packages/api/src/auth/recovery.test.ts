import { accountTokens, eq, users } from "@bible/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../ai/logger";
import { createContext } from "../context";
import { createCaller } from "../index";
import { smtpMailer } from "../mail/mailer";
import { failure, linkIn, nextAddress, startApi, startTestSmtp, type TestApi, type TestSmtp } from "../testing";

// Password reset and e-mail verification, the e-mails sent by the app's real SMTP client (nodemailer) to a real
// SMTP server started here (smtp-server), standing for the reader's mailbox.

const PUBLIC_URL = "https://bible.example.org";
let smtp: TestSmtp;
let api: TestApi;

beforeAll(async () => {
  smtp = await startTestSmtp();
  const mailer = smtpMailer(smtp.url, "Bible Polyglotte <noreply@bible.example.org>");
  api = await startApi({ mail: { mailer, publicUrl: PUBLIC_URL, log: silentLogger } });
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

let accounts = 0;
/** Signs up through the procedure, answering the session token the cookie would carry. */
async function signUp(password = "whither thou goest", lang?: string) {
  accounts += 1;
  const email = `reader${accounts}.${Date.now()}@example.org`;
  let token = "";
  const context = await createContext({
    db: api.db,
    mail: { mailer: smtpMailer(smtp.url, "noreply@bible.example.org"), publicUrl: PUBLIC_URL, log: silentLogger },
    request: { ip: nextAddress() },
    cookies: { set: (value) => (token = value), clear: () => (token = "") },
  });
  const user = await createCaller(context).auth.signup({ email, password, lang });
  return { ...user, email, token };
}

/** Calls a guest procedure and answers the session token it set, if any. */
async function asGuest<T>(call: (caller: Awaited<ReturnType<TestApi["guest"]>>) => Promise<T>) {
  let token = "";
  const context = await createContext({
    db: api.db,
    request: { ip: nextAddress() },
    cookies: { set: (value) => (token = value), clear: () => (token = "") },
  });
  const result = await call(createCaller(context));
  return { result, token };
}

const RESET_PATH = "/nouveau-mot-de-passe#token=";

describe("password reset by e-mail", () => {
  it("sends a single-use link; the new password works, the old one and every session end, the address is verified", async () => {
    const reader = await signUp();
    const elsewhere = await asGuest((g) => g.auth.login({ email: reader.email, password: "whither thou goest" }));
    const guest = await api.guest();
    expect(await guest.auth.requestPasswordReset({ email: reader.email.toUpperCase(), lang: "en" })).toEqual({
      sent: true,
      delivery: "email",
    });

    const { mail } = await smtp.next(reader.email, { containing: RESET_PATH });
    expect(mail.subject).toBe("Choose a new password");
    expect(mail.from?.text).toContain("noreply@bible.example.org");
    const { link, token } = linkIn(mail);
    expect(link.startsWith(`${PUBLIC_URL}${RESET_PATH}`)).toBe(true);
    expect(token).toMatch(/^[a-z2-7]{52}$/);
    expect(mail.html).toContain(`href="${link}"`);
    // Only the token's hash is kept.
    const rows = await api.db.select().from(accountTokens).where(eq(accountTokens.userId, reader.id));
    expect(rows.map((r) => r.id)).not.toContain(token);
    expect(rows.find((r) => r.purpose === "password-reset")?.id).toMatch(/^[0-9a-f]{64}$/);

    // A weak password is refused and the link is not spent.
    const weak = await failure(guest.auth.resetPassword({ token, password: "password" }));
    expect(weak).toMatchObject({ status: 400, body: { code: "WEAK_PASSWORD", field: "password", reason: "common" } });

    const reset = await asGuest((g) => g.auth.resetPassword({ token, password: "a lamp unto my feet" }));
    expect(reset.result).toMatchObject({ id: reader.id, email: reader.email });
    expect(reset.token).not.toBe("");
    expect(await (await api.withSession(reset.token)).auth.me()).toMatchObject({ id: reader.id });
    // Every session of before is over: the sign-up's and the other device's.
    expect(await (await api.withSession(reader.token)).auth.me()).toBeNull();
    expect(await (await api.withSession(elsewhere.token)).auth.me()).toBeNull();

    const login = await api.guest();
    expect((await failure(login.auth.login({ email: reader.email, password: "whither thou goest" }))).status).toBe(401);
    expect(await login.auth.login({ email: reader.email, password: "a lamp unto my feet" })).toMatchObject({
      id: reader.id,
    });

    const again = await failure(guest.auth.resetPassword({ token, password: "another lamp unto my feet" }));
    expect(again).toMatchObject({ status: 400, body: { code: "INVALID_TOKEN" } });
    expect(again.body.message).toBe("Ce lien n'est plus valable (déjà utilisé ou expiré).");

    const [row] = await api.db.select().from(users).where(eq(users.id, reader.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("refuses a link after its hour", async () => {
    const reader = await signUp();
    await (await api.guest()).auth.requestPasswordReset({ email: reader.email });
    const { mail } = await smtp.next(reader.email, { containing: RESET_PATH });
    expect(mail.subject).toBe("Choisir un nouveau mot de passe");
    const { token } = linkIn(mail);
    await api.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, reader.id));
    const late = await failure((await api.guest()).auth.resetPassword({ token, password: "a lamp unto my feet" }));
    expect(late).toMatchObject({ status: 400, body: { code: "INVALID_TOKEN" } });
    expect(await (await api.guest()).auth.login({ email: reader.email, password: "whither thou goest" })).toMatchObject(
      { id: reader.id },
    );
    // A new link works; writing it cleared the reader's expired links.
    await (await api.guest()).auth.requestPasswordReset({ email: reader.email });
    const fresh = linkIn((await smtp.next(reader.email, { containing: RESET_PATH })).mail).token;
    expect(await api.db.select().from(accountTokens).where(eq(accountTokens.userId, reader.id))).toHaveLength(1);
    const reset = (await api.guest()).auth.resetPassword({ token: fresh, password: "a lamp unto my feet" });
    expect(await reset).toMatchObject({ id: reader.id });
  });

  it("answers the same whether the e-mail has an account or not, and mails only real accounts", async () => {
    const reader = await signUp();
    const known = await (await api.guest()).auth.requestPasswordReset({ email: reader.email });
    const unknown = await (await api.guest()).auth.requestPasswordReset({ email: "nobody.here@example.org" });
    expect(unknown).toEqual(known);
    await smtp.next(reader.email, { containing: RESET_PATH });
    expect(await smtp.settle("nobody.here@example.org")).toEqual([]);
    expect(await api.db.select().from(accountTokens).where(eq(accountTokens.email, "nobody.here@example.org"))).toEqual(
      [],
    );
  });

  it("limits requests per e-mail from everywhere and per address across e-mails, account or not", async () => {
    const target = "limited@example.org";
    for (let i = 0; i < 3; i += 1) {
      await (await api.guest()).auth.requestPasswordReset({ email: target });
    }
    const refused = await failure((await api.guest()).auth.requestPasswordReset({ email: target }));
    expect(refused).toMatchObject({ status: 429, body: { code: "RATE_LIMITED" } });
    expect(refused.body.retryAfter).toBeGreaterThan(0);

    const scanner = await api.guest({ ip: "192.0.2.77" });
    const statuses: Array<number | "ok"> = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        await scanner.auth.requestPasswordReset({ email: `scan${i}@example.org` }).then(
          () => "ok" as const,
          async (error: unknown) => (await failure(Promise.reject(error))).status,
        ),
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === "ok")).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("weak passwords", () => {
  it.each(["password", "12345678", "aaaaaaaa"])("refuses %s at sign-up, naming the field", async (password) => {
    const refused = await failure(signUp(password));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "WEAK_PASSWORD", field: "password" });
    expect(refused.body.message).toMatch(/mot de passe/);
  });

  it("refuses a weak new password at a change, keeping the old one", async () => {
    const reader = await signUp();
    const caller = await api.withSession(reader.token);
    const refused = await failure(
      caller.account.changePassword({ currentPassword: "whither thou goest", newPassword: "aaaaaaaa" }),
    );
    expect(refused.body).toMatchObject({ code: "WEAK_PASSWORD", field: "newPassword", reason: "weak" });
    expect(await (await api.guest()).auth.login({ email: reader.email, password: "whither thou goest" })).toMatchObject(
      { id: reader.id },
    );
  });
});

describe("e-mail verification", () => {
  it("mails a link at sign-up in the reader's language; the link verifies the address once", async () => {
    const reader = await signUp("whither thou goest", "ar");
    const caller = await api.withSession(reader.token);
    expect(await caller.account.email()).toEqual({ email: reader.email, verifiedAt: null, delivery: "email" });

    const { mail } = await smtp.next(reader.email, { containing: "/verifier-email#token=" });
    expect(mail.subject).toBe("تحقق من عنوان بريدك الإلكتروني");
    expect(mail.html).toContain('dir="rtl"');
    const { token } = linkIn(mail);
    // Opened in another browser, without a session.
    expect(await (await api.guest()).auth.verifyEmail({ token })).toEqual({ verified: true, email: reader.email });
    expect((await caller.account.email()).verifiedAt).not.toBeNull();
    expect((await failure((await api.guest()).auth.verifyEmail({ token }))).body.code).toBe("INVALID_TOKEN");
    // Verified: nothing more is sent.
    expect(await caller.account.resendVerification({})).toEqual({ sent: false, delivery: "email" });
  });

  it("sends the link again on request, three times an hour", async () => {
    const reader = await signUp();
    await smtp.next(reader.email, { containing: "/verifier-email#token=" });
    const caller = await api.withSession(reader.token);
    expect(await caller.account.resendVerification({ lang: "de" })).toEqual({ sent: true, delivery: "email" });
    const { mail } = await smtp.next(reader.email, { containing: "/verifier-email#token=" });
    expect(mail.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse");
    await caller.account.resendVerification({});
    await caller.account.resendVerification({});
    expect((await failure(caller.account.resendVerification({}))).status).toBe(429);
    // An unknown token verifies nothing.
    expect((await failure((await api.guest()).auth.verifyEmail({ token: "a".repeat(52) }))).body.code).toBe(
      "INVALID_TOKEN",
    );
  });
});
