import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const Route = createFileRoute("/bibliotheque")({ component: LibraryPage });

function LibraryPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t("library.title")} />;
}
