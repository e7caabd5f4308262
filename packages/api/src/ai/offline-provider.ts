import { findLanguage } from "@bible/canon";
import type { Database } from "@bible/db";
import { explainPassage, studyWord, verseInLanguage, type WordStudyRequest, wordStudyRevision } from "@bible/lexicon";
import { apiError } from "../errors";
import { answerFromTexts } from "../search/offline-answer";
import { type AiProvider, NO_TOKENS, type WordRequest } from "./provider";

/**
 * The lexicon's word study asked for a word request: the word, its sentence, its languages, and the clicked word's
 * place (the version read and the word's offsets in its verse) when the reader knows its verse.
 */
export function studyRequest(request: WordRequest): WordStudyRequest {
  const position = request.reference ? request.position : null;
  return {
    word: request.word,
    context: request.context,
    language: request.targetLanguage,
    interfaceLanguage: request.nativeLanguage,
    reference: request.reference ?? null,
    version: position?.version ?? null,
    offset: position?.offset ?? null,
    end: position?.end ?? null,
  };
}

/** Bumped when the offline answers change shape or source, so cached answers of the old kind are not served. */
export const OFFLINE_MODEL = "lexicon-4";

/**
 * Answers from open data, without a model and at no cost: word studies from the lexicon (Strong's,
 * OSHB, RP2018 and the per-language packages) and explanations from Matthew Henry's commentary with
 * OpenBible.info cross references, chapter questions from the verses that match them (search/offline-answer).
 */
export function createOfflineProvider(db: Database): AiProvider {
  return {
    name: "offline",
    model: OFFLINE_MODEL,
    free: true,

    async defineWord(request) {
      const { answer, alignmentPending } = await studyWord(db, studyRequest(request));
      return { value: { ...answer, pending: alignmentPending }, usage: NO_TOKENS, cacheable: !alignmentPending };
    },

    wordDataRevision: (request) => wordStudyRevision(db, [request.targetLanguage, request.nativeLanguage]),

    async explainPassage(request) {
      const verses = request.verses.length > 0 ? `${request.verses[0]}-${request.verses.at(-1)}` : null;
      const value = await explainPassage(db, {
        book: request.book.number,
        chapter: request.chapter,
        verses,
        interfaceLanguage: request.language,
      });
      return { value, usage: NO_TOKENS };
    },

    async answerQuestion(request) {
      // No text of the chapter in any installed version: nothing to answer from.
      if (!request.passage) throw apiError("AI_NOT_CONFIGURED", {});
      const value = await answerFromTexts(db, { ...request, passage: request.passage });
      return { value, usage: NO_TOKENS };
    },

    async contextInLanguage(request) {
      const language = findLanguage(request.language);
      const text = language ? await verseInLanguage(db, request.context, language) : null;
      if (!text) throw apiError("AI_NOT_CONFIGURED", {});
      return { value: { context: text }, usage: NO_TOKENS };
    },
  };
}
