import { createAdminContext, createCaller } from "@bible/api";
import { bibleVersions, type Database, type DbHandle, readingPlanDays, readingPlans, verses } from "@bible/db";
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

/** A three-day plan over Genesis 1-3, with French and English titles. */
export async function seedPlan(db: Database, dayCount = 3): Promise<void> {
  const [plan] = await db
    .insert(readingPlans)
    .values({
      code: "test-plan",
      name: { fr: "Plan d'essai", en: "Test plan" },
      description: { fr: "Trois jours", en: "Three days" },
      dayCount,
      isDefault: true,
    })
    .returning();
  if (!plan) throw new Error("plan not inserted");
  const lengths = [31, 25, 24, 26, 32];
  await db.insert(readingPlanDays).values(
    Array.from({ length: dayCount }, (_, i) => ({
      planId: plan.id,
      day: i + 1,
      book: 1,
      chapter: i + 1,
      verseStart: 1,
      verseEnd: lengths[i] ?? 20,
      title: { fr: `Jour ${i + 1} : la Genèse`, en: `Day ${i + 1}: Genesis` },
      theme: { fr: "Création", en: "Creation" },
    })),
  );
}

/**
 * LSG and KJV installed with Genesis 1 and Psalm 23, a French New Testament installed without
 * Genesis, and NIV in the catalog but not installed (copyrighted).
 */
export async function seedBible(db: Database): Promise<void> {
  const installedAt = new Date();
  await db.insert(bibleVersions).values([
    { code: "LSG", language: "french", name: "Louis Segond 1910", installedAt, license: "Public domain" },
    { code: "KJV", language: "english", name: "King James Version", installedAt, license: "Public domain" },
    { code: "FRNT", language: "french", name: "Nouveau Testament d'essai", installedAt },
    { code: "NIV", language: "english", name: "New International Version", distributable: false },
  ]);
  const genesis = (code: string, words: string) =>
    Array.from({ length: 31 }, (_, i) => ({
      versionCode: code,
      book: 1,
      chapter: 1,
      verse: i + 1,
      text: `${words} ${i + 1}`,
    }));
  await db.insert(verses).values([
    ...genesis("LSG", "Au commencement, verset"),
    ...genesis("KJV", "In the beginning, verse"),
    {
      versionCode: "LSG",
      book: 19,
      chapter: 23,
      verse: 1,
      text: "L'Éternel est mon berger",
      heading: "Psaume de David.",
    },
    { versionCode: "FRNT", book: 40, chapter: 1, verse: 1, text: "Généalogie de Jésus-Christ" },
  ]);
}

export function json(payload: unknown): Pick<InjectOptions, "payload" | "headers"> {
  return { payload: JSON.stringify(payload), headers: { "content-type": "application/json" } };
}
