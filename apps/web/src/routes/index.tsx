import { createFileRoute } from "@tanstack/react-router";
import { prefetchReadingPlan } from "@/features/plan/prefetch";
import { ReadingPlanPage } from "@/features/plan/reading-plan-page";
import { storedInterfaceLanguage } from "@/lib/i18n";

export const Route = createFileRoute("/")({
  // The stored language, not i18next's: the first load starts before the dictionaries are ready.
  loader: ({ context }) => prefetchReadingPlan(context.trpc, storedInterfaceLanguage().code),
  component: ReadingPlanPage,
});
