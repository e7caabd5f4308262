import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { WaitingWord } from "@/features/offline/waiting-writes";
import type { RouterOutputs } from "@/lib/trpc";
import { useTouchScreen } from "@/lib/use-touch-screen";
import { ReviewLink } from "../../review/review-link";

type Word = RouterOutputs["vocabulary"]["list"][number];

/** SPEC §2: count badge, the first 3 words, 'Voir tout le vocabulaire'. */
export function VocabularyPreviewCard({
  words,
  dueByWord,
  dueToday,
  waiting = [],
}: {
  words: readonly Word[];
  /** Words added offline, shown first until the server has them. */
  waiting?: readonly WaitingWord[];
  /** Cards due today per word, for signed-in readers. */
  dueByWord?: ReadonlyMap<number, number>;
  dueToday?: number;
}) {
  const { t } = useTranslation();
  const touch = useTouchScreen();
  return (
    <Card data-testid="vocabulary-preview">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{t("side.vocabulary.title")}</CardTitle>
        <Badge variant="secondary">{words.length + waiting.length}</Badge>
      </CardHeader>
      <CardContent>
        {words.length + waiting.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {touch ? t("side.vocabulary.emptyTouch") : t("side.vocabulary.empty")}
          </p>
        ) : (
          <ul className="flex flex-col divide-y">
            {waiting.slice(0, 3).map((word) => (
              <li
                key={word.key}
                className="flex items-center justify-between gap-3 py-2 first:pt-0"
                data-testid="vocabulary-waiting"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{word.word}</p>
                  <p className="truncate text-xs text-muted-foreground">{word.note}</p>
                </div>
                <Badge variant="outline">{t("sync.waiting")}</Badge>
              </li>
            ))}
            {words.slice(0, Math.max(0, 3 - waiting.length)).map((word) => (
              <li key={word.id} className="flex items-center justify-between gap-3 py-2 first:pt-0">
                <div className="min-w-0">
                  <p className="truncate font-medium">{word.word}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {[word.grammaticalInfo.type, word.grammaticalInfo.translation].filter(Boolean).join(" · ")}
                  </p>
                </div>
                <ReviewLink variant="ghost" word={word.id} count={dueByWord?.get(word.id)} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {words.length > 0 ? <ReviewLink variant="default" count={dueToday} /> : null}
        <Button asChild variant="outline" size="sm" className="flex-1">
          <Link to="/vocabulaire">{t("side.vocabulary.viewAll")}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
