import { DEFAULT_LANGUAGE, type LanguageCode } from "@bible/canon";
import i18next from "i18next";
import ar from "../locales/ar.json" with { type: "json" };
import de from "../locales/de.json" with { type: "json" };
import en from "../locales/en.json" with { type: "json" };
import es from "../locales/es.json" with { type: "json" };
import fr from "../locales/fr.json" with { type: "json" };
import it from "../locales/it.json" with { type: "json" };
import ja from "../locales/ja.json" with { type: "json" };
import ko from "../locales/ko.json" with { type: "json" };
import pt from "../locales/pt.json" with { type: "json" };
import ru from "../locales/ru.json" with { type: "json" };
import uk from "../locales/uk.json" with { type: "json" };
import zh from "../locales/zh.json" with { type: "json" };

/** French is the reference: its keys are the keys of every language. */
export type TranslationKey = keyof typeof fr;
export type Translations = Record<string, string>;

/** Every language's full dictionary (server side; the web app bundles only French and loads the rest). */
export const translations: Record<LanguageCode, Translations> = {
  fr,
  en,
  es,
  de,
  it,
  pt,
  zh,
  ko,
  ja,
  ru,
  ar,
  uk,
};

const server = i18next.createInstance();
// Every resource is given here, so the instance is ready as soon as init returns.
server.init({
  resources: Object.fromEntries(
    Object.entries(translations).map(([code, dictionary]) => [code, { translation: dictionary }]),
  ),
  lng: DEFAULT_LANGUAGE.code,
  fallbackLng: DEFAULT_LANGUAGE.code,
  keySeparator: false,
  nsSeparator: false,
  // Server texts go into JSON and terminals, never into HTML.
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
  initAsync: false,
});

/** A text by key in one of the 12 languages, `{{name}}` filled in; French for a key the language lacks. */
export function message(code: LanguageCode, key: TranslationKey, values?: Record<string, string | number>): string {
  return server.t(key, { ...values, lng: code });
}

/** A French text by key, for server error messages (the client shows them as they come). */
export function frenchMessage(key: TranslationKey, values?: Record<string, string | number>): string {
  return message(DEFAULT_LANGUAGE.code, key, values);
}
