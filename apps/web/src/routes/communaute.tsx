import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const Route = createFileRoute("/communaute")({ component: CommunityPage });

function CommunityPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t("community.title")} />;
}
