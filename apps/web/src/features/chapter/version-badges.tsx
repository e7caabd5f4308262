import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import {
  difficultyBadge,
  difficultyBadgeLabel,
  difficultyLabel,
  fidelityBadge,
  fidelityBadgeLabel,
  fidelityLabel,
} from "@/lib/labels";
import { cn } from "@/lib/utils";

const difficultyTone = {
  easy: "bg-emerald-500/15 text-emerald-800 dark:text-emerald-300",
  medium: "bg-amber-500/15 text-amber-800 dark:text-amber-300",
  hard: "bg-rose-500/15 text-rose-800 dark:text-rose-300",
} as const;

const fidelityTone = {
  faithful: "bg-sky-500/15 text-sky-800 dark:text-sky-300",
  balanced: "bg-violet-500/15 text-violet-800 dark:text-violet-300",
  free: "bg-slate-500/15 text-slate-700 dark:text-slate-300",
} as const;

type Levels = { difficultyLevel: number | null | undefined; fidelityLevel: number | null | undefined };

/** SPEC §3 compact difficulty and fidelity badges of a version, with the full scale label as a hint. */
export function VersionBadges({ difficultyLevel, fidelityLevel }: Levels) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge
        variant="muted"
        className={cn("border-transparent", difficultyTone[difficultyBadge(difficultyLevel)])}
        title={`${t("reader.difficulty")}: ${difficultyLabel(t, difficultyLevel)}`}
      >
        {difficultyBadgeLabel(t, difficultyLevel)}
      </Badge>
      <Badge
        variant="muted"
        className={cn("border-transparent", fidelityTone[fidelityBadge(fidelityLevel)])}
        title={`${t("reader.fidelity")}: ${fidelityLabel(t, fidelityLevel)}`}
      >
        {fidelityBadgeLabel(t, fidelityLevel)}
      </Badge>
    </span>
  );
}

/** The full labels of the 1-5 scales, as a version's line in a list of versions shows them. */
export function VersionScaleLine({ difficultyLevel, fidelityLevel }: Levels) {
  const { t } = useTranslation();
  return (
    <span className="block text-xs text-muted-foreground">
      {t("reader.difficulty")} : {difficultyLabel(t, difficultyLevel)} · {t("reader.fidelity")} :{" "}
      {fidelityLabel(t, fidelityLevel)}
    </span>
  );
}
