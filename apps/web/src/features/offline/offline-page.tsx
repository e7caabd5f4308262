import { findLanguage } from "@bible/canon";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, Trash2Icon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";
import { trpc } from "@/lib/trpc";
import { useOnline } from "@/lib/use-online";
import { PACK_SEARCH_KEY } from "./pack-search";
import { downloadPack, type KeptPack, keptPacks, onPacksChanged, removePack } from "./packs";

/** '1,4 Mo' in the interface's language. */
function useSize() {
  const { i18n } = useTranslation();
  return (bytes: number) => {
    const megabytes = bytes / 1_000_000;
    const unit = megabytes >= 1 ? "megabyte" : "kilobyte";
    return new Intl.NumberFormat(i18n.language, {
      style: "unit",
      unit,
      unitDisplay: "short",
      maximumFractionDigits: 1,
    }).format(megabytes >= 1 ? megabytes : bytes / 1000);
  };
}

function usePacks() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onPacksChanged(() => {
        void queryClient.invalidateQueries({ queryKey: ["offline-packs"] });
        // What a search without the network found was read from the packs: read again on its next use.
        void queryClient.invalidateQueries({ queryKey: [PACK_SEARCH_KEY] });
      }),
    [queryClient],
  );
  return useQuery({ queryKey: ["offline-packs"], queryFn: keptPacks, networkMode: "always" });
}

function useStorage() {
  const packs = usePacks();
  return useQuery({
    queryKey: ["offline-storage", packs.dataUpdatedAt],
    queryFn: async () => (navigator.storage?.estimate ? await navigator.storage.estimate() : null),
    networkMode: "always",
  });
}

/** One installed version: its pack's size, then a download button with its progress. */
function AvailableVersion({ code, name, language }: { code: string; name: string; language: string }) {
  const { t, i18n } = useTranslation();
  const size = useSize();
  const reader = findLanguage(i18n.language)?.id ?? "french";
  const packSize = trpc.bible.packSize.useQuery({ version: code, reader }, { staleTime: 60 * 60 * 1000 });
  const [progress, setProgress] = useState<number | null>(null);

  async function download() {
    if (!packSize.data) return;
    setProgress(0);
    try {
      await downloadPack(code, reader, packSize.data.rawBytes, setProgress);
      toast({ variant: "success", title: t("offlinePacks.downloaded", { version: name }) });
    } catch {
      toast({ variant: "destructive", title: t("toast.error.title"), description: t("offlinePacks.downloadFailed") });
    } finally {
      setProgress(null);
    }
  }

  return (
    <li className="flex flex-col gap-2 py-3" data-testid="pack-available" data-version={code}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <span className="font-medium">{name}</span>
          <span className="text-sm text-muted-foreground">
            {t(`common.language.${language}`, { defaultValue: language })} ·{" "}
            {packSize.data ? (
              <span data-testid="pack-size">{size(packSize.data.bytes)}</span>
            ) : packSize.isError ? (
              t("offlinePacks.sizeUnknown")
            ) : (
              <Skeleton className="inline-block h-3 w-12 align-middle" />
            )}
          </span>
        </div>
        <Button
          size="sm"
          onClick={() => void download()}
          disabled={!packSize.data || progress !== null}
          data-testid="pack-download"
        >
          <DownloadIcon aria-hidden="true" />
          {progress !== null ? t("offlinePacks.downloading") : t("offlinePacks.download")}
        </Button>
      </div>
      {progress !== null ? (
        <Progress
          value={Math.round(progress * 100)}
          aria-label={t("offlinePacks.progress", { version: name })}
          data-testid="pack-progress"
        />
      ) : null}
    </li>
  );
}

function KeptVersion({ pack }: { pack: KeptPack }) {
  const { t } = useTranslation();
  const size = useSize();
  const name = pack.name;
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 py-3"
      data-testid="pack-kept"
      data-version={pack.version}
    >
      <div className="flex min-w-0 flex-col">
        <span className="font-medium">{name}</span>
        <span className="text-sm text-muted-foreground">
          {t(`common.language.${pack.language}`, { defaultValue: pack.language })} · {size(pack.bytes)}
        </span>
      </div>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void removePack(pack.version)}
        aria-label={t("offlinePacks.removeVersion", { version: name })}
        data-testid="pack-remove"
      >
        <Trash2Icon aria-hidden="true" />
        {t("offlinePacks.remove")}
      </Button>
    </li>
  );
}

/**
 * 'Hors ligne' (issue 34): the versions this server has, each with the size of its pack and a download button, the
 * packs already on this device with a remove button, and the storage the app uses. A downloaded version reads with
 * no network, and a double-click on one of its words shows the original word and its translation.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  const online = useOnline();
  const size = useSize();
  const packs = usePacks();
  const storage = useStorage();
  const sources = trpc.sources.list.useQuery(undefined, { enabled: online });
  const kept = new Set((packs.data ?? []).map((pack) => pack.version));
  const available = (sources.data?.sources ?? []).filter(
    (source) => source.kind === "bible" && source.installed && !kept.has(source.id),
  );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold" data-testid="offline-heading">
          {t("offlinePacks.title")}
        </h1>
        <p className="text-muted-foreground">{t("offlinePacks.intro")}</p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle>{t("offlinePacks.kept")}</CardTitle>
          <CardDescription data-testid="offline-storage">
            {storage.data
              ? t("offlinePacks.storage", {
                  used: size(storage.data.usage ?? 0),
                  quota: size(storage.data.quota ?? 0),
                })
              : t("offlinePacks.storageUnknown")}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {packs.data && packs.data.length > 0 ? (
            <ul className="divide-y" data-testid="packs-kept">
              {packs.data.map((pack) => (
                <KeptVersion key={pack.version} pack={pack} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("offlinePacks.noneKept")}</p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("offlinePacks.available")}</CardTitle>
          <CardDescription>{t("offlinePacks.availableText")}</CardDescription>
        </CardHeader>
        <CardContent>
          {!online ? (
            <p className="text-sm text-muted-foreground" data-testid="packs-need-network">
              {t("offlinePacks.needsNetwork")}
            </p>
          ) : sources.isError ? (
            <p className="text-sm text-destructive">{t("errors.unexpected")}</p>
          ) : sources.data && available.length === 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="packs-none-available">
              {kept.size > 0 ? t("offlinePacks.allKept") : t("offlinePacks.noneInstalled")}
            </p>
          ) : sources.data ? (
            <ul className="divide-y" data-testid="packs-available">
              {available.map((source) => (
                <AvailableVersion
                  key={source.id}
                  code={source.id}
                  name={source.title}
                  language={source.languages[0] ?? ""}
                />
              ))}
            </ul>
          ) : (
            <Skeleton className="h-16 w-full" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
