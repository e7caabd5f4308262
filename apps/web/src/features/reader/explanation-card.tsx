import type { Book } from "@bible/canon";
import { useQuery } from "@tanstack/react-query";
import { SparklesIcon } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { trpc } from "@/lib/trpc";
import { useInView } from "@/lib/use-in-view";

type Props = { book: Book; chapter: number; language: string; enabled: boolean };

/**
 * 'Explication IA' of the chapter. SPEC §9 fixes the request language to 'fr'; the API accepts any of the
 * 12 languages, so the explanation comes in the reader's interface language instead. It is requested when
 * the card comes into view, not on every chapter opened: a reader leafing through chapters would otherwise
 * spend the per-address AI allowance (and the model's tokens) on explanations nobody reads.
 */
export function ExplanationCard({ book, chapter, language, enabled }: Props) {
  const { t } = useTranslation();
  const { client } = trpc.useUtils();
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref, enabled);
  // The procedure is a POST (it may call the model), but for the page it is data: a query keyed by the
  // passage caches it, so coming back to a chapter shows its explanation at once.
  const explanation = useQuery({
    queryKey: ["ai.explanation", book.osis, chapter, language],
    queryFn: () => client.ai.explanation.mutate({ book: book.english, chapter, language }),
    enabled: enabled && inView,
  });

  return (
    <Card ref={ref} data-testid="explanation-card" aria-busy={explanation.isLoading}>
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
