import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { lexiconEntries } from "@bible/db";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../testing";

let api: TestApi;
const dir = mkdtempSync(join(tmpdir(), "apkg-test-"));
beforeAll(async () => {
  api = await startApi();
  await api.db.insert(lexiconEntries).values({ strongs: "H216", language: "hebrew", lemma: "אוֹר" });
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

type Row = Record<string, string | number | null>;

/** Opens a package as Anki does: the zip, then its SQLite collection. */
function openPackage(base64: string) {
  const files = unzipSync(new Uint8Array(Buffer.from(base64, "base64")));
  const collection = files["collection.anki2"];
  if (!collection) throw new Error("no collection.anki2 in the package");
  const file = join(dir, `${Date.now()}-${Math.random()}.anki2`);
  writeFileSync(file, collection);
  return { files, db: new DatabaseSync(file, { readOnly: true }) };
}

describe("the Anki package (.apkg)", () => {
  it("is a zip holding an SQLite collection in Anki's schema 11, with one note a word and the fields asked", async () => {
    const reader = await api.signUp();
    await reader.caller.vocabulary.add({
      word: "lumière",
      language: "fr",
      definition: "Ce qui éclaire",
      context: "Dieu dit : Que la [lumière] soit !",
      grammaticalInfo: { translation: "light", pronunciation: "/ly.mjɛʁ/" },
      strongs: "H216",
      place: { book: "Genesis", chapter: 1, verse: 3 },
    });
    await reader.caller.vocabulary.add({
      word: "ténèbres",
      language: "fr",
      context: "Les ténèbres couvraient l'abîme",
    });
    const other = await api.signUp();
    await other.caller.vocabulary.add({ word: "secret", language: "fr" });

    const exported = await reader.caller.vocabulary.export({ format: "apkg", readerLanguage: "en" });
    expect(exported).toMatchObject({ contentType: "application/apkg", encoding: "base64", count: 2 });
    expect(exported.filename).toMatch(/\.apkg$/);
    const { files, db } = openPackage(exported.content);
    expect(strFromU8(files.media ?? new Uint8Array())).toBe("{}");

    // The collection's schema: the five tables with Anki's columns, version 11, an intact database.
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Row[]).map(
      (t) => t.name,
    );
    expect(tables).toEqual(["cards", "col", "graves", "notes", "revlog"]);
    const columns = (table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as Row[]).map((c) => c.name);
    expect(columns("notes")).toEqual([
      "id",
      "guid",
      "mid",
      "mod",
      "usn",
      "tags",
      "flds",
      "sfld",
      "csum",
      "flags",
      "data",
    ]);
    expect(columns("cards")).toEqual([
      "id",
      "nid",
      "did",
      "ord",
      "mod",
      "usn",
      "type",
      "queue",
      "due",
      "ivl",
      "factor",
      "reps",
      "lapses",
      "left",
      "odue",
      "odid",
      "flags",
      "data",
    ]);
    expect(db.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    const col = db.prepare("SELECT * FROM col").get() as Row;
    expect(col.ver).toBe(11);

    // One note type with the fields, its two card templates; every note and card points at it and its deck.
    const models = JSON.parse(String(col.models)) as Record<
      string,
      { id: number; name: string; flds: { name: string; ord: number }[]; tmpls: { ord: number; qfmt: string }[] }
    >;
    const [model, ...moreModels] = Object.values(models);
    expect(moreModels).toEqual([]);
    expect(model?.flds.map((f) => f.name)).toEqual([
      "Word",
      "Pronunciation",
      "Translation",
      "Verse",
      "Cloze",
      "Original",
      "Reference",
    ]);
    expect(model?.tmpls.map((t) => t.ord)).toEqual([0, 1]);
    const decks = JSON.parse(String(col.decks)) as Record<string, { id: number; name: string }>;
    expect(Object.values(decks).map((d) => d.name)).toContain("Bible Polyglotte");
    const deckIds = new Set(Object.values(decks).map((d) => d.id));
    expect(Object.keys(JSON.parse(String(col.dconf)))).toContain("1");

    const notes = db.prepare("SELECT * FROM notes ORDER BY sfld").all() as Row[];
    expect(notes).toHaveLength(2);
    for (const note of notes) {
      expect(note.mid).toBe(model?.id);
      const first = String(note.flds).split("\x1f")[0] ?? "";
      expect(note.sfld).toBe(first);
      expect(note.csum).toBe(Number.parseInt(createHash("sha1").update(first).digest("hex").slice(0, 8), 16));
    }
    const fields = String(notes[0]?.flds).split("\x1f");
    expect(fields).toEqual([
      "lumière",
      "/ly.mjɛʁ/",
      "light<br>Ce qui éclaire",
      "Dieu dit : Que la <b>lumière</b> soit !",
      "Dieu dit : Que la […] soit !",
      "אוֹר · H216",
      "Genesis 1:3",
    ]);
    expect(String(notes[0]?.tags)).toContain("french");

    // Two cards for a word whose verse marks it (recognition and the cloze), one for a word whose verse does not.
    const cards = db.prepare("SELECT nid, did, ord, type, queue FROM cards ORDER BY nid, ord").all() as Row[];
    const ofNote = (note: Row | undefined) => cards.filter((c) => c.nid === note?.id).map((c) => c.ord);
    expect(ofNote(notes[0])).toEqual([0, 1]);
    expect(ofNote(notes[1])).toEqual([0]);
    expect(cards.every((c) => deckIds.has(Number(c.did)) && c.type === 0 && c.queue === 0)).toBe(true);
    db.close();
    expect(exported.content).not.toContain(Buffer.from("secret").toString("base64"));
  });
});
