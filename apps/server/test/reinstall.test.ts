import { and, bibleVersions, eq, verses } from "@bible/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBible, startApp, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
  await seedBible(t.db);
});
afterAll(() => t.close());

async function firstVerse(): Promise<string> {
  const answer = await t.app.inject({ method: "GET", url: "/api/bible/1/1/english/KJV" });
  return answer.json().verses[0].text;
}

describe("a re-install", () => {
  it("is served at once, although chapters, version rows and answers are cached", async () => {
    expect(await firstVerse()).toBe("In the beginning, verse 1");
    expect(await firstVerse()).toBe("In the beginning, verse 1");

    // What an import does (another process may make it): new verses, then a new installedAt, in one transaction.
    await t.db.transaction(async (tx) => {
      await tx
        .update(verses)
        .set({ text: "At the start, verse 1" })
        .where(and(eq(verses.versionCode, "KJV"), eq(verses.book, 1), eq(verses.chapter, 1), eq(verses.verse, 1)));
      await tx.update(bibleVersions).set({ installedAt: new Date() }).where(eq(bibleVersions.code, "KJV"));
    });

    const started = Date.now();
    let text = await firstVerse();
    while (text !== "At the start, verse 1" && Date.now() - started < 1000) {
      await new Promise((done) => setTimeout(done, 20));
      text = await firstVerse();
    }
    expect(text).toBe("At the start, verse 1");
  });
});
