import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

type Progress = { done: number; total: number };
type Readiness = {
  phase: "installing" | "ready";
  bibles: Progress;
  /** The word study's phase: the versions are aligned to the original text after the texts are installed. */
  words: Progress & { phase: "installing" | "aligning" | "ready" };
};

function progress(value: unknown): Progress {
  if (typeof value !== "object" || value === null) return { done: 0, total: 0 };
  const done = "done" in value && typeof value.done === "number" ? value.done : 0;
  const total = "total" in value && typeof value.total === "number" ? value.total : 0;
  return { done, total };
}

/** The server's /readyz: 503 while the first start installs the Bible texts, 200 once they can be read. */
async function readiness(): Promise<Readiness | null> {
  const response = await fetch("/readyz", { headers: { accept: "application/json" } });
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== "object" || body === null || !("phase" in body) || !("bibles" in body)) return null;
  const { phase } = body;
  if (phase !== "installing" && phase !== "ready") return null;
  const words = "words" in body && typeof body.words === "object" && body.words !== null ? body.words : null;
  const wordsPhase = words && "phase" in words ? words.phase : "ready";
  return {
    phase,
    bibles: progress(body.bibles),
    words: {
      ...progress(words),
      phase: wordsPhase === "installing" || wordsPhase === "aligning" ? wordsPhase : "ready",
    },
  };
}

/** Polled every two seconds while the texts install, every five while the versions are aligned. */
function pollEvery(data: Readiness | null | undefined): number | false {
  if (data?.phase === "installing") return 2000;
  return data && data.words.phase !== "ready" ? 5000 : false;
}

/**
 * On the server's first start the app is served while the Bible texts install, then while the versions are aligned
 * to the original text (the word study's Hebrew and Greek words): a notice says how far it is ("installing the Bible
 * texts… n/16", then "aligning the texts… n/16"); after each phase every query is read again, so the new versions
 * show and a word dialog answers from the alignment.
 */
export function InstallNotice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ["server-readiness"],
    queryFn: readiness,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => pollEvery(query.state.data),
  });
  const step = !data ? null : data.phase === "installing" ? "texts" : data.words.phase === "ready" ? "done" : "words";
  const previous = useRef(step);
  useEffect(() => {
    const was = previous.current;
    previous.current = step;
    if (was && was !== "done" && step !== was) void queryClient.invalidateQueries();
  }, [step, queryClient]);

  if (!data) return null;
  const notice =
    data.phase === "installing"
      ? { title: t("startup.installing", data.bibles), hint: t("startup.installingHint") }
      : data.words.phase === "aligning" && data.words.total > 0
        ? { title: t("startup.aligning", data.words), hint: t("startup.aligningHint") }
        : null;
  if (!notice) return null;
  return (
    <div role="status" aria-live="polite" className="border-b bg-muted">
      <div className="mx-auto w-full max-w-7xl px-4 py-2 text-sm sm:px-6">
        <p className="font-medium">{notice.title}</p>
        <p className="text-muted-foreground">{notice.hint}</p>
      </div>
    </div>
  );
}
