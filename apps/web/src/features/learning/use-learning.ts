import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useWaitingMarks } from "@/features/offline/waiting-writes";
import { useSession } from "@/lib/session";
import { readStorage, STORAGE_KEYS, writeStorage } from "@/lib/storage";
import { toast } from "@/lib/toast";
import { type RouterInputs, trpc } from "@/lib/trpc";
import { newWriteKey } from "@/lib/write-queue";
import { sendOrQueue } from "@/lib/write-sync";
import type { ChapterWords, MarkState, WordState, WordStateMap } from "./coverage";
import { keepStates, keptStates } from "./device-states";
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

/** A mark as the server applies it (`learning.mark`), on a copy of a language's states. */
function withMark(
  states: ReadonlyMap<string, WordState>,
  mark: { lemmas: readonly string[]; state: MarkState; onlyNew?: boolean | undefined },
): Map<string, WordState> {
  const words = new Map(states);
  for (const lemma of mark.lemmas) {
    if (mark.state === "new") words.delete(lemma);
    else if (!mark.onlyNew || !words.has(lemma)) words.set(lemma, mark.state);
  }
  return words;
}

const keptKey = (userId: string, language: string) => ["learning", "device-states", userId, language] as const;

/**
 * The reader's word states in each of `languages` (undefined while they load): the account's for a signed-in
 * reader, with the marks made on this device that still wait for the network on top (issue 34: a reload or a
 * refetch without them shows them still), the browser's for a guest. The account's states are kept on the device
 * as the server answers them (device-states.ts): until it answers, or when it cannot be reached, the copy on the
 * device is shown, so a reload without network still colours the words.
 */
export function useWordStates(languages: readonly string[], enabled: boolean): readonly (WordStateMap | undefined)[] {
  const { user, signedIn, isLoading } = useSession();
  const userId = user?.id ?? "";
  const queries = trpc.useQueries((q) =>
    languages.map((language) => q.learning.states({ language }, { enabled: enabled && signedIn })),
  );
  const queryClient = useQueryClient();
  const keptQueries = useQueries({
    queries: languages.map((language) => ({
      queryKey: keptKey(userId, language),
      queryFn: () => keptStates(userId, language).catch(() => null),
      enabled: enabled && signedIn && "indexedDB" in window,
      networkMode: "always" as const,
    })),
  });
  const waiting = useWaitingMarks(enabled && signedIn);
  const local = useSyncExternalStore(subscribeLocalStates, readLocalStates);
  const answers = useStableList(queries.map((query) => query.data));
  const keptAnswers = useStableList(keptQueries.map((query) => query.data));
  // Each answer of the server (and each mark laid on it at once) is kept on the device, once.
  const keptOnDevice = useRef(new WeakSet<object>());
  useEffect(() => {
    if (!userId || !("indexedDB" in window)) return;
    answers.forEach((data, i) => {
      const language = languages[i];
      if (!data || language === undefined || keptOnDevice.current.has(data)) return;
      keptOnDevice.current.add(data);
      queryClient.setQueryData(keptKey(userId, language), data);
      void keepStates(userId, language, data).catch(() => undefined);
    });
  }, [answers, languages, userId, queryClient]);
  const serverMaps = useMemo(
    () =>
      answers.map((answer, i) => {
        const data = answer ?? keptAnswers[i] ?? undefined;
        if (!data) return undefined;
        const marks = waiting.filter((mark) => mark.language === languages[i]);
        return marks.reduce<WordStateMap>(
          (states, mark) => withMark(states, mark),
          new Map(data.words.map((w) => [w.lemma, w.state])),
        );
      }),
    [answers, keptAnswers, waiting, languages],
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

/**
 * Marks words: at once on the page, then in the account (or the browser for a guest). A signed-in reader's mark
 * is kept on the device with its idempotency key before it is sent, and sent again until the server has it
 * (issue 34, lib/write-queue.ts): made offline, it shows on the page, waits, and is applied once on the
 * network's return.
 */
export function useMarkWords(): (request: MarkRequest) => void {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const utils = trpc.useUtils();
  // Told once that marks wait for the network: not at every word of a reading.
  const waiting = useWaitingMarks(signedIn).length;
  const waitingRef = useRef(waiting);
  waitingRef.current = waiting;
  return useCallback(
    (request: MarkRequest) => {
      if (request.lemmas.length === 0) return;
      if (!signedIn) {
        markLocally(request.language, request.lemmas, request.state, request.onlyNew);
        return;
      }
      const body = {
        language: request.language,
        lemmas: [...request.lemmas],
        state: request.state,
        ...(request.strongs ? { strongs: request.strongs } : {}),
        ...(request.onlyNew ? { onlyNew: true } : {}),
        ...(request.place && request.state === "learning" ? { place: request.place } : {}),
        ...(request.readerLanguage && request.state === "learning" ? { readerLanguage: request.readerLanguage } : {}),
      } satisfies Omit<RouterInputs["learning"]["mark"], "idempotencyKey">;
      const query = { language: request.language };
      const firstWaiting = waitingRef.current === 0;
      // A load under way would put the states back as they were before the mark.
      void utils.learning.states.cancel(query);
      utils.learning.states.setData(query, (current) => {
        if (!current) return current;
        const words = withMark(new Map(current.words.map((w) => [w.lemma, w.state])), body);
        return { ...current, words: [...words].map(([lemma, state]) => ({ lemma, state })) };
      });
      sendOrQueue({ key: newWriteKey("mark"), kind: "mark", path: "/api/learning/states", body })
        .then(async (outcome) => {
          if (outcome.state === "refused") throw new Error(`refused with ${outcome.status}`);
          if (outcome.state === "queued") {
            if (firstWaiting) toast({ title: t("sync.marksQueued") });
            return;
          }
          await Promise.all([
            utils.learning.counts.invalidate(),
            // A word marked 'learning' is in the vocabulary now, with its review cards.
            ...(request.state === "learning"
              ? [utils.vocabulary.list.invalidate(), utils.review.counts.invalidate(), utils.review.due.invalidate()]
              : []),
          ]);
        })
        .catch(() => {
          // The account's states again, without the mark the server did not take.
          void utils.learning.states.invalidate(query);
          toast({ variant: "destructive", title: t("toast.error.title"), description: t("learning.markFailed") });
        });
    },
    [signedIn, utils, t],
  );
}
