import type { BookListEntry } from "@bible/i18n/books";
import { SparklesIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { trpc } from "@/lib/trpc";

type Props = { book: BookListEntry; chapter: number; language: string; enabled: boolean };

/**
 * 'Explication IA' of the chapter. SPEC §9 fixes the request language to 'fr'; the API accepts any of the
 * 12 languages, so the explanation comes in the reader's interface language instead.
 */
export function ExplanationCard({ book, chapter, language, enabled }: Props) {
  const { t } = useTranslation();
  const explanation = trpc.ai.explanation.useQuery({ book: book.english, chapter, language }, { enabled });

  return (
    <Card data-testid="explanation-card" aria-busy={explanation.isLoading}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SparklesIcon className="size-5 text-primary" aria-hidden="true" />
          {t("explanation.title")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {explanation.isError ? (
          <p className="text-sm text-muted-foreground">{t("explanation.error")}</p>
        ) : !explanation.data ? (
          <div className="space-y-2.5" role="status">
            <span className="sr-only">{t("explanation.loading")}</span>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : (
          <div className="space-y-4 text-sm leading-relaxed">
            <p className="whitespace-pre-line">{explanation.data.explanation}</p>
            {explanation.data.keyThemes.length > 0 && (
              <div>
                <h3 className="font-semibold">{t("explanation.keyThemes")}</h3>
                <ul className="mt-1.5 list-disc space-y-1 ps-5">
                  {explanation.data.keyThemes.map((theme) => (
                    <li key={theme}>{theme}</li>
                  ))}
                </ul>
              </div>
            )}
            <div>
              <h3 className="font-semibold">{t("explanation.practicalApplication")}</h3>
              <p className="mt-1.5 whitespace-pre-line">{explanation.data.practicalApplication}</p>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
