import { useTranslation } from "react-i18next";

/** The number of cards due today beside a 'Réviser' label; nothing when none is due. */
export function DueBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <span
      className="ms-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums"
      data-testid="due-count"
      title={t("review.dueCount", { n: count })}
    >
      <span className="sr-only">{t("review.dueCount", { n: count })}</span>
      <span aria-hidden="true">{count}</span>
    </span>
  );
}
