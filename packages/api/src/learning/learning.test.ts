import { writeBibleVersion } from "@bible/bible-import";
import { alignmentRuns, verseAlignments } from "@bible/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../testing";

let api: TestApi;

const JOHN_3_16 =
  "Ибо так возлюбил Бог мир, что отдал Сына Своего Единородного, дабы всякий верующий в Него, не погиб, но имел жизнь вечную.";
const JOHN_3_17 = "Ибо не послал Бог Сына Своего в мир, чтобы судить мир, но чтобы мир спасен был чрез Него.";

beforeAll(async () => {
  api = await startApi();
  const verses = [
    { book: 43, chapter: 3, verse: 16, text: JOHN_3_16 },
    { book: 43, chapter: 3, verse: 17, text: JOHN_3_17 },
  ];
  await writeBibleVersion(api.db, { code: "SYNOD", language: "russian", name: "Синодальный" }, verses, {
    books: 1,
    chapters: 1,
    verses: verses.length,
    missing: [],
    sourceFile: "SYNOD.xml",
    sha256: null,
  });
  // 'мир' of John 3:16 (offsets 24-27) renders G2889 (κόσμος), 'Бог' (20-23) G2316; a link under the trusted
  // confidence (0.5) on 'возлюбил' gives no original.
  const at = (word: string) => JOHN_3_16.indexOf(word);
  await api.db.insert(verseAlignments).values({
    versionCode: "SYNOD",
    book: 43,
    chapter: 3,
    verse: 16,
    links: [at("мир"), at("мир") + 3, 12889, 228, at("Бог"), at("Бог") + 3, 12316, 228, 8, 16, 10025, 178],
  });
  await api.db.insert(alignmentRuns).values({
    versionCode: "SYNOD",
    method: "tags",
    model: "test",
    threshold: 0.7,
    textVerses: 2,
    verses: 1,
    links: 3,
    seconds: 0,
  });
}, 60_000);
afterAll(() => api.close());

async function russianWords() {
  const guest = await api.guest();
  return guest.learning.chapterWords({ book: "John", chapter: 3, language: "ru", version: "SYNOD" });
}

describe("learning.chapterWords", () => {
  it("gives every running word of the chapter its lemma and, where the alignment trusts a link, its original", async () => {
    const words = await russianWords();
    const verse = words.verses.find((v) => v.verse === 16);
    if (!verse) throw new Error("verse 16 missing");
    const read = (start: number) => {
      const i = verse.words.findIndex((_, k) => k % 4 === 0 && verse.words[k] === start);
      return {
        lemma: words.lemmas[verse.words[i + 2] ?? -1],
        original: words.originals[(verse.words[i + 3] ?? 0) - 1],
      };
    };
    expect(read(JOHN_3_16.indexOf("мир"))).toEqual({ lemma: "мир", original: "G2889" });
    expect(read(JOHN_3_16.indexOf("возлюбил"))).toEqual({ lemma: "возлюбить", original: undefined });
    // Word forms are one word: 'Сына' is 'сын', and verse 17's three 'мир' are the same lemma as verse 16's.
    expect(read(JOHN_3_16.indexOf("Сына")).lemma).toBe("сын");
    const verse17 = words.verses.find((v) => v.verse === 17)?.words ?? [];
    const mir = words.lemmas.indexOf("мир");
    expect(verse17.filter((value, k) => k % 4 === 2 && value === mir)).toHaveLength(3);
    expect(verse.words.length / 4).toBe(21);
  });

  it("answers the chapter errors of the reader for a version not installed", async () => {
    const guest = await api.guest();
    const refused = await failure(
      guest.learning.chapterWords({ book: "John", chapter: 3, language: "ru", version: "XYZ" }),
    );
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe("VERSION_NOT_AVAILABLE");
  });
});

describe("word states", () => {
  it("are for signed-in readers only", async () => {
    const guest = await api.guest();
    expect((await failure(guest.learning.states({ language: "ru" }))).status).toBe(401);
    expect((await failure(guest.learning.mark({ language: "ru", lemmas: ["мир"], state: "known" }))).status).toBe(401);
  });

  it("keep each reader's marks apart and count known words by lemma", async () => {
    const marie = await api.signUp("Marie");
    const paul = await api.signUp("Paul");
    await marie.caller.learning.mark({ language: "ru", lemmas: ["мир", "бог"], state: "known", strongs: "G2889" });
    await marie.caller.learning.mark({ language: "russian", lemmas: ["возлюбить"], state: "learning" });
    await marie.caller.learning.mark({ language: "ru", lemmas: ["ибо"], state: "ignored" });

    expect((await marie.caller.learning.states({ language: "ru" })).words).toEqual([
      { lemma: "бог", state: "known" },
      { lemma: "возлюбить", state: "learning" },
      { lemma: "ибо", state: "ignored" },
      { lemma: "мир", state: "known" },
    ]);
    expect((await paul.caller.learning.states({ language: "ru" })).words).toEqual([]);
    const [russian] = await marie.caller.learning.counts();
    expect(russian).toMatchObject({ language: "russian", known: 2, learning: 1, ignored: 1 });
    expect(russian?.progress.at(-1)?.known).toBe(2);
    expect(await paul.caller.learning.counts()).toEqual([]);
  });

  it("mark the rest of a chapter known without touching the words being learnt, and take a mark away", async () => {
    const reader = await api.signUp();
    await reader.caller.learning.mark({ language: "ru", lemmas: ["сын"], state: "learning" });
    const words = await russianWords();
    const rest = await reader.caller.learning.mark({
      language: "ru",
      lemmas: words.lemmas,
      state: "known",
      onlyNew: true,
    });
    expect(rest.changed).toBe(words.lemmas.length - 1);
    const states = new Map(
      (await reader.caller.learning.states({ language: "ru" })).words.map((w) => [w.lemma, w.state]),
    );
    expect(states.get("сын")).toBe("learning");
    expect(states.get("мир")).toBe("known");

    expect((await reader.caller.learning.mark({ language: "ru", lemmas: ["мир"], state: "new" })).changed).toBe(1);
    const after = await reader.caller.learning.states({ language: "ru" });
    expect(after.words.some((w) => w.lemma === "мир")).toBe(false);
  });

  it("move a guest's marks into the account, keeping what the account already says", async () => {
    const reader = await api.signUp();
    await reader.caller.learning.mark({ language: "ru", lemmas: ["мир"], state: "learning" });
    const moved = await reader.caller.learning.importGuest({
      words: [
        { language: "ru", lemma: "мир", state: "known" },
        { language: "english", lemma: "world", state: "known" },
      ],
    });
    expect(moved.imported).toBe(1);
    expect((await reader.caller.learning.states({ language: "ru" })).words).toEqual([
      { lemma: "мир", state: "learning" },
    ]);
    expect((await reader.caller.learning.states({ language: "en" })).words).toEqual([
      { lemma: "world", state: "known" },
    ]);
  });

  it("refuse an unknown language or an empty mark with a 400 naming the field", async () => {
    const reader = await api.signUp();
    const unknown = await failure(reader.caller.learning.mark({ language: "klingon", lemmas: ["x"], state: "known" }));
    expect(unknown.status).toBe(400);
    const empty = await failure(reader.caller.learning.mark({ language: "ru", lemmas: [], state: "known" }));
    expect(empty.status).toBe(400);
  });
});
