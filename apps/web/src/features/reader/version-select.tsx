import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { VersionBadges, VersionScaleLine } from "@/features/chapter/version-badges";
import { type BibleVersion, versionLabel } from "@/features/chapter/versions";
import { useVersionCoverage } from "@/features/learning/version-coverage";

type Props = {
  /** The language's id (its versions' coverage of the open chapter is shown beside them). */
  language: string;
  languageName: string;
  value: string;
  versions: readonly BibleVersion[] | undefined;
  onChange(code: string): void;
};

/**
 * One language's version dropdown: 'code - name' with the difficulty and fidelity scales. Versions that
 * are in the catalog but not installed (copyrighted ones) stay visible and marked, so the choice is honest;
 * picking one shows the 'Version non disponible' panel with the installed alternatives.
 */
export function VersionSelect({ language, languageName, value, versions, onChange }: Props) {
  const { t } = useTranslation();
  const current = versions?.find((v) => v.code === value);
  const currentText = current ? versionLabel(current) : value;
  return (
    <div className="space-y-1.5">
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger
          aria-label={`${t("reader.versionLabel")} (${languageName})`}
          className="h-auto min-h-9 text-start"
        >
          <SelectValue>{currentText}</SelectValue>
        </SelectTrigger>
        <SelectContent className="max-w-[min(28rem,calc(100vw-2rem))]" deferred>
          {!versions?.some((v) => v.code === value) && (
            <SelectItem value={value} textValue={value}>
              {value}
            </SelectItem>
          )}
          {versions?.map((version) => (
            <SelectItem key={version.code} value={version.code} textValue={versionLabel(version)}>
              <span className="flex flex-col gap-0.5">
                <span className="flex flex-wrap items-center gap-2">
                  <span className={version.installed ? "" : "text-muted-foreground"}>{versionLabel(version)}</span>
                  {!version.installed && (
                    <Badge variant="outline" className="text-[0.65rem]">
                      {t("reader.versionNotInstalled")}
                    </Badge>
                  )}
                  {version.installed && <CoverageBadge language={language} version={version.code} />}
                </span>
                <VersionScaleLine difficultyLevel={version.difficultyLevel} fidelityLevel={version.fidelityLevel} />
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {current && <VersionBadges difficultyLevel={current.difficultyLevel} fidelityLevel={current.fidelityLevel} />}
      <CoverageBadge language={language} version={value} />
    </div>
  );
}

/** 'vous connaissez 93 % des mots' of the open chapter in a version, once the learning view has counted it. */
function CoverageBadge({ language, version }: { language: string; version: string }) {
  const { t } = useTranslation();
  const percent = useVersionCoverage(language, version);
  if (percent === undefined) return null;
  return (
    <span className="block text-xs text-muted-foreground" data-testid="version-coverage" data-version={version}>
      {t("learning.coverage", { percent })}
    </span>
  );
}
