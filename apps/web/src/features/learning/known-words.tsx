import { useTranslation } from "react-i18next";
import { Flag } from "@/components/flag";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format-date";
import { formatCount } from "@/lib/format-number";
import { languageName } from "@/lib/language-name";
import { trpc } from "@/lib/trpc";

/** /vocabulaire: the known words of each language, counted by lemma, and their progress week by week. */
export function KnownWords() {
  const { t, i18n } = useTranslation();
  const counts = trpc.learning.counts.useQuery();
  if (!counts.data) return null;
  return (
    <Card data-testid="known-words">
      <CardHeader>
        <CardTitle>{t("vocabulary.known.title")}</CardTitle>
        <CardDescription>{t("vocabulary.known.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {counts.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("vocabulary.known.empty")}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {counts.data.map((entry) => {
              const top = Math.max(1, ...entry.progress.map((p) => p.known));
              return (
                <li key={entry.language} className="rounded-lg border p-3" data-language={entry.language}>
                  <p className="flex items-center gap-2 font-medium">
                    <Flag language={entry.language} />
                    {languageName(t, entry.language)}
                  </p>
                  <p className="mt-1 text-sm">
                    <span className="font-semibold" data-testid="known-count">
                      {t("vocabulary.known.known", { number: formatCount(entry.known, i18n.language) })}
                    </span>
                    <span className="text-muted-foreground">
                      {" · "}
                      {t("vocabulary.known.learning", { number: formatCount(entry.learning, i18n.language) })}
                      {" · "}
                      {t("vocabulary.known.ignored", { number: formatCount(entry.ignored, i18n.language) })}
                    </span>
                  </p>
                  {entry.progress.length > 1 && (
                    <figure className="mt-2">
                      <figcaption className="text-xs text-muted-foreground">
                        {t("vocabulary.known.progress")}
                      </figcaption>
                      <ol className="mt-1 flex h-12 items-end gap-1">
                        {entry.progress.map((week) => (
                          <li
                            key={week.date}
                            className="w-3 rounded-sm bg-primary/70"
                            style={{ height: `${Math.max(8, (week.known / top) * 100)}%` }}
                            title={t("vocabulary.known.week", {
                              date: formatDate(week.date, i18n.language),
                              number: formatCount(week.known, i18n.language),
                            })}
                          >
                            <span className="sr-only">
                              {formatDate(week.date, i18n.language)} : {week.known}
                            </span>
                          </li>
                        ))}
                      </ol>
                    </figure>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
