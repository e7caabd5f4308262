import { useTranslation } from "react-i18next";
import { trpc } from "@/lib/trpc";

/** Book names in the interface language, by OSIS id or English name; the English name until they load. */
export function useBookNames() {
  const { i18n } = useTranslation();
  const books = trpc.bible.books.useQuery({ lang: i18n.language });
  return (book: string): string => {
    const found = books.data?.find((b) => b.id === book || b.english === book);
    return found?.name ?? book;
  };
}
