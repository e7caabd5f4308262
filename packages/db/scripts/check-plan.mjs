#!/usr/bin/env node
// Validates the default reading plan (packages/db/src/plan/default-plan.json) and its
// per-language texts (packages/db/src/plan/default-plan.texts/<lang>.json).
//
// Usage: node packages/db/scripts/check-plan.mjs <path/to/KJV.engKJV2006eb.imp.gz>
//
// Dependency-free (node: built-ins only). Exits with code 1 on any problem.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

const here = dirname(fileURLToPath(import.meta.url));
const planDir = resolve(here, "../src/plan");
const planPath = join(planDir, "default-plan.json");
const textsDir = join(planDir, "default-plan.texts");

const LANGS = ["fr", "en", "es", "de", "it", "pt", "zh", "ko", "ja", "ru", "ar", "uk"];
const DAYS = 365;

// OSIS id -> SWORD English name, in canonical (KJV) order.
const BOOKS = [
  ["Gen", "Genesis"],
  ["Exod", "Exodus"],
  ["Lev", "Leviticus"],
  ["Num", "Numbers"],
  ["Deut", "Deuteronomy"],
  ["Josh", "Joshua"],
  ["Judg", "Judges"],
  ["Ruth", "Ruth"],
  ["1Sam", "I Samuel"],
  ["2Sam", "II Samuel"],
  ["1Kgs", "I Kings"],
  ["2Kgs", "II Kings"],
  ["1Chr", "I Chronicles"],
  ["2Chr", "II Chronicles"],
  ["Ezra", "Ezra"],
  ["Neh", "Nehemiah"],
  ["Esth", "Esther"],
  ["Job", "Job"],
  ["Ps", "Psalms"],
  ["Prov", "Proverbs"],
  ["Eccl", "Ecclesiastes"],
  ["Song", "Song of Solomon"],
  ["Isa", "Isaiah"],
  ["Jer", "Jeremiah"],
  ["Lam", "Lamentations"],
  ["Ezek", "Ezekiel"],
  ["Dan", "Daniel"],
  ["Hos", "Hosea"],
  ["Joel", "Joel"],
  ["Amos", "Amos"],
  ["Obad", "Obadiah"],
  ["Jonah", "Jonah"],
  ["Mic", "Micah"],
  ["Nah", "Nahum"],
  ["Hab", "Habakkuk"],
  ["Zeph", "Zephaniah"],
  ["Hag", "Haggai"],
  ["Zech", "Zechariah"],
  ["Mal", "Malachi"],
  ["Matt", "Matthew"],
  ["Mark", "Mark"],
  ["Luke", "Luke"],
  ["John", "John"],
  ["Acts", "Acts"],
  ["Rom", "Romans"],
  ["1Cor", "I Corinthians"],
  ["2Cor", "II Corinthians"],
  ["Gal", "Galatians"],
  ["Eph", "Ephesians"],
  ["Phil", "Philippians"],
  ["Col", "Colossians"],
  ["1Thess", "I Thessalonians"],
  ["2Thess", "II Thessalonians"],
  ["1Tim", "I Timothy"],
  ["2Tim", "II Timothy"],
  ["Titus", "Titus"],
  ["Phlm", "Philemon"],
  ["Heb", "Hebrews"],
  ["Jas", "James"],
  ["1Pet", "I Peter"],
  ["2Pet", "II Peter"],
  ["1John", "I John"],
  ["2John", "II John"],
  ["3John", "III John"],
  ["Jude", "Jude"],
  ["Rev", "Revelation of John"],
];
const OSIS = BOOKS.map(([o]) => o);
const NT_START = OSIS.indexOf("Matt");
const testament = (osis) => (OSIS.indexOf(osis) >= NT_START ? "NT" : "OT");
const SWORD_TO_OSIS = new Map(BOOKS.map(([o, s]) => [s, o]));

// Titles/themes that may legitimately be identical to the French one in a given language
// (proper names spelled the same). Keep this list short and explicit.
const SAME_AS_FRENCH_ALLOWED = {
  // lang: ["exact string", ...]
};

// Script sanity checks per language.
const SCRIPT = {
  zh: { re: /[\u4e00-\u9fff]/u, name: "Han characters" },
  ja: { re: /[\u3040-\u30ff\u4e00-\u9fff]/u, name: "kana/kanji" },
  ko: { re: /[\uac00-\ud7af]/u, name: "Hangul" },
  ru: { re: /[\u0400-\u04ff]/u, name: "Cyrillic" },
  uk: { re: /[\u0400-\u04ff]/u, name: "Cyrillic" },
  ar: { re: /[\u0600-\u06ff]/u, name: "Arabic script" },
};
const FORBIDDEN = {
  uk: { re: /[ыэъёЫЭЪЁ]/u, why: "Russian-only letter in Ukrainian text" },
  ru: { re: /[іїєґІЇЄҐ]/u, why: "Ukrainian-only letter in Russian text" },
  zh: {
    re: /[們這說來時會為個後對開關門長東車無書見聽話愛國義稱與從裡禱預認靈聖經約華亞羅]/u,
    why: "traditional Chinese character (expected simplified)",
  },
};

const errors = [];
const warnings = [];
const err = (m) => errors.push(m);
const warn = (m) => warnings.push(m);

// ---------------------------------------------------------------------------------------------
// 1. Versification from the KJV IMP file.
const kjvPath = process.argv[2];
if (!kjvPath) {
  console.error("usage: node check-plan.mjs <KJV .imp.gz>");
  process.exit(2);
}
if (!existsSync(kjvPath)) {
  console.error(`KJV file not found: ${kjvPath}`);
  process.exit(2);
}

/** @type {Map<string, number[]>} osis -> verses per chapter (index 0 = chapter 1) */
const versification = new Map();
{
  const buf = readFileSync(kjvPath);
  const text = (kjvPath.endsWith(".gz") ? gunzipSync(buf) : buf).toString("utf8");
  const keyRe = /^\$\$\$(.+?) (\d+):(\d+)\s*$/;
  let current = null; // { osis, ch, v }
  let body = [];
  const flush = () => {
    if (!current) return;
    const plain = body
      .join(" ")
      .replace(/<note\b[\s\S]*?<\/note>/g, "")
      .replace(/<[^>]*>/g, "")
      .trim();
    if (current.v > 0 && plain.length > 0) {
      const chapters = versification.get(current.osis) ?? [];
      chapters[current.ch - 1] = Math.max(chapters[current.ch - 1] ?? 0, current.v);
      versification.set(current.osis, chapters);
    }
  };
  for (const line of text.split("\n")) {
    if (line.startsWith("$$$")) {
      flush();
      body = [];
      const m = keyRe.exec(line);
      current = null;
      if (m) {
        const osis = SWORD_TO_OSIS.get(m[1]);
        if (osis) current = { osis, ch: Number(m[2]), v: Number(m[3]) };
      }
    } else if (current) {
      body.push(line);
    }
  }
  flush();
  const missing = OSIS.filter((o) => !versification.has(o));
  if (missing.length) err(`KJV file: no verses found for ${missing.join(", ")}`);
  let totalV = 0,
    totalC = 0;
  for (const ch of versification.values()) {
    totalC += ch.length;
    totalV += ch.reduce((a, b) => a + (b ?? 0), 0);
  }
  if (totalC !== 1189 || totalV !== 31102)
    warn(`KJV file: ${totalC} chapters / ${totalV} verses (expected 1189 / 31102)`);
}

// ---------------------------------------------------------------------------------------------
// 2. The plan itself.
const readJson = (p) => {
  try {
    return JSON.parse(readFileSync(p, "utf8"));
  } catch (e) {
    err(`${p}: ${e.message}`);
    return null;
  }
};

const isNonEmptyString = (s) => typeof s === "string" && s.trim().length > 0 && s === s.trim();
const plan = readJson(planPath);
const days = Array.isArray(plan?.days) ? plan.days : [];

if (plan) {
  if (plan.code !== "story-365") err(`plan.code must be "story-365" (got ${JSON.stringify(plan.code)})`);
  for (const field of ["name", "description"]) {
    const obj = plan[field];
    if (!obj || typeof obj !== "object") {
      err(`plan.${field} missing`);
      continue;
    }
    for (const l of LANGS) if (!isNonEmptyString(obj[l])) err(`plan.${field}.${l} missing or empty`);
    for (const k of Object.keys(obj)) if (!LANGS.includes(k)) err(`plan.${field}: unexpected language "${k}"`);
  }
  const allowedKeys = new Set(["code", "name", "description", "days"]);
  for (const k of Object.keys(plan)) if (!allowedKeys.has(k)) warn(`plan: unexpected top-level key "${k}"`);
  if (!Array.isArray(plan.days)) err("plan.days must be an array");
  else if (plan.days.length !== DAYS) err(`plan.days has ${plan.days.length} entries (expected ${DAYS})`);
}

const dayKeys = new Set(["day", "book", "chapter", "verseStart", "verseEnd"]);
const booksSeen = new Map(); // osis -> days count
const ranges = []; // for overlap detection
let verseTotal = 0;
let ot = 0,
  nt = 0;
let longest = { n: 0, ref: "" };
days.forEach((d, i) => {
  const where = `day #${i + 1}`;
  if (!d || typeof d !== "object") {
    err(`${where}: not an object`);
    return;
  }
  for (const k of Object.keys(d)) if (!dayKeys.has(k)) err(`${where}: unexpected key "${k}"`);
  if (d.day !== i + 1) err(`${where}: "day" is ${JSON.stringify(d.day)} (days must be consecutive from 1)`);
  if (!OSIS.includes(d.book)) {
    err(`${where}: unknown OSIS book id ${JSON.stringify(d.book)}`);
    return;
  }
  const chapters = versification.get(d.book) ?? [];
  const { chapter, verseStart: vs, verseEnd: ve } = d;
  if (!Number.isInteger(chapter) || chapter < 1 || chapter > chapters.length) {
    err(`${where}: ${d.book} chapter ${chapter} out of range (1-${chapters.length})`);
    return;
  }
  const max = chapters[chapter - 1];
  const ref = `${d.book} ${chapter}:${vs}-${ve}`;
  if (!Number.isInteger(vs) || !Number.isInteger(ve)) {
    err(`${where}: ${ref}: verses must be integers`);
    return;
  }
  if (vs < 1) err(`${where}: ${ref}: verseStart < 1`);
  if (vs > max) err(`${where}: ${ref}: verseStart > ${max} (last verse of ${d.book} ${chapter} in KJV)`);
  if (ve > max) err(`${where}: ${ref}: verseEnd > ${max} (last verse of ${d.book} ${chapter} in KJV)`);
  if (vs > ve) err(`${where}: ${ref}: verseStart > verseEnd`);
  const n = ve - vs + 1;
  verseTotal += n;
  if (n > longest.n) longest = { n, ref: `day ${i + 1} ${ref}` };
  if (n > 45) warn(`${where}: ${ref} is long (${n} verses)`);
  booksSeen.set(d.book, (booksSeen.get(d.book) ?? 0) + 1);
  if (testament(d.book) === "OT") ot++;
  else nt++;
  for (const r of ranges) {
    if (r.book === d.book && r.chapter === chapter && vs <= r.ve && r.vs <= ve) {
      err(`${where}: ${ref} overlaps day ${r.day} (${r.book} ${r.chapter}:${r.vs}-${r.ve})`);
    }
  }
  ranges.push({ day: i + 1, book: d.book, chapter, vs, ve });
});

const missingBooks = OSIS.filter((o) => !booksSeen.has(o));
if (missingBooks.length) err(`books never read: ${missingBooks.join(", ")}`);
if (days.length && days[days.length - 1]?.book !== "Rev") err("the last day must be in Revelation");

// ---------------------------------------------------------------------------------------------
// 3. Texts, one file per language.
const texts = {};
if (!existsSync(textsDir)) err(`missing directory ${textsDir}`);
else {
  for (const f of readdirSync(textsDir)) {
    const l = f.replace(/\.json$/, "");
    if (!LANGS.includes(l)) warn(`unexpected file in texts dir: ${f}`);
  }
}
for (const l of LANGS) {
  const p = join(textsDir, `${l}.json`);
  if (!existsSync(p)) {
    err(`missing texts file ${l}.json`);
    continue;
  }
  const t = readJson(p);
  if (!t || typeof t !== "object" || Array.isArray(t)) {
    err(`${l}.json: must be an object keyed by day`);
    continue;
  }
  texts[l] = t;
  const keys = Object.keys(t);
  const expected = Array.from({ length: DAYS }, (_, i) => String(i + 1));
  for (const k of keys) if (!expected.includes(k)) err(`${l}.json: unexpected key "${k}"`);
  for (const k of expected) {
    const e = t[k];
    if (!e || typeof e !== "object") {
      err(`${l}.json: day ${k} missing`);
      continue;
    }
    for (const kk of Object.keys(e))
      if (kk !== "title" && kk !== "theme") err(`${l}.json: day ${k}: unexpected key "${kk}"`);
    for (const field of ["title", "theme"]) {
      const s = e[field];
      if (!isNonEmptyString(s)) {
        err(`${l}.json: day ${k}: ${field} missing, empty or not trimmed`);
        continue;
      }
      if (s.length > 90) warn(`${l}.json: day ${k}: ${field} is long (${s.length} chars)`);
      if (/\s{2,}|\|/.test(s))
        err(`${l}.json: day ${k}: ${field} has doubled whitespace or a stray "|": ${JSON.stringify(s)}`);
      const script = SCRIPT[l];
      if (script && !script.re.test(s))
        err(`${l}.json: day ${k}: ${field} contains no ${script.name}: ${JSON.stringify(s)}`);
      const bad = FORBIDDEN[l];
      if (bad?.re.test(s)) err(`${l}.json: day ${k}: ${field}: ${bad.why}: ${JSON.stringify(s)}`);
      const opens = (s.match(/[«“„「]/g) ?? []).length,
        closes = (s.match(/[»”」]/g) ?? []).length;
      if (l !== "de" && opens !== closes)
        warn(`${l}.json: day ${k}: ${field}: unbalanced quotes: ${JSON.stringify(s)}`);
    }
  }
}

// Non-French text identical to French (titles and themes).
if (texts.fr) {
  for (const l of LANGS) {
    if (l === "fr" || !texts[l]) continue;
    const allowed = new Set(SAME_AS_FRENCH_ALLOWED[l] ?? []);
    for (let d = 1; d <= DAYS; d++) {
      const fr = texts.fr[String(d)],
        other = texts[l][String(d)];
      if (!fr || !other) continue;
      for (const field of ["title", "theme"]) {
        if (other[field] && other[field] === fr[field] && !allowed.has(other[field])) {
          err(`${l}.json: day ${d}: ${field} identical to French (${JSON.stringify(fr[field])})`);
        }
      }
    }
  }
}

// Duplicate titles within a language are suspicious (probably a copy/paste slip).
for (const l of LANGS) {
  if (!texts[l]) continue;
  const seen = new Map();
  for (let d = 1; d <= DAYS; d++) {
    const title = texts[l][String(d)]?.title;
    if (!title) continue;
    if (seen.has(title)) err(`${l}.json: day ${d}: title duplicates day ${seen.get(title)}: ${JSON.stringify(title)}`);
    else seen.set(title, d);
  }
}

// ---------------------------------------------------------------------------------------------
// 4. Summary.
const pct = (n) => (days.length ? ((100 * n) / days.length).toFixed(1) : "0.0");
console.log(
  `Plan ${plan?.code ?? "?"}: ${days.length} days, ${verseTotal} verses (avg ${(verseTotal / (days.length || 1)).toFixed(1)}/day, longest ${longest.n}: ${longest.ref})`,
);
console.log(`Old Testament: ${ot} days (${pct(ot)}%)   New Testament: ${nt} days (${pct(nt)}%)`);
console.log(`Books covered: ${booksSeen.size}/66`);
const line = (t) =>
  OSIS.filter((o) => testament(o) === t && booksSeen.has(o))
    .map((o) => `${o}×${booksSeen.get(o)}`)
    .join(" ");
console.log(`  OT: ${line("OT")}`);
console.log(`  NT: ${line("NT")}`);
console.log(`Languages: ${LANGS.filter((l) => texts[l]).join(", ")}`);
for (const w of warnings) console.log(`warning: ${w}`);
if (errors.length) {
  for (const e of errors) console.error(`error: ${e}`);
  console.error(`FAILED: ${errors.length} problem(s)`);
  process.exit(1);
}
console.log("OK");
