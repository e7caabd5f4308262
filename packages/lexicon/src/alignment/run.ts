import { Worker } from "node:worker_threads";
import {
  type AlignPhase,
  CONFIDENCE_THRESHOLD,
  encodeLinks,
  type OriginalVerse,
  refKey,
  type TextLanguage,
  taggedLinks,
  tokenize,
  tokenizerRevision,
} from "@bible/align";
import { findLanguage } from "@bible/canon";
import { alignmentRuns, bibleVersions, type Database, eq, sql } from "@bible/db";
import type { AlignJob, AlignMessage } from "./align.worker";
import { readOriginalText, readVersionText, type VersionText } from "./input";
import { type AlignedVerse, writeAlignment } from "./store";

/** Names the aligner and its settings; a different name makes every statistical alignment stale. */
export const ALIGNMENT_MODEL =
  "IBM1 ×4, then diagonal prior ×4 with learned tension, both directions by agreement (v2)";

const tokenizerTag = (revision: string) => `; tokenizer: ${revision}`;

/** The model's name for a language: with its tokenizer's revision when its words changed since (Chinese). */
export function alignmentModel(language: TextLanguage): string {
  const revision = tokenizerRevision(language);
  return revision ? `${ALIGNMENT_MODEL}${tokenizerTag(revision)}` : ALIGNMENT_MODEL;
}

/** Whether a statistical run (by its model's name) read the language's words as its tokenizer cuts them now. */
export function readsCurrentTokens(model: string, language: TextLanguage): boolean {
  const revision = tokenizerRevision(language);
  return revision === null || model.endsWith(tokenizerTag(revision));
}

/** A version whose verses mostly carry Strong's tags keeps its own tags. */
const TAGGED_SHARE = 0.5;

export type AlignProgress = { code: string; phase: "read" | AlignPhase | "write"; done: number; total: number };
export type AlignOptions = {
  /** Re-align even when the stored alignment was computed from the same text with the same model. */
  force?: boolean;
  onProgress?: (progress: AlignProgress) => void;
};
export type AlignReport = {
  code: string;
  method: "tags" | "statistical" | null;
  verses: number;
  links: number;
  seconds: number;
  /** Why nothing was written: not installed, already up to date, no original text. */
  skipped?: string;
};

function runWorker(job: AlignJob, onProgress: (phase: AlignPhase, done: number, total: number) => void) {
  return new Promise<Extract<AlignMessage, { kind: "done" }>>((resolve, reject) => {
    const worker = new Worker(new URL("./align.worker.ts", import.meta.url), { name: "align", workerData: job });
    worker.on("message", (message: AlignMessage) => {
      if (message.kind === "progress") onProgress(message.phase, message.done, message.total);
      else resolve(message);
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`alignment worker exited with code ${code}`));
    });
  });
}

function fromTags(text: VersionText, originals: OriginalVerse[]): AlignedVerse[] {
  const byRef = new Map(originals.map((o) => [refKey(o), o.words]));
  return text.verses.flatMap((verse) => {
    if (!verse.strongs) return [];
    const tokens = tokenize(verse.text, text.language);
    const links = taggedLinks(verse.text, tokens, verse.strongs, byRef.get(refKey(verse)) ?? []);
    return links.length > 0
      ? [{ book: verse.book, chapter: verse.chapter, verse: verse.verse, links: encodeLinks(links) }]
      : [];
  });
}

/** The stored alignment was made from the version's current text, by the current model (or from its own tags). */
async function isUpToDate(db: Database, code: string): Promise<boolean> {
  const [row] = await db
    .select({
      method: alignmentRuns.method,
      model: alignmentRuns.model,
      language: bibleVersions.language,
      current: sql<boolean>`${alignmentRuns.textSha256} is not distinct from ${bibleVersions.sha256}
        and ${alignmentRuns.textVerses} = ${bibleVersions.verseCount}`,
    })
    .from(alignmentRuns)
    .innerJoin(bibleVersions, eq(bibleVersions.code, alignmentRuns.versionCode))
    .where(eq(alignmentRuns.versionCode, code));
  const language = row ? findLanguage(row.language)?.id : undefined;
  return (
    row?.current === true &&
    (row.method === "tags" || (language !== undefined && row.model === alignmentModel(language)))
  );
}

/**
 * Links every word of an installed version to the original text and stores it (one transaction): from the
 * version's own Strong's tags when it has them, else with the statistical aligner, trained in a worker thread.
 * Skipped when the stored alignment was made from the same text by the same model.
 */
export async function alignVersion(
  db: Database,
  code: string,
  options: AlignOptions & { originals?: OriginalVerse[] } = {},
): Promise<AlignReport> {
  const started = performance.now();
  const report = (fields: Partial<AlignReport>): AlignReport => ({
    code,
    method: null,
    verses: 0,
    links: 0,
    seconds: (performance.now() - started) / 1000,
    ...fields,
  });
  const progress = (phase: AlignProgress["phase"], done: number, total: number) =>
    options.onProgress?.({ code, phase, done, total });
  if (!options.force && (await isUpToDate(db, code))) return report({ skipped: "up to date" });
  progress("read", 0, 1);
  const text = await readVersionText(db, code);
  if (!text) return report({ skipped: "not installed" });
  const tagged = text.verses.filter((v) => v.strongs && v.strongs.length > 0).length;
  const method = tagged >= text.verses.length * TAGGED_SHARE ? "tags" : "statistical";
  const originals = options.originals ?? (await readOriginalText(db));
  if (originals.length === 0) {
    return report({ method, skipped: "the original texts are not installed: run `pnpm lexicon:install oshb rp2018`" });
  }
  progress("read", 1, 1);
  let aligned: AlignedVerse[];
  if (method === "tags") aligned = fromTags(text, originals);
  else {
    const job: AlignJob = {
      language: text.language,
      verses: text.verses.map(({ book, chapter, verse, text, heading }) => ({ book, chapter, verse, text, heading })),
      originals,
    };
    aligned = (await runWorker(job, progress)).verses;
  }
  const links = aligned.reduce((n, v) => n + v.links.length / 4, 0);
  const seconds = (performance.now() - started) / 1000;
  await writeAlignment(
    db,
    {
      versionCode: code,
      method,
      model: method === "tags" ? "own Strong's tags" : alignmentModel(text.language),
      threshold: method === "tags" ? 1 : CONFIDENCE_THRESHOLD,
      textSha256: text.sha256,
      textVerses: text.verses.length,
      verses: aligned.length,
      links,
      seconds,
    },
    aligned,
    (done, total) => progress("write", done, total),
  );
  return report({ method, verses: aligned.length, links });
}

/** Aligns the versions named (default: every installed one), one after the other, reading the original once. */
export async function alignVersions(db: Database, codes: readonly string[], options: AlignOptions = {}) {
  let originals: OriginalVerse[] | undefined;
  const reports: AlignReport[] = [];
  for (const code of codes) {
    // A restart finds every version up to date: the original text (a large read) is read only for real work.
    if (!options.force && (await isUpToDate(db, code))) {
      reports.push({ code, method: null, verses: 0, links: 0, seconds: 0, skipped: "up to date" });
      continue;
    }
    originals ??= await readOriginalText(db);
    reports.push(await alignVersion(db, code, { ...options, originals }));
  }
  return reports;
}
