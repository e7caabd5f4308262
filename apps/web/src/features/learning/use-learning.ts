import { useCallback, useMemo, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/lib/session";
import { readStorage, STORAGE_KEYS, writeStorage } from "@/lib/storage";
import { toast } from "@/lib/toast";
import { trpc } from "@/lib/trpc";
import type { ChapterWords, MarkState, WordStateMap } from "./coverage";
import { markLocally, readLocalStates, subscribeLocalStates } from "./local-states";

const viewListeners = new Set<() => void>();

/** The same array while its items are the same (React Query rebuilds the list of its answers on each render). */
function useStableList<T>(list: readonly T[]): readonly T[] {
  const kept = useRef(list);
  if (kept.current.length !== list.length || kept.current.some((item, i) => item !== list[i])) kept.current = list;
  return kept.current;
}

/** The learning view's setting (on unless the reader turned it off), kept in the browser. */
export function useLearningView(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    (listener) => {
      viewListeners.add(listener);
      return () => viewListeners.delete(listener);
    },
    () => readStorage(STORAGE_KEYS.learningView) !== "off",
  );
  const set = useCallback((next: boolean) => {
    writeStorage(STORAGE_KEYS.learningView, next ? "on" : "off");
    for (const listener of viewListeners) listener();
  }, []);
  return [on, set];
}

/** A chapter's words in each version asked (after the text: `enabled` waits for it). */
export function useChapterWords(
  refs: readonly { book: string; chapter: number; language: string; version: string }[],
  enabled: boolean,
): readonly (ChapterWords | undefined)[] {
  const queries = trpc.useQueries((q) =>
    refs.map((ref) => q.learning.chapterWords(ref, { enabled: enabled && ref.version !== "" })),
  );
  return useStableList(queries.map((query) => query.data));
}

/**
 * The reader's word states in each of `languages` (undefined while they load): the account's for a signed-in
 * reader, the browser's for a guest.
 */
export function useWordStates(languages: readonly string[], enabled: boolean): readonly (WordStateMap | undefined)[] {
  const { signedIn, isLoading } = useSession();
  const queries = trpc.useQueries((q) =>
    languages.map((language) => q.learning.states({ language }, { enabled: enabled && signedIn })),
  );
  const local = useSyncExternalStore(subscribeLocalStates, readLocalStates);
  const answers = useStableList(queries.map((query) => query.data));
  const serverMaps = useMemo(
    () => answers.map((data) => (data ? new Map(data.words.map((w) => [w.lemma, w.state])) : undefined)),
    [answers],
  );
  const localMaps = useMemo(
    () => languages.map((language) => new Map(Object.entries(local[language] ?? {})) as WordStateMap),
    [languages, local],
  );
  const none = useMemo(() => languages.map(() => undefined), [languages]);
  if (!enabled || isLoading) return none;
  return signedIn ? serverMaps : localMaps;
}

export type MarkRequest = {
  language: string;
  lemmas: readonly string[];
  state: MarkState;
  strongs?: string;
  /** Only words without a state ('mark the rest of this chapter known'). */
  onlyNew?: boolean;
  /** The verse the word was marked in: a word marked 'learning' is saved to the vocabulary with it. */
  place?: { version: string; book: string; chapter: number; verse: number; start: number; end: number };
  /** The reader's own language: the card of a word marked 'learning' keeps the verse in it. */
  readerLanguage?: string;
};

/** Marks words: at once on the page, then in the account (or the browser for a guest). */
export function useMarkWords(): (request: MarkRequest) => void {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const utils = trpc.useUtils();
  const mark = trpc.learning.mark.useMutation({
    onMutate: async (input) => {
      await utils.learning.states.cancel({ language: input.language });
      const before = utils.learning.states.getData({ language: input.language });
      utils.learning.states.setData({ language: input.language }, (current) => {
        if (!current) return current;
        const words = new Map(current.words.map((w) => [w.lemma, w.state]));
        for (const lemma of input.lemmas) {
          if (input.state === "new") words.delete(lemma);
          else if (!input.onlyNew || !words.has(lemma)) words.set(lemma, input.state);
        }
        return { ...current, words: [...words].map(([lemma, state]) => ({ lemma, state })) };
      });
      return { before };
    },
    onError: (_error, input, context) => {
      utils.learning.states.setData({ language: input.language }, context?.before);
      toast({ variant: "destructive", title: t("toast.error.title"), description: t("learning.markFailed") });
    },
    onSettled: (_data, _error, input) =>
      Promise.all([
        utils.learning.counts.invalidate(),
        // A word marked 'learning' is in the vocabulary now, with its review cards.
        ...(input.state === "learning"
          ? [utils.vocabulary.list.invalidate(), utils.review.counts.invalidate(), utils.review.due.invalidate()]
          : []),
      ]),
  });
  const { mutate } = mark;
  return useCallback(
    (request: MarkRequest) => {
      if (request.lemmas.length === 0) return;
      if (!signedIn) {
        markLocally(request.language, request.lemmas, request.state, request.onlyNew);
        return;
      }
      mutate({
        language: request.language,
        lemmas: [...request.lemmas],
        state: request.state,
        ...(request.strongs ? { strongs: request.strongs } : {}),
        ...(request.onlyNew ? { onlyNew: true } : {}),
        ...(request.place && request.state === "learning" ? { place: request.place } : {}),
        ...(request.readerLanguage && request.state === "learning" ? { readerLanguage: request.readerLanguage } : {}),
      });
    },
    [signedIn, mutate],
  );
}
