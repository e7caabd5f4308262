import { useTranslation } from "react-i18next";
import { bookName } from "@/lib/book-name";
import { trpc } from "@/lib/trpc";

/**
 * Book names in the interface language, by OSIS id or English name; until they load (or offline, when they
 * cannot), the canon's name of the book in that language.
 */
export function useBookNames() {
  const { i18n } = useTranslation();
  const books = trpc.bible.books.useQuery({ lang: i18n.language });
  return (book: string): string => {
    const found = books.data?.find((b) => b.id === book || b.english === book);
    return found?.name ?? bookName(book, i18n.language);
  };
}
