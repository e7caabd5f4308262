import { decodeLinks, type TextLanguage, type Token, type TokenLink, tokenize } from "@bible/align";
import { findLanguage } from "@bible/canon";
import { alignmentRuns, and, bibleVersions, eq, type Queryable, verseAlignments, verses } from "@bible/db";
import { versionCatalogToken } from "@bible/versions";
import { KeptReads } from "../kept-reads";
import { wordStudyGeneration } from "./revision";
import { readsCurrentTokens } from "./run";

export type VerseRef = { book: number; chapter: number; verse: number };

/** A verse of a version with its stored alignment: the text, its tokens and the links kept at its threshold. */
export type AlignedVerseView = {
  version: string;
  language: TextLanguage;
  text: string;
  tokens: Token[];
  /** Links at or above the version's threshold, strongest first for each token. */
  links: TokenLink[];
  /** Every stored link, including those too weak to be trusted. */
  allLinks: TokenLink[];
  threshold: number;
};

export type VerseAlignmentLookup =
  | { status: "aligned"; view: AlignedVerseView }
  /** The version is installed but its alignment is not computed yet (or was made from another text). */
  | { status: "pending"; version: string }
  /** The version has no such verse. */
  | { status: "missing"; version: string };

/** The join of a verse (`verses`) to its stored alignment (`verse_alignments`): same version, book, chapter, verse. */
export const ALIGNMENT_OF_VERSE = and(
  eq(verseAlignments.versionCode, verses.versionCode),
  eq(verseAlignments.book, verses.book),
  eq(verseAlignments.chapter, verses.chapter),
  eq(verseAlignments.verse, verses.verse),
);

/**
 * How many aligned verses a process keeps per database handle, the most recently read: a reader studies several
 * words of one chapter, and each study reads the clicked version's verse, the reader's own version's and the KJV's.
 */
const VERSES_KEPT = 256;

/**
 * Verses read, under the word study's generation (an alignment or a lexicon data set written starts anew) and the
 * version catalog (a version installed or re-imported). A pending verse is not kept: its alignment is on its way.
 */
const keptVerses = new KeptReads<VerseAlignmentLookup>(VERSES_KEPT, (lookup) => lookup.status !== "pending");

/**
 * A verse of a version with its stored alignment, read once and kept (see `VERSES_KEPT`). The view is shared by the
 * look-ups that ask for it: never changed by its readers.
 */
export function lookUpVerse(db: Queryable, version: string, ref: VerseRef): Promise<VerseAlignmentLookup> {
  const tokens = [wordStudyGeneration(db), versionCatalogToken(db)];
  return keptVerses.read(db, tokens, `${version}\t${ref.book}\t${ref.chapter}\t${ref.verse}`, () =>
    readVerse(db, version, ref),
  );
}

/** One row read: the verse, its version, the version's alignment run and the verse's links. */
async function readVerse(db: Queryable, version: string, ref: VerseRef): Promise<VerseAlignmentLookup> {
  const [row] = await db
    .select({
      text: verses.text,
      language: bibleVersions.language,
      sha256: bibleVersions.sha256,
      verseCount: bibleVersions.verseCount,
      runSha256: alignmentRuns.textSha256,
      runVerses: alignmentRuns.textVerses,
      threshold: alignmentRuns.threshold,
      method: alignmentRuns.method,
      model: alignmentRuns.model,
      links: verseAlignments.links,
    })
    .from(verses)
    .innerJoin(bibleVersions, eq(bibleVersions.code, verses.versionCode))
    .leftJoin(alignmentRuns, eq(alignmentRuns.versionCode, verses.versionCode))
    .leftJoin(verseAlignments, ALIGNMENT_OF_VERSE)
    .where(
      and(
        eq(verses.versionCode, version),
        eq(verses.book, ref.book),
        eq(verses.chapter, ref.chapter),
        eq(verses.verse, ref.verse),
      ),
    );
  if (!row) return { status: "missing", version };
  const language = findLanguage(row.language);
  const current = row.threshold !== null && row.runSha256 === row.sha256 && row.runVerses === row.verseCount;
  // Links stored by a statistical run over other tokens (the tokenizer's words changed since) point at wrong words.
  const sameTokens =
    row.method === "tags" || (language !== undefined && readsCurrentTokens(row.model ?? "", language.id));
  if (!language || !current || !sameTokens || row.threshold === null) return { status: "pending", version };
  const allLinks = decodeLinks(row.links ?? []);
  const threshold = row.threshold;
  return {
    status: "aligned",
    view: {
      version,
      language: language.id,
      text: row.text,
      tokens: tokenize(row.text, language.id),
      links: allLinks.filter((l) => l.confidence >= threshold - 1e-6),
      allLinks,
      threshold,
    },
  };
}
