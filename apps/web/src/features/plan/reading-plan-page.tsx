import { useTranslation } from "react-i18next";

export function ReadingPlanPage() {
  const { t } = useTranslation();
  return <p className="text-muted-foreground">{t("plan.loading")}</p>;
}
