import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/**
 * A small OpenAI-compatible server on 127.0.0.1 for tests and benchmarks: POST /v1/chat/completions
 * with `response_format: { type: "json_schema" }`. By default it answers what a model bound by the
 * schema would (a value built from the JSON schema); a test scripts anything else per request.
 */
export type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  /** The json_schema name our provider sends: word_definition, explanation, question_answer, context_translation. */
  schemaName: string;
  schema: JsonSchema;
};

export type FakeReply =
  /** A structured answer: serialised as the message content. */
  | { json: unknown; usage?: { prompt: number; completion: number } }
  /** Raw message content, e.g. text that is not JSON. */
  | { content: string }
  /** An HTTP error from the "model server". */
  | { status: number; message?: string; headers?: Record<string, string> }
  /** Answer after a pause (timeouts). */
  | { delayMs: number; reply: FakeReply };

export type FakeOpenAi = {
  /** Base URL for the SDK (…/v1). */
  url: string;
  /** Every chat request received, in order. */
  requests: ChatRequest[];
  /** Sets how the next requests are answered; `undefined` restores the schema-built default. */
  respond(script: ((request: ChatRequest) => FakeReply) | undefined): void;
  close(): Promise<void>;
};

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The answer a schema-bound model could give: every string names its field, arrays hold one item. */
export function valueFromSchema(schema: JsonSchema, name = "value"): unknown {
  const variant = schema.anyOf?.find((s) => s.type !== "null") ?? schema;
  if (variant.enum) return variant.enum[0];
  const type = Array.isArray(variant.type) ? variant.type.find((t) => t !== "null") : variant.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(variant.properties ?? {}).map(([key, sub]) => [key, valueFromSchema(sub, key)]),
      );
    case "array":
      return [valueFromSchema(variant.items ?? { type: "string" }, name)];
    case "boolean":
      return true;
    case "number":
    case "integer":
      return 1;
    default:
      return `${name} (fake model)`;
  }
}

function toSchema(value: unknown): JsonSchema {
  if (!isRecord(value)) return {};
  const schema: JsonSchema = {};
  if (typeof value.type === "string") schema.type = value.type;
  if (Array.isArray(value.type)) schema.type = value.type.map(String);
  if (isRecord(value.properties)) {
    schema.properties = Object.fromEntries(Object.entries(value.properties).map(([k, v]) => [k, toSchema(v)]));
  }
  if (Array.isArray(value.required)) schema.required = value.required.filter((r) => typeof r === "string");
  if (value.items !== undefined) schema.items = toSchema(value.items);
  if (Array.isArray(value.enum)) schema.enum = value.enum;
  if (Array.isArray(value.anyOf)) schema.anyOf = value.anyOf.map(toSchema);
  return schema;
}

function parseChatRequest(body: unknown): ChatRequest | string {
  if (!isRecord(body)) return "body must be a JSON object";
  if (typeof body.model !== "string" || body.model === "") return "model is required";
  if (!Array.isArray(body.messages)) return "messages is required";
  const format = body.response_format;
  if (!isRecord(format) || format.type !== "json_schema" || !isRecord(format.json_schema)) {
    return "response_format json_schema is required";
  }
  const jsonSchema = format.json_schema;
  if (jsonSchema.strict !== true || typeof jsonSchema.name !== "string") return "json_schema must be strict and named";
  return {
    model: body.model,
    messages: body.messages.filter(isRecord).map((m) => ({ role: String(m.role), content: String(m.content) })),
    schemaName: jsonSchema.name,
    schema: toSchema(jsonSchema.schema),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk instanceof Buffer ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

let completionCounter = 0;

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: ChatRequest[] = [];
  let script: ((request: ChatRequest) => FakeReply) | undefined;
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      return sendJson(response, 404, { error: { message: "not found", type: "invalid_request_error" } });
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      return sendJson(response, 400, { error: { message: "invalid JSON body", type: "invalid_request_error" } });
    }
    const chat = parseChatRequest(body);
    if (typeof chat === "string")
      return sendJson(response, 400, { error: { message: chat, type: "invalid_request_error" } });
    requests.push(chat);
    const promptChars = chat.messages.reduce((n, m) => n + m.content.length, 0);

    const reply = (answer: FakeReply): void => {
      if ("delayMs" in answer) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!response.destroyed) reply(answer.reply);
        }, answer.delayMs);
        timers.add(timer);
        return;
      }
      if ("status" in answer) {
        sendJson(
          response,
          answer.status,
          { error: { message: answer.message ?? `fake error ${answer.status}`, type: "server_error", code: null } },
          answer.headers,
        );
        return;
      }
      const content = "json" in answer ? JSON.stringify(answer.json) : answer.content;
      const usage =
        "json" in answer && answer.usage
          ? answer.usage
          : { prompt: Math.ceil(promptChars / 4), completion: Math.ceil(content.length / 4) };
      completionCounter += 1;
      sendJson(response, 200, {
        id: `chatcmpl-fake-${completionCounter}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: chat.model,
        choices: [
          { index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop", logprobs: null },
        ],
        usage: {
          prompt_tokens: usage.prompt,
          completion_tokens: usage.completion,
          total_tokens: usage.prompt + usage.completion,
        },
      });
    };
    reply(script ? script(chat) : { json: valueFromSchema(chat.schema) });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("fake OpenAI server has no TCP address");
  const { port } = address;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    respond(next) {
      script = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
