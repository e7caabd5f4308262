import { useTranslation } from "react-i18next";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { trpc } from "@/lib/trpc";

/** Desired retention choices (FSRS): higher means more frequent reviews. */
const RETENTIONS = ["0.8", "0.85", "0.9", "0.95"] as const;

/** The review's preference: how likely the reader wants to remember a card when it comes back. */
export function RetentionSelect() {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const preferences = trpc.preferences.get.useQuery({});
  const update = trpc.preferences.update.useMutation({
    onSuccess: (data) => utils.preferences.get.setData({}, data),
  });
  const current = preferences.data?.desiredRetention ?? 0.9;
  const value = RETENTIONS.find((r) => Number(r) === current) ?? String(current);
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 });
  return (
    <div className="flex items-center gap-2 text-sm text-muted-foreground">
      <span aria-hidden="true">{t("review.retention.label")}</span>
      <Select
        dir={i18n.dir()}
        value={value}
        disabled={!preferences.data || update.isPending}
        onValueChange={(next) => update.mutate({ desiredRetention: Number(next) })}
      >
        <SelectTrigger className="w-24" aria-label={t("review.retention.label")} data-testid="retention">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {(RETENTIONS.some((r) => r === value) ? [...RETENTIONS] : [...RETENTIONS, value]).map((r) => (
            <SelectItem key={r} value={r}>
              {percent.format(Number(r))}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
