import { useQueryClient } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { AlertCircleIcon, KeyRoundIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldMessage } from "@/features/auth/fields";
import { useLinkToken } from "@/features/auth/link-token";
import { type FieldError, newPasswordError, PASSWORD_MIN_LENGTH, weakPasswordKey } from "@/features/auth/validation";
import { readApiError } from "@/lib/errors";
import { reloadAsSignedIn } from "@/lib/session";
import { trpc } from "@/lib/trpc";

/** The page of the reset link: a new password, then the reader is signed in (every other session ended). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const queryClient = useQueryClient();
  const token = useLinkToken();
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(token === "");
  const [formError, setFormError] = useState<string | null>(null);
  const ids = { password: useId() };
  const reset = trpc.auth.resetPassword.useMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const refused = newPasswordError(password);
    if (refused) {
      setFieldError(refused);
      return;
    }
    setFieldError(null);
    try {
      await reset.mutateAsync({ token, password });
      await reloadAsSignedIn(queryClient);
      router.history.push("/");
    } catch (error) {
      const body = readApiError(error);
      const weak = weakPasswordKey(body);
      if (weak) setFieldError({ key: weak });
      else if (body.code === "INVALID_TOKEN") setLinkInvalid(true);
      else if (body.code === "RATE_LIMITED") setFormError(t("auth.error.tooManyAttempts"));
      else if (body.code === "NETWORK") setFormError(t("auth.error.network"));
      else setFormError(body.message);
    }
  }

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-4 sm:py-10">
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">{t("auth.reset.title")}</CardTitle>
          {linkInvalid ? null : <CardDescription>{t("auth.reset.subtitle")}</CardDescription>}
        </CardHeader>
        {linkInvalid ? (
          <CardContent className="flex flex-col gap-3">
            <p role="alert" className="flex items-start gap-2 text-sm text-destructive-text" data-testid="link-invalid">
              <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t("auth.error.invalidToken")}
            </p>
            <Button asChild className="self-start">
              <Link to="/mot-de-passe-oublie">{t("auth.reset.requestNew")}</Link>
            </Button>
          </CardContent>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <CardContent className="flex flex-col gap-2">
              {formError ? (
                <p role="alert" className="text-sm text-destructive-text">
                  {formError}
                </p>
              ) : null}
              <Label htmlFor={ids.password}>{t("account.password.new")}</Label>
              <Input
                id={ids.password}
                name="password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${ids.password}-error` : `${ids.password}-hint`}
                required
              />
              <FieldMessage
                id={ids.password}
                error={fieldError ? t(fieldError.key, fieldError.values ?? {}) : null}
                hint={t("auth.passwordHint", { min: PASSWORD_MIN_LENGTH })}
              />
            </CardContent>
            <CardFooter className="mt-4">
              <Button type="submit" className="w-full" disabled={reset.isPending} data-testid="reset-submit">
                <KeyRoundIcon aria-hidden="true" />
                {reset.isPending ? t("auth.submitting") : t("auth.reset.submit")}
              </Button>
            </CardFooter>
          </form>
        )}
      </Card>
    </div>
  );
}
