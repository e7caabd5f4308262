import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const Route = createFileRoute("/lire")({ component: ReaderPage });

function ReaderPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t("reader.title")} />;
}
