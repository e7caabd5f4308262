import { Link } from "@tanstack/react-router";
import { MailIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { readApiError } from "@/lib/errors";
import { currentInterfaceLanguage } from "@/lib/i18n";
import { SIGN_IN_PATH } from "@/lib/navigation";
import { trpc } from "@/lib/trpc";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Forgot password": asks for the link by e-mail. The answer is the same whether the address has an account or
 * not; on a server without SMTP the link is in its log, and the page says to ask the operator.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const ids = { email: useId(), error: useId() };
  const request = trpc.auth.requestPasswordReset.useMutation();
  const error = request.error ? readApiError(request.error) : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const bad = !EMAIL_PATTERN.test(email.trim());
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
              <Label htmlFor={ids.email}>{t("auth.email")}</Label>
              <Input
                id={ids.email}
                name="email"
                type="email"
                dir="ltr"
                autoComplete="email"
                placeholder={t("auth.emailPlaceholder")}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={errorText ? true : undefined}
                aria-describedby={errorText ? ids.error : undefined}
                required
              />
              {errorText ? (
                <p id={ids.error} role="alert" className="text-sm text-destructive-text">
                  {errorText}
                </p>
              ) : null}
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
