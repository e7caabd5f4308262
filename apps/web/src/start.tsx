import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { NotFoundPage } from "@/components/layout/not-found";
import { currentInterfaceLanguage, initI18n } from "@/lib/i18n";
import { registerServiceWorker } from "@/lib/service-worker";
import { initTheme } from "@/lib/theme";
import { createQueryClient, createTrpcClient, createTrpcUtils, trpc } from "@/lib/trpc";
import { startWriteSync } from "@/lib/write-sync";
import { routeTree } from "./routeTree.gen";

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const trpcUtils = createTrpcUtils(queryClient, trpcClient);

const router = createRouter({
  routeTree,
  context: { queryClient, trpc: trpcUtils },
  defaultPreload: "intent",
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

/**
 * Route loaders start the page's requests while the stored language's dictionary loads; the first render
 * waits for the dictionary so the page never flashes French. Not a top-level await: a route chunk that
 * router.load() imports may import this module's chunk, and would wait for it to finish evaluating, which would
 * wait for that route (a deadlock).
 */
async function start(): Promise<void> {
  initTheme();
  const firstLoad = router.load();
  await initI18n();
  await firstLoad.catch(() => undefined);

  const root = document.getElementById("root");
  if (!root) return;
  // A transition: React renders the first page in slices of a few milliseconds, yielding to the browser between
  // them, instead of one task of 100-200 ms on a phone (issue 18); only the commit is one piece.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </trpc.Provider>
      </StrictMode>,
    ),
  );
  registerServiceWorker(() => currentInterfaceLanguage().code);
  startWriteSync(queryClient);
}

void start();
