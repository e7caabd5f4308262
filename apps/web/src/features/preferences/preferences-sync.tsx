import { findLanguage } from "@bible/canon";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { switchInterfaceLanguage } from "@/lib/i18n";
import { useSession } from "@/lib/session";
import { STORAGE_KEYS, writeStorage } from "@/lib/storage";
import { trpc } from "@/lib/trpc";
import { followInterfaceLanguage } from "./reading-preferences";

/** SPEC §4: a signed-in reader's stored primary language overrides this device's choice once preferences load. */
export function PreferencesSync() {
  const { i18n } = useTranslation();
  const { signedIn } = useSession();
  const preferences = trpc.preferences.get.useQuery({}, { enabled: signedIn });
  const primary = preferences.data?.primaryLanguage;

  useEffect(() => {
    const language = findLanguage(primary);
    if (!language || language.code === i18n.language) return;
    writeStorage(STORAGE_KEYS.preferredLanguage, language.id);
    void switchInterfaceLanguage(language);
    // Only a newly loaded preference applies; later switches in this tab go the other way (to the server).
  }, [primary]);

  // The languages rule (reading-preferences.ts): whatever page the interface language is switched on, the reading
  // languages on this device follow (the server applies it to a signed-in reader's own).
  const previous = useRef(i18n.language);
  useEffect(() => {
    if (previous.current === i18n.language) return;
    previous.current = i18n.language;
    const language = findLanguage(i18n.language);
    if (language) followInterfaceLanguage(language.id);
  }, [i18n.language]);

  return null;
}
