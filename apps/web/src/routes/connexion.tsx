import { createFileRoute } from "@tanstack/react-router";
import { SignInPage } from "@/features/auth/sign-in-page";
import { safeRedirectPath } from "@/lib/navigation";

type SignInSearch = { redirect?: string; mode?: "signin" | "signup" };

export const Route = createFileRoute("/connexion")({
  validateSearch: (search: Record<string, unknown>): SignInSearch => ({
    redirect: typeof search.redirect === "string" ? safeRedirectPath(search.redirect) : undefined,
    mode: search.mode === "signup" ? "signup" : undefined,
  }),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect, mode } = Route.useSearch();
  return <SignInPage redirectTo={redirect ?? "/"} initialMode={mode ?? "signin"} />;
}
