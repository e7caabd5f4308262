import { useLocation } from "@tanstack/react-router";
import { LockKeyholeIcon, LogInIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { safeRedirectPath } from "@/lib/navigation";

/** The browser navigation of the vocabulary and library sign-in prompts (SPEC §2), coming back here afterwards. */
export function authLoginHref(returnTo: string): string {
  return `/api/auth/login?redirect=${encodeURIComponent(safeRedirectPath(returnTo))}`;
}

export function SignInPrompt({ title, text, buttonLabel }: { title: string; text: string; buttonLabel: string }) {
  const location = useLocation();
  return (
    <Card data-testid="sign-in-prompt">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <LockKeyholeIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{text}</p>
        <Button asChild>
          <a href={authLoginHref(location.href)}>
            <LogInIcon className="rtl:-scale-x-100" aria-hidden="true" />
            {buttonLabel}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
