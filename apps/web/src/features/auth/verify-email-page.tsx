import { Link } from "@tanstack/react-router";
import { AlertCircleIcon, CheckCircle2Icon } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useLinkToken } from "@/features/auth/link-token";
import { readApiError } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

/** The page of the verification link: verifies the address once, signed in or not. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const utils = trpc.useUtils();
  const verify = trpc.auth.verifyEmail.useMutation({ onSuccess: () => utils.account.email.invalidate() });
  // A link works once: the request is sent once, even when React runs the effect twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const error = verify.error ? readApiError(verify.error) : null;
  const invalid = !token || error?.code === "INVALID_TOKEN";
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-4 sm:py-10">
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">{t("auth.verify.title")}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3" data-testid="verify-email">
          {verify.data ? (
            <p role="status" className="flex items-start gap-2">
              <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{t("auth.verify.done", { email: `\u2066${verify.data.email}\u2069` })}</span>
            </p>
          ) : invalid ? (
            <div role="alert" className="flex flex-col gap-1 text-sm">
              <p className="flex items-start gap-2 text-destructive-text">
                <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t("auth.error.invalidToken")}
              </p>
              <p>{t("auth.verify.invalidHint")}</p>
            </div>
          ) : error ? (
            <p role="alert" className="text-sm text-destructive-text">
              {error.code === "RATE_LIMITED"
                ? t("auth.error.tooManyAttempts")
                : error.code === "NETWORK"
                  ? t("auth.error.network")
                  : error.message}
            </p>
          ) : (
            <p role="status">{t("auth.verify.pending")}</p>
          )}
          <Button asChild variant="outline" className="self-start">
            <Link to="/compte">{t("auth.verify.toAccount")}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
