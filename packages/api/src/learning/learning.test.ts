import { writeBibleVersion } from "@bible/bible-import";
import { alignmentRuns, coreVocabularies, eq, reviewCards, verseAlignments, verses } from "@bible/db";
import { versionVocabulary } from "@bible/lexicon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../testing";

let api: TestApi;

const JOHN_3_16 =
  "Ибо так возлюбил Бог мир, что отдал Сына Своего Единородного, дабы всякий верующий в Него, не погиб, но имел жизнь вечную.";
const LSG_3_16 =
  "Car Dieu a tant aimé le monde qu'il a donné son Fils unique, afin que quiconque croit en lui ne périsse point, mais qu'il ait la vie éternelle.";
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
  await writeBibleVersion(
    api.db,
    { code: "LSG", language: "french", name: "Louis Segond" },
    [{ book: 43, chapter: 3, verse: 16, text: LSG_3_16 }],
    { books: 1, chapters: 1, verses: 1, missing: [], sourceFile: "LSG.xml", sha256: null },
  );
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

  it("apply a mark sent twice with one idempotency key once (a mark made offline and replayed)", async () => {
    const reader = await api.signUp();
    const known = { language: "ru", lemmas: ["мир"], state: "known" as const, idempotencyKey: "mark:offline-mir" };
    const first = await reader.caller.learning.mark(known);
    expect(first).toEqual({ language: "russian", changed: 1 });
    // Taken away since with another key; the first mark replayed (its answer was lost) gets the answer it had
    // and writes nothing: the word stays new.
    await reader.caller.learning.mark({
      language: "ru",
      lemmas: ["мир"],
      state: "new",
      idempotencyKey: "mark:undo-mir",
    });
    expect(await reader.caller.learning.mark(known)).toEqual(first);
    expect((await reader.caller.learning.states({ language: "ru" })).words).toEqual([]);
    // A word being learnt, sent twice: one word in the vocabulary, its two cards once.
    const learn = {
      language: "ru",
      lemmas: ["бог"],
      state: "learning" as const,
      place: { version: "SYNOD", book: "John", chapter: 3, verse: 16 },
      idempotencyKey: "mark:learn-bog",
    };
    const learnt = await reader.caller.learning.mark(learn);
    expect(await reader.caller.learning.mark(learn)).toEqual(learnt);
    const words = await reader.caller.vocabulary.list({ userId: reader.id });
    expect(words.map((w) => w.word)).toEqual(["бог"]);
    const cards = await api.db.select().from(reviewCards).where(eq(reviewCards.userId, reader.id));
    expect(cards).toHaveLength(2);
    // A mark's key on another write is refused, naming the field; a key that is not one is refused too.
    const reused = await failure(
      reader.caller.vocabulary.add({ word: "paix", language: "fr", idempotencyKey: "mark:offline-mir" }),
    );
    expect(reused.status).toBe(400);
    expect(reused.body.field).toBe("idempotencyKey");
    const bad = await failure(reader.caller.learning.mark({ ...known, idempotencyKey: "bad key!" }));
    expect(bad.body.field).toBe("idempotencyKey");
  });

  it("refuse an unknown language or an empty mark with a 400 naming the field", async () => {
    const reader = await api.signUp();
    const unknown = await failure(reader.caller.learning.mark({ language: "klingon", lemmas: ["x"], state: "known" }));
    expect(unknown.status).toBe(400);
    const empty = await failure(reader.caller.learning.mark({ language: "ru", lemmas: [], state: "known" }));
    expect(empty.status).toBe(400);
  });
});

describe("words being learnt have their cards", () => {
  const cardsOf = async (userId: string) =>
    (await api.db.select().from(reviewCards).where(eq(reviewCards.userId, userId))).map((c) => c.vocabularyId);

  it("saves a word marked 'learn' in the reader to the vocabulary with its two cards and its verse, once", async () => {
    const reader = await api.signUp();
    const other = await api.signUp();
    const learn = () =>
      reader.caller.learning.mark({
        language: "ru",
        lemmas: ["мир"],
        state: "learning",
        strongs: "G2889",
        place: { version: "SYNOD", book: "John", chapter: 3, verse: 16 },
      });
    await learn();
    const [word, ...more] = await reader.caller.vocabulary.list({ userId: reader.id });
    expect(more).toEqual([]);
    expect(word).toMatchObject({
      word: "мир",
      language: "russian",
      context: JOHN_3_16,
      original: { strongs: "G2889" },
      place: { bookId: "John", chapter: 3, verse: 16 },
    });
    expect(await cardsOf(reader.id)).toEqual([word?.id, word?.id]);

    // Marked again (or known, then learnt again): the same word and the same two cards.
    await learn();
    await reader.caller.learning.mark({ language: "ru", lemmas: ["мир"], state: "known" });
    await learn();
    expect(await reader.caller.vocabulary.list({ userId: reader.id })).toHaveLength(1);
    expect(await cardsOf(reader.id)).toHaveLength(2);

    // Known, ignored or the rest of a chapter: no card; another reader's vocabulary is untouched.
    await reader.caller.learning.mark({ language: "ru", lemmas: ["бог"], state: "known" });
    await reader.caller.learning.mark({ language: "ru", lemmas: ["сын", "бог"], state: "learning", onlyNew: true });
    expect((await reader.caller.vocabulary.list({ userId: reader.id })).map((w) => w.word).sort()).toEqual([
      "мир",
      "сын",
    ]);
    expect(await other.caller.vocabulary.list({ userId: other.id })).toEqual([]);
    expect(await cardsOf(other.id)).toEqual([]);
  });

  it("keeps a word the reader already saved, and gives a guest's words being learnt their cards at sign-in", async () => {
    const reader = await api.signUp();
    const saved = await reader.caller.vocabulary.add({ word: "Мир", language: "ru", definition: "le monde" });
    await reader.caller.learning.mark({ language: "ru", lemmas: ["мир"], state: "learning" });
    const words = await reader.caller.vocabulary.list({ userId: reader.id });
    expect(words).toEqual([expect.objectContaining({ id: saved.id, definition: "le monde" })]);
    expect(await cardsOf(reader.id)).toEqual([saved.id, saved.id]);

    const guest = await api.signUp();
    await guest.caller.learning.importGuest({
      words: [
        { language: "ru", lemma: "сын", state: "learning" },
        { language: "ru", lemma: "бог", state: "known" },
      ],
    });
    expect((await guest.caller.vocabulary.list({ userId: guest.id })).map((w) => w.word)).toEqual(["сын"]);
    expect(await cardsOf(guest.id)).toHaveLength(2);
  });

  it("makes a word saved from the word dialog a word being learnt, by its lemma", async () => {
    const reader = await api.signUp();
    await reader.caller.learning.mark({ language: "ru", lemmas: ["сын"], state: "known" });
    await reader.caller.vocabulary.add({
      word: "Сына",
      language: "ru",
      context: JOHN_3_16,
      strongs: "G5207",
      place: { book: "John", chapter: 3, verse: 16 },
    });
    await reader.caller.vocabulary.add({ word: "возлюбил", language: "russian" });
    expect((await reader.caller.learning.states({ language: "ru" })).words).toEqual([
      { lemma: "возлюбить", state: "learning" },
      { lemma: "сын", state: "learning" },
    ]);
    // One word, not two: the dialog's word keeps its entry when its lemma is marked 'learn' in the reader.
    const [russian] = await reader.caller.learning.counts();
    expect(russian).toMatchObject({ learning: 2, known: 0 });
  });

  it("travel with the account: the export carries the word states, the import puts them back", async () => {
    const reader = await api.signUp();
    await reader.caller.learning.mark({ language: "ru", lemmas: ["мир"], state: "known", strongs: "G2889" });
    await reader.caller.learning.mark({ language: "ru", lemmas: ["ибо"], state: "ignored" });
    await reader.caller.vocabulary.add({ word: "Сына", language: "ru" });
    const data = await reader.caller.account.exportData();
    expect(data.wordStates).toEqual([
      expect.objectContaining({ language: "russian", lemma: "ибо", state: "ignored", strongs: null }),
      expect.objectContaining({ language: "russian", lemma: "мир", state: "known", strongs: "G2889" }),
      expect.objectContaining({ language: "russian", lemma: "сын", state: "learning" }),
    ]);

    const copy = await api.signUp();
    const result = await copy.caller.account.importData(JSON.parse(JSON.stringify(data)));
    expect(result.wordStates).toBe(3);
    expect((await copy.caller.learning.states({ language: "ru" })).words).toEqual([
      { lemma: "ибо", state: "ignored" },
      { lemma: "мир", state: "known" },
      { lemma: "сын", state: "learning" },
    ]);
    expect(await cardsOf(copy.id)).toHaveLength(2);
  });
});

describe("cards that carry their verse", () => {
  it("keep the verse a word was learnt in with the word in brackets, its original, and the verse in the reader's language", async () => {
    const reader = await api.signUp();
    const start = JOHN_3_16.indexOf("мир");
    await reader.caller.learning.mark({
      language: "ru",
      lemmas: ["мир"],
      state: "learning",
      strongs: "G2889",
      place: { version: "SYNOD", book: "John", chapter: 3, verse: 16, start, end: start + 3 },
      readerLanguage: "fr",
    });
    const [word] = await reader.caller.vocabulary.list({ userId: reader.id });
    expect(word?.context).toBe(`${JOHN_3_16.slice(0, start)}[мир]${JOHN_3_16.slice(start + 3)}`);
    expect(word?.place).toMatchObject({ bookId: "John", chapter: 3, verse: 16, version: "SYNOD" });
    expect(word?.original).toMatchObject({ strongs: "G2889" });
    expect(word?.parallel).toEqual({ language: "french", version: "LSG", text: LSG_3_16 });

    // The review card has them all; the CSV carries the verse, its translation and the reference in French.
    const [card] = await reader.caller.review.due({});
    expect(card?.word.parallel?.text).toBe(LSG_3_16);
    const csv = await reader.caller.vocabulary.export({ format: "csv", readerLanguage: "fr" });
    const [header, line] = csv.content.trim().split(/\r?\n/);
    expect(header).toContain("context");
    expect(header?.endsWith("version,verse_translation,reader_reference")).toBe(true);
    expect(line).toContain("[мир]");
    expect(line).toContain("G2889");
    expect(line).toContain(LSG_3_16);
    expect(line?.endsWith(`John 3:16,SYNOD,"${LSG_3_16}",Jean 3:16`)).toBe(true);
    const english = await reader.caller.vocabulary.export({ format: "csv", readerLanguage: "en" });
    expect(english.content.trim().endsWith(",John 3:16")).toBe(true);
  });

  it("keep the verse of a word saved from the word dialog; no parallel in the word's own language or without a version", async () => {
    const reader = await api.signUp();
    const saved = await reader.caller.vocabulary.add({
      word: "Сына",
      language: "ru",
      context: "Ибо так возлюбил Бог мир, что отдал [Сына] Своего",
      place: { book: "John", chapter: 3, verse: 16, version: "SYNOD" },
      readerLanguage: "french",
    });
    expect(saved.parallel).toMatchObject({ language: "french", version: "LSG" });
    const same = await reader.caller.vocabulary.add({
      word: "aimé",
      language: "fr",
      place: { book: "John", chapter: 3, verse: 16, version: "LSG" },
      readerLanguage: "fr",
    });
    expect(same.parallel).toBeNull();
    const none = await reader.caller.vocabulary.add({
      word: "мир",
      language: "ru",
      place: { book: "John", chapter: 3, verse: 16 },
      readerLanguage: "arabic",
    });
    expect(none.parallel).toBeNull();
    expect(none.place?.version).toBeNull();
  });
});

describe("a Bible's core vocabulary", () => {
  it("counts a version's running words by lemma, commonest first, with how many lemmas cover 80, 90 and 95 %", async () => {
    const guest = await api.guest();
    const core = await guest.learning.coreVocabulary({ version: "synod", limit: 2 });
    // 'мир' is read once in John 3:16 and three times in 3:17; 'Сына' twice, under its lemma 'сын'.
    expect(core.words[0]).toMatchObject({ lemma: "мир", count: 4 });
    expect(core.words).toHaveLength(2);
    const running = `${JOHN_3_16} ${JOHN_3_17}`.split(/[\s,.]+/).filter(Boolean).length;
    expect(core).toMatchObject({ version: "SYNOD", language: "russian", tokens: running, ntTokens: running });
    expect(core.words[0]?.covered).toBeCloseTo(4 / running);
    const [at80, at90, at95] = core.levels.map((level) => level.lemmas);
    expect(core.levels.map((level) => level.share)).toEqual([0.8, 0.9, 0.95]);
    expect(at80).toBeLessThanOrEqual(at90 ?? 0);
    expect(at90).toBeLessThanOrEqual(at95 ?? 0);
    expect(at95).toBeLessThanOrEqual(core.lemmas);
    // Counted by form, 'Сына' and 'Сын' would be two words: there are more forms than lemmas.
    expect(core.forms).toBeGreaterThanOrEqual(core.lemmas);
    const full = await guest.learning.coreVocabulary({ version: "SYNOD", limit: 5_000 });
    expect(full.words.find((w) => w.lemma === "сын")?.count).toBe(2);
    expect(full.words.at(-1)?.covered).toBeCloseTo(1);
  });

  it("learns the next lesson before reading: each word with its cards and the first verse it is read in, once", async () => {
    const reader = await api.signUp();
    const before = await reader.caller.learning.coreProgress({ version: "SYNOD", size: 3 });
    expect(before).toMatchObject({ version: "SYNOD", language: "russian", known: 0, knownNt: 0 });
    expect(before.next[0]).toEqual({ lemma: "мир", count: 4 });
    expect(before.next).toHaveLength(3);

    const learnt = await reader.caller.learning.learnCore({
      version: "SYNOD",
      lemmas: ["мир", "несуществующее"],
      readerLanguage: "fr",
    });
    expect(learnt).toEqual({ language: "russian", learnt: ["мир"], known: [] });
    const [word, ...more] = await reader.caller.vocabulary.list({ userId: reader.id });
    expect(more).toEqual([]);
    const start = JOHN_3_16.indexOf("мир");
    expect(word?.context).toBe(`${JOHN_3_16.slice(0, start)}[мир]${JOHN_3_16.slice(start + 3)}`);
    expect(word?.place).toMatchObject({ bookId: "John", chapter: 3, verse: 16, version: "SYNOD" });
    expect(word?.parallel).toEqual({ language: "french", version: "LSG", text: LSG_3_16 });
    // Studied in that verse as the dialog studies a word: its part of speech and pronunciation are on the card.
    expect(word?.grammaticalInfo).toMatchObject({
      type: expect.stringMatching(/^nom, masculin/),
      pronunciation: "mir",
    });
    expect(await reader.caller.review.due({})).toHaveLength(2);
    // Learnt already: nothing more; the next lesson starts after it.
    expect((await reader.caller.learning.learnCore({ version: "SYNOD", lemmas: ["мир"] })).learnt).toEqual([]);
    expect((await reader.caller.learning.coreProgress({ version: "SYNOD", size: 3 })).next[0]?.lemma).not.toBe("мир");

    // Known words count into the coverage of the text and of its New Testament.
    await reader.caller.learning.mark({ language: "ru", lemmas: ["мир"], state: "known" });
    const after = await reader.caller.learning.coreProgress({ version: "SYNOD", size: 3 });
    const core = await reader.caller.learning.coreVocabulary({ version: "SYNOD", limit: 1 });
    expect(after.known).toBeCloseTo(4 / core.tokens);
    expect(after.knownNt).toBeCloseTo(4 / core.ntTokens);
  });

  it("marks the lesson's words the reader knows already known, with no card, and learns the others", async () => {
    const reader = await api.signUp();
    const lesson = (await reader.caller.learning.coreProgress({ version: "SYNOD", size: 3 })).next.map((w) => w.lemma);
    const [learn, knew] = lesson;
    if (!learn || !knew) throw new Error("the test text has fewer than two lemmas");
    const result = await reader.caller.learning.learnCore({ version: "SYNOD", lemmas: [learn, knew], known: [knew] });
    expect(result).toEqual({ language: "russian", learnt: [learn], known: [knew] });
    expect((await reader.caller.vocabulary.list({ userId: reader.id })).map((w) => w.word)).toEqual([learn]);
    expect(await reader.caller.review.due({})).toHaveLength(2);
    const { words } = await reader.caller.learning.states({ language: "ru" });
    expect(new Map(words.map((w) => [w.lemma, w.state]))).toEqual(
      new Map([
        [learn, "learning"],
        [knew, "known"],
      ]),
    );
    const next = (await reader.caller.learning.coreProgress({ version: "SYNOD", size: 3 })).next.map((w) => w.lemma);
    expect(next).not.toContain(learn);
    expect(next).not.toContain(knew);
    // A lesson with nothing to learn nor to mark is refused, naming the field.
    expect(await failure(reader.caller.learning.learnCore({ version: "SYNOD", lemmas: [] }))).toMatchObject({
      status: 400,
      body: { field: "lemmas" },
    });
  });

  it("keeps the counts in the database: another instance reads them instead of counting the text again", async () => {
    const counted = await (await api.guest()).learning.coreVocabulary({ version: "SYNOD", limit: 3 });
    const [row] = await api.db.select().from(coreVocabularies).where(eq(coreVocabularies.versionCode, "SYNOD"));
    expect(row?.revision).toEqual(expect.any(String));
    // Another handle on the database (what another instance or a restart has) with the text gone: the kept counts.
    const seen = await api.db
      .transaction(async (tx) => {
        await tx.delete(verses).where(eq(verses.versionCode, "SYNOD"));
        const kept = await versionVocabulary(tx, "SYNOD");
        throw Object.assign(new Error("rolled back"), { kept });
      })
      .catch((error: { kept?: Awaited<ReturnType<typeof versionVocabulary>> }) => error.kept);
    expect(seen?.tokens).toBe(counted.tokens);
    expect(seen?.lemmas.length).toBe(counted.lemmas);
    expect(seen?.lemmas.slice(0, 3).map((l) => l.lemma)).toEqual(counted.words.map((w) => w.lemma));
    expect(seen?.firstPlace.get(counted.words[0]?.lemma ?? "")).toMatchObject({ book: 43, chapter: 3 });
  });

  it("answers 404 naming the version when it is not installed, and 401 to a guest's progress", async () => {
    const guest = await api.guest();
    expect(await failure(guest.learning.coreVocabulary({ version: "NOPE", limit: 10 }))).toMatchObject({
      status: 404,
      body: { code: "NOT_FOUND", field: "version" },
    });
    expect((await failure(guest.learning.coreProgress({ version: "SYNOD", size: 10 }))).status).toBe(401);
  });
});
