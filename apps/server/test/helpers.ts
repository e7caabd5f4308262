import { createAdminContext, createCaller } from "@bible/api";

export { seedBible, seedPlan } from "@bible/api/testing";

import type { Database, DbHandle } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../src/app";
import { type Env, loadEnv } from "../src/env";

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  database: DbHandle;
  close(): Promise<void>;
};

export async function startApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDb();
  const env: Env = loadEnv({ NODE_ENV: "test", RATE_LIMIT_PER_MINUTE: "0", ...overrides });
  const app = await buildApp({ env, database });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type Account = { id: string; email: string; cookie: string };

let accountCounter = 0;

/** Signs a new user up through the API and returns the cookie header that carries their session. */
export async function signUp(app: FastifyInstance, firstName = "Marie"): Promise<Account> {
  accountCounter += 1;
  const email = `reader${accountCounter}-${Date.now()}@example.org`;
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: { email, password: "correct horse battery", firstName },
    // Each reader from their own address, as in life: sign-ups are limited per address.
    headers: { "x-forwarded-for": `10.0.${Math.floor(accountCounter / 250)}.${accountCounter % 250}` },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { id: response.json().id, email, cookie: sessionCookieHeader(response) };
}

export function sessionCookieHeader(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "session");
  if (!cookie) throw new Error("no session cookie in the response");
  return `session=${cookie.value}`;
}

export function as(account: Account | null, options: InjectOptions): InjectOptions {
  if (!account) return options;
  return { ...options, headers: { ...options.headers, cookie: account.cookie } };
}

export function adminCaller(db: Database) {
  return createCaller(createAdminContext(db));
}
