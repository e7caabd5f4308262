import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

type Readiness = { phase: "installing" | "ready"; done: number; total: number };

/** The server's /readyz: 503 while the first start installs the Bible texts, 200 once ready. */
async function readiness(): Promise<Readiness | null> {
  const response = await fetch("/readyz", { headers: { accept: "application/json" } });
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== "object" || body === null || !("phase" in body) || !("bibles" in body)) return null;
  const { phase, bibles } = body;
  if (phase !== "installing" && phase !== "ready") return null;
  if (typeof bibles !== "object" || bibles === null || !("done" in bibles) || !("total" in bibles)) return null;
  const { done, total } = bibles;
  return { phase, done: typeof done === "number" ? done : 0, total: typeof total === "number" ? total : 0 };
}

/**
 * On the server's first start the app is served while the Bible texts install: a notice says how far it is
 * ("installing the Bible texts… n/16"), polled every two seconds; once done every query is read again so the
 * new versions show.
 */
export function InstallNotice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ["server-readiness"],
    queryFn: readiness,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data?.phase === "installing" ? 2000 : false),
  });
  const wasInstalling = useRef(false);
  useEffect(() => {
    if (data?.phase === "installing") wasInstalling.current = true;
    else if (data?.phase === "ready" && wasInstalling.current) {
      wasInstalling.current = false;
      void queryClient.invalidateQueries();
    }
  }, [data?.phase, queryClient]);

  if (data?.phase !== "installing") return null;
  return (
    <div role="status" aria-live="polite" className="border-b bg-muted">
      <div className="mx-auto w-full max-w-7xl px-4 py-2 text-sm sm:px-6">
        <p className="font-medium">{t("startup.installing", { done: data.done, total: data.total })}</p>
        <p className="text-muted-foreground">{t("startup.installingHint")}</p>
      </div>
    </div>
  );
}
