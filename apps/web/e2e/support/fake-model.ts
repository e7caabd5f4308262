import {
  type ChatRequest,
  type FakeOpenAi,
  type FakeReply,
  startFakeOpenAi,
  valueFromSchema,
} from "@bible/api/testing";

/** A word the fake model fails on, to see the dialog's failure path. */
export const FAILING_WORD = "ténèbres";

function quotedField(request: ChatRequest, field: string): string | undefined {
  const user = request.messages.find((m) => m.role === "user")?.content ?? "";
  // The prompts quote reader text as <<<text>>> (packages/api/src/ai/prompts.ts).
  return new RegExp(`${field}: <<<(.*?)>>>`, "s").exec(user)?.[1];
}

/** What a model bound by our schemas answers about 'commencement' in Genesis 1:1 (the e2e word). */
function answer(request: ChatRequest): FakeReply {
  if (request.schemaName === "word_definition") {
    const word = quotedField(request, "Word") ?? "";
    if (word === FAILING_WORD) return { status: 500, message: "model down" };
    return {
      json: {
        word,
        definition: "Le premier moment de quelque chose, son point de départ.",
        context: quotedField(request, "Sentence") ?? "",
        grammaticalType: "nom masculin",
        infinitive: null,
        pronunciation: "/kɔ.mɑ̃s.mɑ̃/",
        translation: "beginning",
        conjugations: null,
        hebrew: "רֵאשִׁית",
        hebrewPhonetic: "rēʾšîṯ",
        hebrewExplanation: "Le premier mot de la Bible hébraïque.",
        aramaic: null,
        aramaicPhonetic: null,
        aramaicExplanation: null,
      },
    };
  }
  if (request.schemaName === "context_translation") {
    return { json: { context: "In the [beginning], God created the heavens and the earth." } };
  }
  return { json: valueFromSchema(request.schema) };
}

/** The OpenAI-compatible model the e2e server talks to (127.0.0.1, no network). */
export async function startFakeModel(): Promise<FakeOpenAi> {
  const fake = await startFakeOpenAi();
  fake.respond(answer);
  return fake;
}
