import { alignVersion, installLexicon } from "@bible/lexicon";
import { BIBLES_DIR, installVersionBooks, LEXICON_DIR } from "@bible/lexicon/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../ai/logger";
import { selectAiProvider } from "../ai/select-provider";
import { startApi, type TestApi } from "../testing";

// SPEC §3: a language opens with its default version. English's (NIV) cannot be shipped; of the English versions
// installed here, ASV comes first by name and by code, KJV is the public-domain default the project ships.

let api: TestApi;

beforeAll(async () => {
  api = await startApi({ ai: (db) => selectAiProvider({ provider: "auto" }, silentLogger, db) });
  await installLexicon(api.db, {
    lexiconDir: LEXICON_DIR,
    biblesDir: BIBLES_DIR,
    datasets: ["strongs-greek", "kjv-strongs", "rp2018"],
  });
  // 1 Corinthians in two English versions and in the Louis Segond (KJV and LSG aligned from their own tags).
  await installVersionBooks(api.db, "ASV", new Set([46]));
  await installVersionBooks(api.db, "KJV", new Set([46]));
  await installVersionBooks(api.db, "LSG", new Set([46]));
  await alignVersion(api.db, "KJV");
  await alignVersion(api.db, "LSG");
});

afterAll(async () => {
  await api?.close();
});

describe("the version an English reader opens", () => {
  it("is the same in the reader, the word study and the other occurrences", async () => {
    const guest = await api.guest();
    // The reader opens the first version of the language's list (the web app's column, the REST door's list).
    const [opened, ...others] = await guest.bible.versions({ language: "english" });
    expect(opened).toMatchObject({ code: "KJV", installed: true });
    expect(others.map((v) => [v.code, v.installed])).toEqual([["ASV", true]]);

    const occurrences = await guest.bible.occurrences({ strongs: "G26", language: "en" });
    expect(occurrences.version).toBe(opened?.code);

    // 'charité' in the French column, explained to the English reader in the words of the English version.
    const study = await guest.ai.wordDefinition({
      word: "charité",
      context: "Maintenant donc ces trois choses demeurent: la foi, l'espérance, la [charité]",
      targetLanguage: "french",
      nativeLanguage: "en",
      book: "1 Corinthians",
      chapter: 13,
      verse: 13,
    });
    expect(study.translation).toContain(`(${opened?.code})`);
  });
});
