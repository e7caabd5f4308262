import { DownloadIcon, UploadIcon } from "lucide-react";
import { type ChangeEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { readApiError } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { trpc } from "@/lib/trpc";

/** Saves a file through a temporary link: text, or bytes sent in base64 (the .apkg). */
function download(filename: string, contentType: string, content: string, encoding: "utf-8" | "base64") {
  const body = encoding === "base64" ? Uint8Array.from(atob(content), (c) => c.charCodeAt(0)) : content;
  const url = URL.createObjectURL(new Blob([body], { type: contentType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 'Exporter' (CSV, a text file for Anki or an Anki package, of the language shown) and 'Importer un CSV'. */
export function VocabularyTransfer({ language }: { language?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const input = useRef<HTMLInputElement>(null);
  const importCsv = trpc.vocabulary.import.useMutation({
    onSuccess: (result) => {
      toast({
        variant: "success",
        title: t("vocabulary.transfer.imported", { n: result.imported, created: result.created }),
      });
      void Promise.all([
        utils.vocabulary.list.invalidate(),
        utils.review.counts.invalidate(),
        utils.review.due.invalidate(),
      ]);
    },
    onError: (error) => {
      const failure = readApiError(error);
      const description =
        failure.code === "CSV_INVALID"
          ? t("errors.csvLine", {
              line: failure.line,
              problem: t(`vocabulary.import.problem.${failure.problem}`, failure.values),
            })
          : t("errors.unexpected");
      toast({ variant: "destructive", title: t("vocabulary.transfer.importFailed"), description });
    },
  });

  async function exportAs(format: "csv" | "anki" | "apkg") {
    try {
      // The reference in the reader's language too ('Jean 3:16'), beside the English one an import reads.
      const file = await utils.vocabulary.export.fetch({ format, language, readerLanguage: i18n.language.slice(0, 2) });
      download(file.filename, file.contentType, file.content, file.encoding);
      toast({ title: t("vocabulary.transfer.exported", { n: file.count }) });
    } catch {
      toast({ variant: "destructive", title: t("errors.unexpected") });
    }
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) importCsv.mutate({ csv: await file.text() });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <DropdownMenu dir={i18n.dir()}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" data-testid="vocabulary-export">
            <DownloadIcon aria-hidden="true" />
            {t("vocabulary.transfer.export")}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={() => void exportAs("csv")}>{t("vocabulary.transfer.csv")}</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void exportAs("anki")}>{t("vocabulary.transfer.anki")}</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void exportAs("apkg")}>{t("vocabulary.transfer.apkg")}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button
        variant="outline"
        size="sm"
        disabled={importCsv.isPending}
        onClick={() => input.current?.click()}
        data-testid="vocabulary-import"
      >
        <UploadIcon aria-hidden="true" />
        {t("vocabulary.transfer.import")}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="hidden"
        aria-label={t("vocabulary.transfer.import")}
        onChange={(event) => void onFile(event)}
      />
    </div>
  );
}
