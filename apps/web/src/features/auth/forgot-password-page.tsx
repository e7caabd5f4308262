import { email as emailSchema } from "@bible/api/schemas";
import { Link } from "@tanstack/react-router";
import { MailIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { EmailField } from "@/features/auth/fields";
import { readApiError } from "@/lib/errors";
import { currentInterfaceLanguage } from "@/lib/i18n";
import { SIGN_IN_PATH } from "@/lib/navigation";
import { trpc } from "@/lib/trpc";

/**
 * "Forgot password": asks for the link by e-mail. The answer is the same whether the address has an account or
 * not; on a server without SMTP the link is in its log, and the page says to ask the operator.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const ids = { email: useId() };
  const request = trpc.auth.requestPasswordReset.useMutation();
  const error = request.error ? readApiError(request.error) : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const bad = !emailSchema.safeParse(email).success;
    setInvalid(bad);
    if (!bad) request.mutate({ email, lang: currentInterfaceLanguage().code });
  }

  const errorText = invalid
    ? t("auth.error.invalidEmail")
    : error?.code === "RATE_LIMITED"
      ? t("auth.error.tooManyAttempts")
      : error?.code === "NETWORK"
        ? t("auth.error.network")
        : error?.code === "BAD_REQUEST"
          ? t("auth.error.invalidEmail")
          : error?.message;

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-4 sm:py-10">
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">{t("auth.forgot.title")}</CardTitle>
          <CardDescription>{t("auth.forgot.subtitle")}</CardDescription>
        </CardHeader>
        {request.data ? (
          <CardContent className="flex flex-col gap-3" data-testid="forgot-sent">
            <p role="status">{t("auth.forgot.sent")}</p>
            {request.data.delivery === "log" ? (
              <p className="text-sm text-muted-foreground" data-testid="ask-operator">
                {t("auth.mail.operator")}
              </p>
            ) : null}
          </CardContent>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <CardContent className="flex flex-col gap-2">
              <EmailField id={ids.email} value={email} onChange={setEmail} error={errorText ?? null} />
            </CardContent>
            <CardFooter className="mt-4">
              <Button type="submit" className="w-full" disabled={request.isPending} data-testid="forgot-submit">
                <MailIcon aria-hidden="true" />
                {request.isPending ? t("auth.submitting") : t("auth.forgot.submit")}
              </Button>
            </CardFooter>
          </form>
        )}
      </Card>
      <Button asChild variant="ghost" className="self-center">
        <Link to={SIGN_IN_PATH}>{t("auth.forgot.back")}</Link>
      </Button>
    </div>
  );
}
