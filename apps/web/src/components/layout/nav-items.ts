import {
  BookOpenIcon,
  CalendarDaysIcon,
  LibraryIcon,
  type LucideIcon,
  MessagesSquareIcon,
  SpellCheckIcon,
} from "lucide-react";

export type NavItem = {
  to: "/" | "/lire" | "/bibliotheque" | "/vocabulaire" | "/communaute";
  label: "nav.readingPlan" | "nav.reader" | "nav.library" | "nav.vocabulary" | "nav.community";
  icon: LucideIcon;
};

export const NAV_ITEMS: readonly NavItem[] = [
  { to: "/", label: "nav.readingPlan", icon: CalendarDaysIcon },
  { to: "/lire", label: "nav.reader", icon: BookOpenIcon },
  { to: "/bibliotheque", label: "nav.library", icon: LibraryIcon },
  { to: "/vocabulaire", label: "nav.vocabulary", icon: SpellCheckIcon },
  { to: "/communaute", label: "nav.community", icon: MessagesSquareIcon },
];
