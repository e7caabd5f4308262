import type { Database } from "@bible/db";
import { originalFacts, studyWord, type WordStudy, wordStudyRevision } from "@bible/lexicon";
import type { AiLogger } from "./logger";
import { studyRequest } from "./offline-provider";
import type { AiProvider } from "./provider";

const ORIGINAL_FIELDS = new Set<keyof WordStudy>([
  "hebrew",
  "hebrewPhonetic",
  "hebrewExplanation",
  "aramaic",
  "aramaicPhonetic",
  "aramaicExplanation",
]);

/**
 * A model's word definitions built on the lexicon: the Strong's entry behind the word goes into the
 * prompt, and wherever the model returned null the lexicon's value is shown instead.
 */
export function withLexicon(provider: AiProvider, db: Database, log: AiLogger): AiProvider {
  return {
    ...provider,
    name: provider.name,
    model: provider.model,
    // The lexicon's facts go into the prompt and fill the model's gaps: its answer follows their data too.
    wordDataRevision: (request) => wordStudyRevision(db, [request.targetLanguage, request.nativeLanguage]),
    async defineWord(request) {
      const study = await studyWord(db, studyRequest(request)).catch((error: unknown) => {
        log.warn({ err: error }, "lexicon lookup failed; asking the model without it");
        return null;
      });
      const facts = study ? originalFacts(study) : null;
      const result = await provider.defineWord({ ...request, lexiconFacts: facts });
      if (!study) return result;
      const filled = { ...result.value };
      for (const field of Object.keys(filled) as (keyof WordStudy)[]) {
        // The lexicon's Hebrew/Aramaic notes only stand in when it found the original word itself:
        // its "could not be matched" texts would contradict a model that did name one. Its note on
        // missing data is about its own answer, not the model's.
        if (ORIGINAL_FIELDS.has(field) && !study.original) continue;
        if (field === "missing" || field === "pronunciationSystem") continue;
        if (filled[field] === null && study.answer[field] !== null) {
          Object.assign(filled, { [field]: study.answer[field] });
          if (field === "pronunciation") filled.pronunciationSystem = study.answer.pronunciationSystem;
        }
      }
      return { ...result, value: filled };
    },
  };
}
