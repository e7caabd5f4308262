import type { Database, DbHandle } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { getTRPCErrorFromUnknown } from "@trpc/server";
import type { AiProvider } from "../ai/provider";
import { createAdminContext, createContext, type RequestInfo } from "../context";
import { type ApiErrorBody, describeError } from "../errors";
import { type Caller, createCaller } from "../index";
import type { MailSettings } from "../mail/mailer";

export { createAccountToken as issueAccountToken } from "../auth/account-tokens";

import { createRateLimiters } from "../rate-limit";

export type Reader = { id: string; email: string; token: string; ip: string; caller: Caller };

/**
 * The API as a server would run it, in process: one migrated test database (PGlite, or Postgres when
 * TEST_DATABASE_URL is set), one set of rate limiters and one AI provider shared by every caller.
 */
export type TestApi = {
  db: Database;
  database: DbHandle;
  /** A caller without a session, from its own address unless one is given. */
  guest(request?: Partial<RequestInfo>): Promise<Caller>;
  /** A new account, signed up through the API, with a caller that carries its session. */
  signUp(firstName?: string): Promise<Reader>;
  /** A caller for an existing session token (a reader's `token`), from the given address. */
  withSession(token: string, request?: Partial<RequestInfo>): Promise<Caller>;
  admin: Caller;
  close(): Promise<void>;
};

let addresses = 0;

/** A fresh client address (documentation range), so per-address limits of one caller never touch another. */
export function nextAddress(): string {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250) % 250}.${addresses % 250}`;
}

let accounts = 0;

export type TestApiOptions = {
  ai?: (db: Database) => AiProvider | null;
  /** Another test API's database, to see the same data through another provider; closed by its owner. */
  database?: DbHandle;
  /** How account e-mails leave (a test's SMTP server through `smtpMailer`); absent → dropped. */
  mail?: MailSettings;
};

export async function startApi(options: TestApiOptions = {}): Promise<TestApi> {
  const database = options.database ?? (await createTestDb());
  const { db } = database;
  // The sign-in slowdown at 10 ms: tests that try many wrong passwords stay quick, the policy stays the same.
  const limiters = { ...createRateLimiters(), loginSlowdownMs: 10 };
  const ai = options.ai?.(db) ?? null;
  const { mail } = options;
  const contextFor = (sessionToken: string | null, request: Partial<RequestInfo> = {}) =>
    createContext({ db, limiters, ai, mail, sessionToken, request: { ip: nextAddress(), ...request } });
  const withSession = async (token: string, request?: Partial<RequestInfo>) =>
    createCaller(await contextFor(token, request));
  return {
    db,
    database,
    guest: async (request) => createCaller(await contextFor(null, request)),
    withSession,
    async signUp(firstName = "Marie") {
      accounts += 1;
      const email = `reader${accounts}-${Date.now()}@example.org`;
      const ip = nextAddress();
      let token = "";
      const context = await createContext({
        db,
        limiters,
        ai,
        mail,
        request: { ip },
        cookies: { set: (value) => (token = value), clear: () => (token = "") },
      });
      const user = await createCaller(context).auth.signup({ email, password: "correct horse battery", firstName });
      return { id: user.id, email, token, ip, caller: await withSession(token, { ip }) };
    },
    admin: createCaller(createAdminContext(db, ai)),
    close: async () => {
      if (!options.database) await database.close();
    },
  };
}

/**
 * What a refused call answers on either door: the HTTP status and `{ message, code, ...details }`. Any field
 * can be read without narrowing on `code` first, so a test can assert a detail the code should carry.
 */
export async function failure(
  call: Promise<unknown>,
): Promise<{ status: number; body: ApiErrorBody & Readonly<Record<string, unknown>> }> {
  try {
    await call;
  } catch (error) {
    return describeError(getTRPCErrorFromUnknown(error));
  }
  throw new Error("the call succeeded where a failure was expected");
}

/** Input the types would refuse, as a client that does not use them could send it (tests of validation). */
export function untyped<Input>(input: unknown): Input {
  return input as Input;
}

/** "ok" when the call succeeds, else the HTTP status it is refused with. */
export async function outcome(call: Promise<unknown>): Promise<"ok" | number> {
  try {
    await call;
    return "ok";
  } catch (error) {
    return describeError(getTRPCErrorFromUnknown(error)).status;
  }
}
