import { lexiconEntries } from "@bible/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, type Reader, startApi, type TestApi } from "../testing";
import { parseCsv, toCsv } from "./csv";

let api: TestApi;
let reader: Reader;
beforeAll(async () => {
  api = await startApi();
  reader = await api.signUp();
  await api.db.insert(lexiconEntries).values({ strongs: "H7225", language: "hebrew", lemma: "רֵאשִׁית" });
});
afterAll(() => api.close());

describe("CSV", () => {
  it("round-trips fields with commas, quotes, line breaks and any script", () => {
    const rows = [
      ["word", "context"],
      ["lumière", 'Dieu dit: "Que la [lumière] soit", et'],
      ["نور", "سطر\r\nثانٍ"],
      ["", "x"],
    ];
    const text = toCsv(rows);
    expect(text.split("\r\n")[1]).toBe('lumière,"Dieu dit: ""Que la [lumière] soit"", et"');
    const parsed = parseCsv(text);
    expect(parsed.map((r) => r.fields)).toEqual(rows);
    expect(parsed.map((r) => r.line)).toEqual([1, 2, 3, 5]);
  });

  it("neutralises what a spreadsheet would run as a formula, and reads it back as written", () => {
    const cells = ["=1+1", "+33 6", "-2", "@SUM(A1)", "\tx", "\rx", "'tis", "''", "a=b", "l'homme"];
    const text = toCsv([cells]);
    const stored = spreadsheetCells(text);
    expect(stored.slice(0, 6).every((cell) => cell.startsWith("'"))).toBe(true);
    expect(stored.slice(6)).toEqual(["''tis", "'''", "a=b", "l'homme"]);
    expect(parseCsv(text)[0]?.fields).toEqual(cells);
  });
});

/** The cells as a spreadsheet reads them: RFC 4180's quotes removed, nothing else. */
function spreadsheetCells(text: string): string[] {
  return [...text.replace(/\r\n$/, "").matchAll(/"((?:[^"]|"")*)"|([^,]+)/g)].map(
    (m) => m[1]?.replaceAll('""', '"') ?? m[2] ?? "",
  );
}

describe("vocabulary export and import", () => {
  it("exports the reader's words as CSV with a header row, and they import back unchanged", async () => {
    await reader.caller.vocabulary.add({
      word: "lumière",
      language: "fr",
      definition: "Ce qui éclaire, rend visible",
      context: 'Dieu dit : "Que la [lumière] soit !"',
      grammaticalInfo: { translation: "light", type: "nom féminin", pronunciation: "/ly.mjɛʁ/" },
    });
    await reader.caller.vocabulary.add({
      word: "beginning",
      language: "en",
      context: "In the [beginning]",
      strongs: "H7225",
      place: { book: "Genesis", chapter: 1, verse: 1 },
    });
    const csv = await reader.caller.vocabulary.export({ format: "csv" });
    expect(csv).toMatchObject({ contentType: "text/csv; charset=utf-8", count: 2 });
    expect(csv.filename).toMatch(/\.csv$/);
    expect(csv.content.split("\r\n")[0]).toBe(
      "word,language,translation,definition,type,pronunciation,infinitive,context,added_at,original_word,strongs,reference,version,verse_translation,reader_reference",
    );
    // The original word and the verse: the lexicon's lemma of the Strong's number, the verse in English, then in
    // the reader's language (French unless the export names another); no version read nor translation here.
    expect(csv.content.split("\r\n")[1]).toMatch(/^beginning,english,.*,רֵאשִׁית,H7225,Genesis 1:1,,,Genèse 1:1$/);
    const french = await reader.caller.vocabulary.export({ format: "csv", language: "fr" });
    expect(french.count).toBe(1);

    const other = await api.signUp("Paul");
    expect((await other.caller.vocabulary.export({ format: "csv" })).count).toBe(0);
    expect(await other.caller.vocabulary.import({ csv: csv.content })).toEqual({ imported: 2, created: 2, updated: 0 });
    const strip = (words: Awaited<ReturnType<typeof reader.caller.vocabulary.list>>) =>
      words
        .map(({ word, language, definition, context, grammaticalInfo, original, place }) => ({
          word,
          language,
          definition,
          context,
          grammaticalInfo,
          original,
          place,
        }))
        .sort((a, b) => a.word.localeCompare(b.word));
    expect(strip(await other.caller.vocabulary.list({ userId: other.id }))).toEqual(
      strip(await reader.caller.vocabulary.list({ userId: reader.id })),
    );
    // Imported words come to the review like words saved while reading.
    expect(await other.caller.review.due({})).toHaveLength(4);
    // Importing again updates, never duplicates.
    expect(await other.caller.vocabulary.import({ csv: csv.content })).toEqual({ imported: 2, created: 0, updated: 2 });
  });

  it("exports a tab-separated file Anki imports, with its header lines", async () => {
    const anki = await reader.caller.vocabulary.export({ format: "anki" });
    const lines = anki.content.trimEnd().split("\n");
    expect(lines.slice(0, 6)).toEqual([
      "#separator:tab",
      "#html:true",
      "#notetype:Basic (and reversed card)",
      "#deck:Bible Polyglotte",
      "#tags column:3",
      "#columns:Front\tBack\tTags",
    ]);
    expect(lines.find((l) => l.startsWith("beginning\t"))?.split("\t")[1]).toBe(
      '<i>In the <b>beginning</b></i><br><span dir="auto">רֵאשִׁית</span> (H7225) · Genesis 1:1',
    );
    const lumiere = lines.find((l) => l.startsWith("lumière\t"));
    expect(lumiere?.split("\t")).toEqual([
      "lumière",
      '<b>light</b><br>Ce qui éclaire, rend visible<br>nom féminin · /ly.mjɛʁ/<br><i>Dieu dit : "Que la <b>lumière</b> soit !"</i>',
      "bible-polyglotte french",
    ]);
  });

  it("sends no live formula to a spreadsheet, and a formula-like text imports back as the reader wrote it", async () => {
    const writer = await api.signUp();
    await writer.caller.vocabulary.add({
      word: "-ment",
      language: "fr",
      definition: "=1+1",
      context: "@[ment]",
      grammaticalInfo: { translation: "+plus", type: "suffixe" },
    });
    const csv = await writer.caller.vocabulary.export({ format: "csv" });
    const cells = spreadsheetCells(csv.content.split("\r\n")[1] ?? "");
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    const anki = await writer.caller.vocabulary.export({ format: "anki" });
    const fields = anki.content.trimEnd().split("\n").at(-1)?.split("\t") ?? [];
    expect(fields[0]).toBe("&#45;ment");
    expect(fields.filter((field) => /^[=+\-@]/.test(field))).toEqual([]);
    const copy = await api.signUp();
    await copy.caller.vocabulary.import({ csv: csv.content });
    expect(await copy.caller.vocabulary.list({ userId: copy.id })).toEqual([
      expect.objectContaining({
        word: "-ment",
        definition: "=1+1",
        context: "@[ment]",
        grammaticalInfo: expect.objectContaining({ translation: "+plus" }),
      }),
    ]);
  });

  it("refuses a file with a bad line as a whole, naming the line, and saves nothing", async () => {
    const user = await api.signUp();
    const cases: [string, number, string][] = [
      ["word,language\r\nlumière,fr\r\nciel,xx\r\n", 3, "language"],
      ["word,language\nlumière,fr\n,fr\n", 3, "word"],
      ["word,language\nlumière,fr\nciel,fr,de trop\n", 3, "columns"],
      ['word,language\nlumière,fr\n"ciel,fr\n', 3, "quote"],
      ["mot,langue\nlumière,fr\n", 1, "header"],
      [`word,language\n${"x".repeat(101)},fr\n`, 2, "tooLong"],
      ["word,language,strongs\nlumière,fr,H216\nciel,fr,X9\n", 3, "strongs"],
      ["word,language,reference\nlumière,fr,Genesis 1:3\nciel,fr,Genesis 51:1\n", 3, "reference"],
      ["word,language,definition\nlumière,fr,clair\nciel,fr,bleu\u0000\n", 3, "character"],
      ["word,language,definition\nlumière,fr,\uD835\n", 2, "character"],
    ];
    for (const [csv, line, problem] of cases) {
      const refused = await failure(user.caller.vocabulary.import({ csv }));
      expect(refused.status, problem).toBe(400);
      expect(refused.body, problem).toMatchObject({ code: "CSV_INVALID", field: "csv", line, problem });
      expect(refused.body.message).toContain(`Ligne ${line}`);
    }
    expect(await user.caller.vocabulary.list({ userId: user.id })).toEqual([]);
    expect((await failure((await api.guest()).vocabulary.export({ format: "csv" }))).status).toBe(401);
  });
});
