import { accountImportInput } from "@bible/api/schemas";
import { type ChangeEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { readApiError } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

/**
 * Reads a file of 'Exporter mes données' (this site's or another's) into the account: checked here with the API's
 * own schema, so a wrong file is named before anything is sent; the server adds it in one transaction.
 */
export function ImportData() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const importData = trpc.account.importData.useMutation({
    onSuccess: () => void utils.invalidate(),
    onError: (error) => setProblem(readApiError(error).message),
  });

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setProblem(null);
    importData.reset();
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      setProblem(t("account.import.notJson"));
      return;
    }
    const parsed = accountImportInput.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(t("account.import.invalid", { field: issue?.path.join(".") || "—" }));
      return;
    }
    importData.mutate(parsed.data);
  };

  const result = importData.data;
  return (
    <div className="flex flex-col gap-2" data-testid="account-import">
      <p className="text-sm text-muted-foreground">{t("account.import.text")}</p>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        data-testid="account-import-file"
        onChange={(event) => void read(event)}
        tabIndex={-1}
        aria-hidden="true"
      />
      <Button
        variant="outline"
        className="self-start"
        disabled={importData.isPending}
        onClick={() => input.current?.click()}
      >
        {t("account.import.button")}
      </Button>
      {result && (
        <p role="status" className="text-sm" data-testid="account-import-done">
          {t("account.import.done", {
            words: result.vocabulary,
            cards: result.reviewCards,
            plans: result.plans,
            bookmarks: result.bookmarks,
            questions: result.questionsAsked,
          })}
          {result.skipped.plans.length > 0 &&
            ` ${t("account.import.missingPlans", { plans: result.skipped.plans.join(", ") })}`}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-destructive-text">
          {problem}
        </p>
      )}
    </div>
  );
}
