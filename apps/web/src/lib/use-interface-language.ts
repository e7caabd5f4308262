import { DEFAULT_LANGUAGE, findLanguage, type Language } from "@bible/canon";
import { useTranslation } from "react-i18next";
import { switchInterfaceLanguage } from "@/lib/i18n";
import { useSession } from "@/lib/session";
import { STORAGE_KEYS, writeStorage } from "@/lib/storage";
import { toast } from "@/lib/toast";
import { trpc } from "@/lib/trpc";

/** SPEC §4: changing the interface (primary) language switches the interface, stores it locally and on the server. */
export function useInterfaceLanguage() {
  const { t, i18n } = useTranslation();
  const language = findLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const { signedIn } = useSession();
  const utils = trpc.useUtils();
  const savePrimary = trpc.preferences.setPrimaryLanguage.useMutation();

  async function change(next: Language) {
    writeStorage(STORAGE_KEYS.preferredLanguage, next.id);
    await switchInterfaceLanguage(next);
    if (!signedIn) return;
    savePrimary.mutate(
      { primaryLanguage: next.id },
      {
        onSuccess: async () => {
          await utils.preferences.get.invalidate();
          await switchInterfaceLanguage(next, { refresh: true });
        },
        onError: () =>
          toast({ variant: "destructive", title: t("toast.error.title"), description: t("toast.languageSaveFailed") }),
      },
    );
  }

  return { language, change };
}
