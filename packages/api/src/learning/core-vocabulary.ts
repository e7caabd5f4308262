import { and, type Database, eq, wordStates } from "@bible/db";
import { frenchMessage } from "@bible/i18n";
import { entriesCovering, type VersionVocabulary, versionVocabulary } from "@bible/lexicon";
import type { z } from "zod";
import { notFound } from "../errors";
import {
  CORE_LEVELS,
  type CoreProgress,
  type CoreVocabulary,
  type coreProgressInput,
  type coreVocabularyInput,
} from "../schemas/learning";

/** The version's words by lemma, or a 404 naming the version when it is not installed. */
export async function installedVocabulary(db: Database, version: string): Promise<VersionVocabulary> {
  const vocabulary = await versionVocabulary(db, version);
  if (!vocabulary) throw notFound(frenchMessage("errors.versionUnavailable"), "version");
  return vocabulary;
}

/**
 * A Bible's core vocabulary (issue 33): its lemmas by running words, commonest first, and how many it takes to
 * cover 80, 90 and 95 % of the text; the same for everyone.
 */
export async function coreVocabulary(
  db: Database,
  input: z.output<typeof coreVocabularyInput>,
): Promise<CoreVocabulary> {
  const vocabulary = await installedVocabulary(db, input.version);
  const counts = vocabulary.lemmas.map((entry) => entry.count);
  let covered = 0;
  const words = vocabulary.lemmas.slice(0, input.limit).map(({ lemma, count }) => {
    covered += count;
    return { lemma, count, covered: vocabulary.tokens === 0 ? 0 : covered / vocabulary.tokens };
  });
  return {
    version: vocabulary.version,
    language: vocabulary.language,
    tokens: vocabulary.tokens,
    ntTokens: vocabulary.ntTokens,
    lemmas: vocabulary.lemmas.length,
    forms: vocabulary.formCounts.length,
    levels: CORE_LEVELS.map((share) => ({ share, lemmas: entriesCovering(counts, vocabulary.tokens, share) })),
    words,
  };
}

/**
 * Where a reader stands in a version's core vocabulary: the share of its running words (and of its New
 * Testament's) whose lemma they know, and the next lesson: the commonest lemmas they have not marked at all.
 */
export async function coreProgress(
  db: Database,
  userId: string,
  input: z.output<typeof coreProgressInput>,
): Promise<CoreProgress> {
  const vocabulary = await installedVocabulary(db, input.version);
  const marked = await db
    .select({ lemma: wordStates.lemma, state: wordStates.state })
    .from(wordStates)
    .where(and(eq(wordStates.userId, userId), eq(wordStates.language, vocabulary.language)));
  const states = new Map(marked.map((row) => [row.lemma, row.state]));
  let known = 0;
  let knownNt = 0;
  const next: CoreProgress["next"] = [];
  for (const { lemma, count, ntCount } of vocabulary.lemmas) {
    const state = states.get(lemma);
    if (state === "known") {
      known += count;
      knownNt += ntCount;
    } else if (state === undefined && next.length < input.size) {
      next.push({ lemma, count });
    }
  }
  return {
    version: vocabulary.version,
    language: vocabulary.language,
    known: vocabulary.tokens === 0 ? 0 : known / vocabulary.tokens,
    knownNt: vocabulary.ntTokens === 0 ? null : knownNt / vocabulary.ntTokens,
    next,
  };
}
