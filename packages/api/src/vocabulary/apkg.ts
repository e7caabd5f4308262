import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { findLanguage } from "@bible/canon";
import { strToU8, zipSync } from "fflate";
import type { VocabularyEntryOutput } from "../schemas/vocabulary";

/**
 * A real Anki package (.apkg): a zip holding `collection.anki2`, an SQLite collection in Anki's documented legacy
 * schema (version 11, which every Anki since 2.1 and AnkiDroid import), and `media` (none here). One note type,
 * 'Bible Polyglotte', with the fields below and two cards per note, as the review here: recognition (the word in
 * its verse → its meaning) and recall (the verse with the word blanked and the translation → the word).
 */
const APKG_FIELDS = ["Word", "Pronunciation", "Translation", "Verse", "Cloze", "Original", "Reference"] as const;

/** The collection's tables and indexes, as Anki's schema 11 declares them. */
const SCHEMA = `
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null,
  left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
  type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
`;

function html(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replace(/[\r\n]+/g, " ");
}

/** An id derived from a text: the same deck or note type in every export, so a second import updates the first. */
function stableId(text: string): number {
  return Number.parseInt(createHash("sha1").update(text).digest("hex").slice(0, 12), 16) % 2 ** 45;
}

/** Anki's sort-field checksum: the first 8 hex digits of the SHA-1 of the field without its HTML. */
function checksum(field: string): number {
  return Number.parseInt(
    createHash("sha1")
      .update(field.replace(/<[^>]*>/g, ""))
      .digest("hex")
      .slice(0, 8),
    16,
  );
}

const CSS = `.card { font-family: serif; font-size: 22px; text-align: center; color: black; background: white; }
.verse { font-size: 18px; margin-top: 12px; } .hint { font-size: 15px; color: #555; margin-top: 8px; }
.original { font-size: 18px; margin-top: 8px; } .reference { font-size: 13px; color: #666; margin-top: 8px; }`;

function model(id: number, deckId: number, now: number) {
  const field = (name: string, ord: number) => ({
    name,
    ord,
    sticky: false,
    rtl: false,
    font: "Arial",
    size: 20,
    media: [],
  });
  const back = `{{FrontSide}}<hr id="answer">{{Word}}<div>{{Pronunciation}}</div><div><b>{{Translation}}</b></div>
<div class="verse">{{Verse}}</div><div class="original">{{Original}}</div><div class="reference">{{Reference}}</div>`;
  return {
    id,
    name: "Bible Polyglotte",
    type: 0,
    mod: now,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: [
      {
        name: "Recognition",
        ord: 0,
        qfmt: `{{Word}}<div class="verse">{{Verse}}</div>`,
        afmt: back,
        did: null,
        bqfmt: "",
        bafmt: "",
      },
      {
        name: "Recall",
        ord: 1,
        qfmt: `{{#Cloze}}<div class="verse">{{Cloze}}</div>{{/Cloze}}<div class="hint">{{Translation}}</div>`,
        afmt: back,
        did: null,
        bqfmt: "",
        bafmt: "",
      },
    ],
    flds: APKG_FIELDS.map(field),
    css: CSS,
    latexPre:
      "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n",
    latexPost: "\\end{document}",
    latexsvg: false,
    tags: [],
    vers: [],
    // Which fields a card needs to exist: the word for recognition, the cloze for recall.
    req: [
      [0, "any", [0]],
      [1, "any", [4]],
    ],
  };
}

function deck(id: number, name: string, now: number) {
  return {
    id,
    name,
    mod: now,
    usn: -1,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc: "",
    dyn: 0,
    conf: 1,
    extendNew: 0,
    extendRev: 0,
  };
}

const DECK_CONFIG = {
  "1": {
    id: 1,
    name: "Default",
    mod: 0,
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: { bury: false, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 0], order: 1, perDay: 20 },
    lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
    rev: { bury: false, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2 },
  },
};

/** The note's fields, in APKG_FIELDS order (HTML, as Anki stores them). */
function noteFields(word: VocabularyEntryOutput, reference: string): string[] {
  const info = word.grammaticalInfo;
  const bracketed = /\[([^\]]+)\]/u;
  const verse = word.context ? html(word.context).replace(bracketed, "<b>$1</b>") : "";
  const cloze = word.context ? html(word.context).replace(bracketed, "[…]") : "";
  const original = word.original
    ? [word.original.lemma ? html(word.original.lemma) : "", html(word.original.strongs)].filter(Boolean).join(" · ")
    : "";
  const translation = [info.translation, word.definition].filter(Boolean).map((v) => html(v ?? ""));
  return [
    html(word.word),
    html(info.pronunciation ?? ""),
    translation.join("<br>"),
    [verse, word.parallel ? `<i>${html(word.parallel.text)}</i>` : ""].filter(Boolean).join("<br>"),
    // A verse without the word marked has no cloze: its recall card is not made.
    cloze.includes("[…]") ? cloze : "",
    original,
    html(reference),
  ];
}

/**
 * The .apkg of `words`: the package's bytes. `reference` names a word's verse in the reader's language.
 */
export function buildApkg(
  words: readonly VocabularyEntryOutput[],
  options: { deckName: string; reference: (word: VocabularyEntryOutput) => string; now?: Date },
): Uint8Array {
  const nowMs = (options.now ?? new Date()).getTime();
  const now = Math.floor(nowMs / 1000);
  const deckId = stableId(`deck:${options.deckName}`);
  const modelId = stableId("model:Bible Polyglotte:v1");
  const dir = mkdtempSync(join(tmpdir(), "apkg-"));
  try {
    const file = join(dir, "collection.anki2");
    const db = new DatabaseSync(file);
    db.exec(SCHEMA);
    const conf = {
      activeDecks: [1],
      curDeck: 1,
      newSpread: 0,
      collapseTime: 1200,
      timeLim: 0,
      estTimes: true,
      dueCounts: true,
      curModel: String(modelId),
      nextPos: words.length + 1,
      sortType: "noteFld",
      sortBackwards: false,
      addToCur: true,
    };
    db.prepare("INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')").run(
      now,
      nowMs,
      nowMs,
      JSON.stringify(conf),
      JSON.stringify({ [modelId]: model(modelId, deckId, now) }),
      JSON.stringify({ "1": deck(1, "Default", now), [deckId]: deck(deckId, options.deckName, now) }),
      JSON.stringify(DECK_CONFIG),
    );
    const addNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')");
    const addCard = db.prepare("INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')");
    words.forEach((word, i) => {
      const fields = noteFields(word, options.reference(word));
      const noteId = nowMs + i;
      const guid = createHash("sha1")
        .update(`bible-polyglotte:${word.language}:${word.word}`)
        .digest("base64")
        .slice(0, 10);
      const language = findLanguage(word.language)?.id ?? word.language;
      addNote.run(
        noteId,
        guid,
        modelId,
        now,
        ` bible-polyglotte ${language} `,
        fields.join("\x1f"),
        fields[0] ?? "",
        checksum(fields[0] ?? ""),
      );
      addCard.run(noteId * 2, noteId, deckId, 0, now, i + 1);
      if (fields[4]) addCard.run(noteId * 2 + 1, noteId, deckId, 1, now, i + 1);
    });
    db.close();
    return zipSync({ "collection.anki2": readFileSync(file), media: strToU8("{}") });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
