import { findLanguage } from "@bible/canon";
import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { type RouterOutputs, trpc } from "@/lib/trpc";

export const Route = createFileRoute("/sources")({ component: SourcesPage });

type Source = RouterOutputs["sources"]["list"]["sources"][number];

/** The original languages have no interface language: shown by their own names. */
const ORIGINAL_LANGUAGES: Record<string, string> = { hebrew: "עברית", aramaic: "ארמית", greek: "Ἑλληνική" };

function languageNames(languages: string[]): string {
  return languages.map((id) => findLanguage(id)?.nativeName ?? ORIGINAL_LANGUAGES[id] ?? id).join(", ");
}

/** The catalog's licence statements are written in French or English; the column says what they mean. */
const PUBLIC_DOMAIN = /^(?:Domaine public|Public domain)\b[\s:]*/i;
const COPYRIGHTED = /^(©[^.]*\.)\s*Sous droit d'auteur/;

function SourcesTable({ sources }: { sources: Source[] }) {
  const { t } = useTranslation();
  /** A translated label, and the statement as the source words it (shown on hover) when it says more. */
  const licence = (text: string): { label: string; statement?: string } => {
    if (!text || PUBLIC_DOMAIN.test(text)) {
      const more = text.replace(PUBLIC_DOMAIN, "").trim();
      return more ? { label: t("sources.publicDomain"), statement: text } : { label: t("sources.publicDomain") };
    }
    const holder = COPYRIGHTED.exec(text)?.[1];
    if (holder) return { label: `${holder} ${t("sources.copyrighted")}`, statement: text };
    return { label: text };
  };
  const status = (s: Source) =>
    !s.distributable ? t("sources.notInstalled") : s.installed ? t("sources.installed") : t("sources.notInstalledData");
  return (
    // Scrolls sideways on a narrow screen: focusable so the keyboard can scroll it, named by its table.
    <section
      className="overflow-x-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label={t("sources.title")}
    >
      <table className="w-full text-start text-sm">
        <thead className="text-muted-foreground">
          <tr className="border-b">
            <th className="py-2 pe-3 text-start font-medium">{t("sources.columns.name")}</th>
            <th className="py-2 pe-3 text-start font-medium">{t("sources.columns.language")}</th>
            <th className="py-2 pe-3 text-start font-medium">{t("sources.columns.licence")}</th>
            <th className="py-2 pe-3 text-start font-medium">{t("sources.columns.attribution")}</th>
            <th className="py-2 text-start font-medium">{t("sources.columns.source")}</th>
          </tr>
        </thead>
        <tbody>
          {sources.map((s) => (
            <tr key={`${s.kind}-${s.id}`} className="border-b align-top last:border-0">
              <td className="py-2 pe-3">
                <div className="font-medium">{s.title}</div>
                <Badge variant="secondary" className="mt-1">
                  {status(s)}
                </Badge>
              </td>
              <td className="py-2 pe-3">{languageNames(s.languages)}</td>
              <td className="py-2 pe-3" title={licence(s.license).statement}>
                {licence(s.license).label}
              </td>
              <td className="py-2 pe-3">{s.attribution ?? t("sources.noAttribution")}</td>
              <td className="py-2">
                {s.homepage ? (
                  <a className="underline underline-offset-2" href={s.homepage} target="_blank" rel="noreferrer">
                    {t("sources.homepage")}
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SourcesPage() {
  const { t } = useTranslation();
  const query = trpc.sources.list.useQuery();
  const sources = query.data?.sources ?? [];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("sources.title")}</h1>
        <p className="text-muted-foreground">{t("sources.intro")}</p>
      </div>
      {query.isError ? <p role="alert">{t("errors.loadFailed")}</p> : null}
      {query.isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-label={t("common.loading")}>
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        [
          ["bible", t("sources.bibles")],
          ["data", t("sources.data")],
        ].map(([kind, title]) => (
          <Card key={kind}>
            <CardHeader>
              <CardTitle>{title}</CardTitle>
            </CardHeader>
            <CardContent>
              <SourcesTable sources={sources.filter((s) => s.kind === kind)} />
            </CardContent>
          </Card>
        ))
      )}
    </div>
  );
}
