import { createFileRoute } from "@tanstack/react-router";
import { prefetchReadingPlan } from "@/features/plan/prefetch";
import { ReadingPlanPage } from "@/features/plan/reading-plan-page";
import { i18next } from "@/lib/i18n";

export const Route = createFileRoute("/")({
  loader: ({ context }) => prefetchReadingPlan(context.trpc, i18next.language),
  component: ReadingPlanPage,
});
