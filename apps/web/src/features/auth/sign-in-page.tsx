import { useQueryClient } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { AlertCircleIcon, LogInIcon, UserPlusIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { EmailField, FieldMessage } from "@/features/auth/fields";
import {
  type AuthFieldErrors,
  type AuthMode,
  authErrors,
  type FormError,
  PASSWORD_MIN_LENGTH,
  validateAuthForm,
} from "@/features/auth/validation";
import { guestReadingLanguages } from "@/features/preferences/reading-preferences";
import { currentInterfaceLanguage } from "@/lib/i18n";
import { SIGN_IN_PATH } from "@/lib/navigation";
import { reloadAsSignedIn } from "@/lib/session";
import { trpc } from "@/lib/trpc";

export function SignInPage({ redirectTo, initialMode }: { redirectTo: string; initialMode: AuthMode }) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [firstName, setFirstName] = useState("");
  const [fieldErrors, setFieldErrors] = useState<AuthFieldErrors>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const ids = { email: useId(), password: useId(), firstName: useId(), form: useId() };

  const login = trpc.auth.login.useMutation();
  const signup = trpc.auth.signup.useMutation();
  const savePreferences = trpc.preferences.update.useMutation();
  const savePrimary = trpc.preferences.setPrimaryLanguage.useMutation();
  const pending = login.isPending || signup.isPending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local = validateAuthForm(mode, { email, password });
    setFieldErrors(local);
    setFormError(null);
    if (Object.keys(local).length > 0) return;
    try {
      if (mode === "signup") {
        const lang = currentInterfaceLanguage().code;
        await signup.mutateAsync({ email, password, firstName: firstName.trim() || undefined, lang });
        // A new account starts with what the guest was reading (the interface language, the reader's languages and
        // versions), not the server's default; if those are refused (a version no longer known), the language alone.
        const primaryLanguage = currentInterfaceLanguage().id;
        await savePreferences
          .mutateAsync({ primaryLanguage, ...guestReadingLanguages() })
          .catch(() => savePrimary.mutateAsync({ primaryLanguage }))
          .catch(() => undefined);
      } else await login.mutateAsync({ email, password });
      // Everything cached was a guest's view: reload it as the signed-in reader.
      await reloadAsSignedIn(queryClient);
      const target = redirectTo.startsWith(SIGN_IN_PATH) ? "/" : redirectTo;
      router.history.push(target);
    } catch (error) {
      const result = authErrors(error);
      setFieldErrors(result.fields);
      setFormError(result.form);
    }
  }

  function switchMode() {
    setMode((m) => (m === "signin" ? "signup" : "signin"));
    setFieldErrors({});
    setFormError(null);
  }

  const errorText = (key: keyof AuthFieldErrors) => {
    const error = fieldErrors[key];
    return error ? t(error.key, error.values ?? {}) : null;
  };

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-4 sm:py-10">
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">
            {mode === "signin" ? t("auth.signIn.title") : t("auth.signUp.title")}
          </CardTitle>
          <CardDescription>{mode === "signin" ? t("auth.signIn.subtitle") : t("auth.signUp.subtitle")}</CardDescription>
        </CardHeader>
        <form onSubmit={onSubmit} noValidate aria-describedby={formError ? ids.form : undefined}>
          <CardContent className="flex flex-col gap-4">
            {formError ? (
              <div
                id={ids.form}
                role="alert"
                className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive-text"
              >
                <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{"key" in formError ? t(formError.key) : formError.text}</span>
              </div>
            ) : null}
            <EmailField id={ids.email} value={email} onChange={setEmail} error={errorText("email")} />
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.password}>{t("auth.password")}</Label>
              <Input
                id={ids.password}
                name="password"
                type="password"
                autoComplete={mode === "signup" ? "new-password" : "current-password"}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={fieldErrors.password ? true : undefined}
                aria-describedby={fieldErrors.password ? `${ids.password}-error` : `${ids.password}-hint`}
                required
              />
              <FieldMessage
                id={ids.password}
                error={errorText("password")}
                hint={mode === "signup" ? t("auth.passwordHint", { min: PASSWORD_MIN_LENGTH }) : undefined}
              />
              {mode === "signin" ? (
                <Link
                  to="/mot-de-passe-oublie"
                  className="self-end text-sm underline underline-offset-2"
                  data-testid="forgot-password"
                >
                  {t("auth.forgot.link")}
                </Link>
              ) : null}
            </div>
            {mode === "signup" ? (
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.firstName}>{t("auth.firstName")}</Label>
                <Input
                  id={ids.firstName}
                  name="firstName"
                  autoComplete="given-name"
                  value={firstName}
                  onChange={(e) => setFirstName(e.target.value)}
                  aria-invalid={fieldErrors.firstName ? true : undefined}
                />
                <FieldMessage id={ids.firstName} error={errorText("firstName")} />
              </div>
            ) : null}
          </CardContent>
          <CardFooter className="flex-col items-stretch gap-3">
            <Button type="submit" disabled={pending} data-testid="auth-submit">
              {mode === "signin" ? <LogInIcon aria-hidden="true" /> : <UserPlusIcon aria-hidden="true" />}
              {pending ? t("auth.submitting") : mode === "signin" ? t("auth.signIn.submit") : t("auth.signUp.submit")}
            </Button>
            <Button type="button" variant="link" onClick={switchMode} data-testid="auth-switch">
              {mode === "signin" ? t("auth.signIn.switch") : t("auth.signUp.switch")}
            </Button>
          </CardFooter>
        </form>
      </Card>
      <Button asChild variant="ghost" className="self-center">
        <Link to="/">{t("auth.continueAsGuest")}</Link>
      </Button>
    </div>
  );
}
