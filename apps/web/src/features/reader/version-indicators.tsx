import { useTranslation } from "react-i18next";
import { difficultyBadgeLabel, difficultyLabel, fidelityBadgeLabel, fidelityLabel, normalizeLevel } from "@/lib/labels";
import { cn } from "@/lib/utils";

/** Five dots, the first `level` filled: the 1-5 scales of SPEC §3 at a glance. */
function LevelDots({ level, className }: { level: number; className: string }) {
  return (
    <span className="inline-flex gap-0.5" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={cn("size-1.5 rounded-full", n <= level ? className : "bg-border")} />
      ))}
    </span>
  );
}

type Levels = { difficultyLevel: number | null | undefined; fidelityLevel: number | null | undefined };

/** The compact badges of the selected version (difficulty easy/medium/hard, fidelity faithful/balanced/free). */
export function VersionBadges({ difficultyLevel, fidelityLevel }: Levels) {
  const { t } = useTranslation();
  const difficulty = normalizeLevel(difficultyLevel);
  const fidelity = normalizeLevel(fidelityLevel);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <span
        className="inline-flex items-center gap-1.5"
        title={`${t("reader.difficulty")} : ${difficultyLabel(t, difficulty)}`}
      >
        <span>{t("reader.difficulty")}</span>
        <LevelDots level={difficulty} className="bg-amber-500" />
        <span className="font-medium text-foreground">{difficultyBadgeLabel(t, difficulty)}</span>
      </span>
      <span
        className="inline-flex items-center gap-1.5"
        title={`${t("reader.fidelity")} : ${fidelityLabel(t, fidelity)}`}
      >
        <span>{t("reader.fidelity")}</span>
        <LevelDots level={fidelity} className="bg-emerald-600" />
        <span className="font-medium text-foreground">{fidelityBadgeLabel(t, fidelity)}</span>
      </span>
    </div>
  );
}

/** The full labels of the 1-5 scales, as a version's line in the dropdown shows them. */
export function VersionScaleLine({ difficultyLevel, fidelityLevel }: Levels) {
  const { t } = useTranslation();
  return (
    <span className="block text-xs text-muted-foreground">
      {t("reader.difficulty")} : {difficultyLabel(t, difficultyLevel)} · {t("reader.fidelity")} :{" "}
      {fidelityLabel(t, fidelityLevel)}
    </span>
  );
}
