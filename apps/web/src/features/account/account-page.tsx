import { CheckCircle2Icon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { CardsSkeleton } from "@/components/cards-skeleton";
import { SignInPrompt } from "@/components/sign-in-prompt";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { newPasswordError, weakPasswordKey } from "@/features/auth/validation";
import { type ClientError, readApiError } from "@/lib/errors";
import { formatDate } from "@/lib/format-date";
import { currentInterfaceLanguage } from "@/lib/i18n";
import { useSession } from "@/lib/session";
import { trpc } from "@/lib/trpc";
import { ImportData } from "./import-data";

/**
 * The reader's own account (issues 16, 31): the e-mail address and its verification, password, open sessions,
 * their data as JSON, deleting the account.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t("account.title")}</h1>
      {isLoading ? (
        <CardsSkeleton />
      ) : user ? (
        <>
          <EmailAddress />
          <PasswordForm />
          <Sessions />
          <ExportData />
          <DeleteAccount />
        </>
      ) : (
        <SignInPrompt
          title={t("account.title")}
          text={t("toast.signInRequired.title")}
          buttonLabel={t("header.signIn")}
        />
      )}
    </div>
  );
}

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid={testId}>
      <h2 className="text-lg font-medium">{title}</h2>
      {children}
    </Card>
  );
}

/** The address, verified or not; an unverified one can be sent its link again. */
function EmailAddress() {
  const { t } = useTranslation();
  const status = trpc.account.email.useQuery();
  const resend = trpc.account.resendVerification.useMutation();
  const error = resend.error ? readApiError(resend.error) : null;
  if (!status.data) return null;
  const { email, verifiedAt, delivery } = status.data;
  return (
    <Section title={t("account.email.title")} testId="account-email">
      <p className="flex flex-wrap items-center gap-2">
        <span dir="ltr">{email}</span>
        {verifiedAt ? (
          <Badge variant="secondary" data-testid="email-verified">
            <CheckCircle2Icon aria-hidden="true" />
            {t("account.email.verified")}
          </Badge>
        ) : null}
      </p>
      {verifiedAt ? null : (
        <>
          <p className="text-sm text-muted-foreground" data-testid="email-unverified">
            {t("account.email.unverified")}
          </p>
          {resend.data?.sent ? (
            <p role="status" className="text-sm">
              {delivery === "log" ? t("auth.mail.operator") : t("account.email.sent")}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive-text">
              {error.code === "RATE_LIMITED" ? t("auth.error.tooManyAttempts") : error.message}
            </p>
          ) : null}
          <Button
            variant="outline"
            className="self-start"
            disabled={resend.isPending}
            onClick={() => resend.mutate({ lang: currentInterfaceLanguage().code })}
          >
            {t("account.email.resend")}
          </Button>
        </>
      )}
    </Section>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const change = trpc.account.changePassword.useMutation({
    onSuccess: () => {
      setCurrent("");
      setNext("");
      void utils.account.sessions.invalidate();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ currentPassword: current, newPassword: next });
  };
  const error = change.error ? readApiError(change.error) : null;
  const passwordErrorText = (body: ClientError) => {
    const weak = weakPasswordKey(body);
    if (weak) return t(weak);
    if (body.code === "INVALID_CREDENTIALS") return t("account.password.wrong");
    if (body.code === "BAD_REQUEST" && body.field === "newPassword") {
      const refused = newPasswordError(next);
      if (refused) return t(refused.key, refused.values ?? {});
    }
    return body.message;
  };
  return (
    <Section title={t("account.password.title")} testId="account-password">
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <Label className="flex flex-col gap-1">
          {t("account.password.current")}
          <Input
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </Label>
        <Label className="flex flex-col gap-1">
          {t("account.password.new")}
          <Input type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
        </Label>
        {error && (
          <p role="alert" className="text-sm text-destructive-text">
            {passwordErrorText(error)}
          </p>
        )}
        {change.isSuccess && (
          <p role="status" className="text-sm">
            {t("account.password.done")}
          </p>
        )}
        <Button type="submit" disabled={change.isPending} className="self-start">
          {t("account.password.submit")}
        </Button>
      </form>
    </Section>
  );
}

function Sessions() {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const sessions = trpc.account.sessions.useQuery();
  const end = trpc.account.endSession.useMutation({ onSuccess: () => utils.account.sessions.invalidate() });
  return (
    <Section title={t("account.sessions.title")} testId="account-sessions">
      <ul className="flex flex-col gap-2">
        {(sessions.data ?? []).map((session) => (
          <li key={session.id} className="flex items-center justify-between gap-3" data-testid="account-session">
            <span>
              {t("account.sessions.since", { date: formatDate(session.createdAt, i18n.language) })}
              {session.current && <strong className="ms-2">{t("account.sessions.current")}</strong>}
            </span>
            {!session.current && (
              <Button variant="outline" size="sm" onClick={() => end.mutate({ id: session.id })}>
                {t("account.sessions.end")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ExportData() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const download = async () => {
    const data = await utils.account.exportData.fetch();
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "bible-polyglotte-data.json";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Section title={t("account.export.title")} testId="account-export">
      <p className="text-sm text-muted-foreground">{t("account.export.text")}</p>
      <Button variant="outline" className="self-start" onClick={() => void download()}>
        {t("account.export.button")}
      </Button>
      <ImportData />
    </Section>
  );
}

function DeleteAccount() {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const remove = trpc.account.deleteAccount.useMutation({ onSuccess: () => window.location.assign("/") });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate({ password });
  };
  const error = remove.error ? readApiError(remove.error) : null;
  return (
    <Section title={t("account.delete.title")} testId="account-delete">
      <p className="text-sm text-muted-foreground">{t("account.delete.text")}</p>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <Label className="flex flex-col gap-1">
          {t("account.delete.password")}
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Label>
        {error && (
          <p role="alert" className="text-sm text-destructive-text">
            {error.code === "INVALID_CREDENTIALS" ? t("account.password.wrong") : error.message}
          </p>
        )}
        <Button type="submit" variant="destructive" disabled={remove.isPending || !password} className="self-start">
          {t("account.delete.button")}
        </Button>
      </form>
    </Section>
  );
}
