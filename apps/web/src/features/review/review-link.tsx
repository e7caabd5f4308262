import { Link } from "@tanstack/react-router";
import { GraduationCapIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { DueBadge } from "./due-badge";

/** A 'Réviser' button: the review of one word, or of every due card (optionally of one language). */
export function ReviewLink({
  word,
  language,
  count,
  variant = "outline",
}: {
  word?: number;
  language?: string;
  count: number | undefined;
  variant?: "outline" | "ghost" | "default";
}) {
  const { t } = useTranslation();
  return (
    <Button asChild variant={variant} size="sm">
      <Link to="/revision" search={{ word, language }} data-testid="review-link">
        <GraduationCapIcon aria-hidden="true" />
        {t("vocabulary.review")}
        <DueBadge count={count} />
      </Link>
    </Button>
  );
}
