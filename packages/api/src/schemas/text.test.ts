import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../ai/logger";
import { selectAiProvider } from "../ai/select-provider";
import {
  type FakeOpenAi,
  failure,
  nextAddress,
  type Reader,
  startApi,
  startFakeOpenAi,
  type TestApi,
} from "../testing";

// Text a database cannot store (a NUL byte) or that is not Unicode (a lone surrogate) is refused as a 400
// naming the field, before any write and before any paid model call; it used to answer 500.

let api: TestApi;
let fake: FakeOpenAi;
let reader: Reader;
let questionId: number;

const BAD = { nul: "lumi\u0000ère", loneHigh: "lumi\uD800ère", loneLow: "\uDC00lumière" };

beforeAll(async () => {
  fake = await startFakeOpenAi();
  api = await startApi({
    ai: (db) =>
      selectAiProvider(
        { provider: "auto", model: "fake-model", baseUrl: fake.url, apiKey: "sk-test", timeoutMs: 1000 },
        silentLogger,
        db,
      ),
  });
  reader = await api.signUp();
  questionId = (
    await api.admin.community.create({ book: "John", chapter: 1, category: "theology", question: "Q", answer: "A" })
  ).id;
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

async function expectRefused(call: () => Promise<unknown>, field: string) {
  const refused = await failure(call());
  expect(refused.status, field).toBe(400);
  expect(refused.body).toMatchObject({ code: "BAD_REQUEST", field });
}

describe("text that cannot be stored", () => {
  for (const [kind, bad] of Object.entries(BAD)) {
    it(`refuses ${kind} in vocabulary, bookmarks, comments and the sign-up name with a 400 naming the field`, async () => {
      await expectRefused(() => reader.caller.vocabulary.add({ word: bad, language: "fr" }), "word");
      await expectRefused(
        () => reader.caller.vocabulary.add({ word: "lumière", language: "fr", definition: bad }),
        "definition",
      );
      await expectRefused(
        () => reader.caller.vocabulary.add({ word: "lumière", language: "fr", grammaticalInfo: { type: bad } }),
        "grammaticalInfo.type",
      );
      await expectRefused(
        () => reader.caller.library.addBookmark({ book: "Genesis", chapter: 1, text: bad, language: "fr" }),
        "text",
      );
      await expectRefused(() => reader.caller.community.addComment({ id: questionId, content: bad }), "content");
      const guest = await api.guest();
      await expectRefused(
        () =>
          guest.auth.signup({ email: `x${Date.now()}@example.org`, password: "correct horse battery", firstName: bad }),
        "firstName",
      );
      expect(await reader.caller.vocabulary.list({ userId: reader.id })).toEqual([]);
    });

    it(`refuses ${kind} in every AI input without calling the model`, async () => {
      const before = fake.requests.length;
      const ai = (await api.guest({ ip: nextAddress() })).ai;
      await expectRefused(
        () => ai.askQuestion({ question: `Qui ${bad} ?`, book: "John", chapter: 1, language: "french" }),
        "question",
      );
      await expectRefused(
        () => ai.wordDefinition({ word: bad, context: "x", targetLanguage: "french", nativeLanguage: "english" }),
        "word",
      );
      await expectRefused(
        () => ai.wordDefinition({ word: "lumière", context: bad, targetLanguage: "french", nativeLanguage: "english" }),
        "context",
      );
      await expectRefused(() => ai.contextInLanguage({ context: bad, language: "french" }), "context");
      await expectRefused(() => ai.explanation({ book: bad, chapter: 1 }), "book");
      expect(fake.requests.length).toBe(before);
    });
  }
});
