import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Flag } from "@/components/flag";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { type BibleVersion, versionLabel } from "@/features/chapter/versions";
import { type DefaultVersionOf, MAX_READER_LANGUAGES } from "./language-selection";
import { readerLanguage } from "./reader-languages";

type Props = {
  languages: readonly string[];
  versionsOf(language: string): readonly BibleVersion[] | undefined;
  defaultVersionOf: DefaultVersionOf;
  onAdd(language: string): void;
};

/** 'Ajouter une langue': the languages not yet shown, each with the version it would start with. */
export function AddLanguageDialog({ languages, versionsOf, defaultVersionOf, onAdd }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <PlusIcon aria-hidden="true" />
          {t("reader.languages.add")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t("reader.languages.dialogTitle")}</DialogTitle>
          <DialogDescription>
            {t("reader.languages.dialogDescription", { max: MAX_READER_LANGUAGES })}
          </DialogDescription>
        </DialogHeader>
        {languages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("reader.languages.noneLeft")}</p>
        ) : (
          <ul className="grid gap-1.5">
            {languages.map((language) => {
              const info = readerLanguage(language);
              const code = defaultVersionOf(language);
              const version = versionsOf(language)?.find((v) => v.code === code);
              return (
                <li key={language}>
                  <button
                    type="button"
                    className="flex w-full items-center gap-3 rounded-lg border bg-card px-3 py-2 text-start transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => {
                      onAdd(language);
                      setOpen(false);
                    }}
                  >
                    <Flag language={language} className="text-xl" />
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-medium">
                        {t(`common.language.${info?.id ?? "french"}`, { defaultValue: language })}
                        <span className="ms-1.5 font-normal text-muted-foreground" lang={info?.code}>
                          {info?.nativeName}
                        </span>
                      </span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {t("reader.languages.defaultVersion", { version: version ? versionLabel(version) : code })}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
