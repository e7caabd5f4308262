import { dateLocale } from "@/lib/format-date";

/** A count in the interface language, with its thousands separator ('1 994' in French, '1,994' in English). */
export function formatCount(value: number, interfaceLanguage: string): string {
  return new Intl.NumberFormat(dateLocale(interfaceLanguage), { maximumFractionDigits: 0 }).format(value);
}
