import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Link, Outlet } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Header } from "@/components/layout/header";
import { NotFoundPage } from "@/components/layout/not-found";
import { UpdatePrompt } from "@/components/layout/update-prompt";
import { GuestWordStatesMigration } from "@/features/learning/guest-states-migration";
import { GuestPlanMigration } from "@/features/plan/guest-plan-migration";
import { PreferencesSync } from "@/features/preferences/preferences-sync";
import { InstallNotice } from "@/features/startup/install-notice";
import { WordDialogHost } from "@/features/word/word-dialog-host";
import { useToasts } from "@/lib/toast";
import type { TrpcUtils } from "@/lib/trpc";

// Toasts (Radix) are drawn by code loaded with the first toast, which waits in lib/toast's store meanwhile.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export type RouterContext = { queryClient: QueryClient; trpc: TrpcUtils };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-[60] focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
      >
        {t("app.skipToContent")}
      </a>
      <Header />
      <InstallNotice />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
        <Outlet />
      </main>
      <footer className="border-t">
        <div className="mx-auto flex w-full max-w-7xl justify-end gap-4 px-4 py-3 text-sm text-muted-foreground sm:px-6">
          <Link to="/hors-ligne" className="underline-offset-2 hover:underline" data-testid="footer-offline">
            {t("offlinePacks.title")}
          </Link>
          <Link to="/sources" className="underline-offset-2 hover:underline">
            {t("app.footer.sources")}
          </Link>
        </div>
      </footer>
      <PreferencesSync />
      <GuestPlanMigration />
      <GuestWordStatesMigration />
      <WordDialogHost />
      <UpdatePrompt />
      <Toasts />
    </div>
  );
}

/** The toaster, from the first toast on. */
function Toasts() {
  const count = useToasts().length;
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (count > 0) setNeeded(true);
  }, [count]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
