import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { NotFoundPage } from "@/components/layout/not-found";
import { initI18n } from "@/lib/i18n";
import { initTheme } from "@/lib/theme";
import { createQueryClient, createTrpcClient, createTrpcUtils, trpc } from "@/lib/trpc";
import { routeTree } from "./routeTree.gen";
import "./styles.css";

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
 * waits for the dictionary so the page never flashes French. On /lire, features/reader/early/draw.ts may be
 * drawing the columns from the early chapter answer: the app's first render (a long task) waits until that drawing
 * has painted (at most a second), then takes over underneath.
 * Not a top-level await: the build puts this module in the chunk the first page shares with the lazy routes
 * (vite.config.ts), and a route chunk that router.load() imports would wait for this module to finish evaluating,
 * which would wait for that route: a deadlock.
 */
async function start(): Promise<void> {
  initTheme();
  const earlyDrawn = window.__earlyChapters?.drawn;
  const firstLoad = router.load();
  await initI18n();
  await firstLoad.catch(() => undefined);
  await earlyDrawn;

  const root = document.getElementById("root");
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>,
  );
}

void start();
