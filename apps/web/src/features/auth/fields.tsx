import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A field's error under it, named by the field (`aria-describedby`); read out when it appears. */
export function FieldMessage({ id, error, hint }: { id: string; error: string | null; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={`${id}-error`} role="alert" className="text-sm text-destructive-text">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="text-xs text-muted-foreground">
      {hint}
    </p>
  ) : null;
}

/** The e-mail field of the account forms (sign-in, sign-up, forgotten password), with its error. */
export function EmailField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{t("auth.email")}</Label>
      <Input
        id={id}
        name="email"
        type="email"
        dir="ltr"
        autoComplete="email"
        placeholder={t("auth.emailPlaceholder")}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
      />
      <FieldMessage id={id} error={error} />
    </div>
  );
}
