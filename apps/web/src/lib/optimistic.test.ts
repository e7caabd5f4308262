import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applyOptimistic } from "./optimistic";

type Word = { id: number; language: string };

function clientWithLists() {
  const client = new QueryClient();
  client.setQueryData<Word[]>(
    [["vocabulary", "list"], { input: {}, type: "query" }],
    [
      { id: 1, language: "french" },
      { id: 2, language: "english" },
    ],
  );
  client.setQueryData<Word[]>(
    [["vocabulary", "list"], { input: { language: "english" }, type: "query" }],
    [{ id: 2, language: "english" }],
  );
  client.setQueryData<string[]>([["library", "bookmarks"]], ["untouched"]);
  return client;
}

describe("applyOptimistic", () => {
  it("changes every cached input of a list and leaves other lists alone", async () => {
    const client = clientWithLists();
    await applyOptimistic<Word[]>(client, [["vocabulary", "list"]], (words) => words.filter((w) => w.id !== 2));
    expect(client.getQueryData([["vocabulary", "list"], { input: {}, type: "query" }])).toEqual([
      { id: 1, language: "french" },
    ]);
    expect(client.getQueryData([["vocabulary", "list"], { input: { language: "english" }, type: "query" }])).toEqual(
      [],
    );
    expect(client.getQueryData([["library", "bookmarks"]])).toEqual(["untouched"]);
  });

  it("rolls every list back when the change fails", async () => {
    const client = clientWithLists();
    const rollback = await applyOptimistic<Word[]>(client, [["vocabulary", "list"]], () => []);
    rollback();
    expect(client.getQueryData([["vocabulary", "list"], { input: {}, type: "query" }])).toHaveLength(2);
    expect(client.getQueryData([["vocabulary", "list"], { input: { language: "english" }, type: "query" }])).toEqual([
      { id: 2, language: "english" },
    ]);
  });
});
