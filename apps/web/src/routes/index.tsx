import { createFileRoute } from "@tanstack/react-router";
import { ReadingPlanPage } from "@/features/plan/reading-plan-page";

export const Route = createFileRoute("/")({ component: ReadingPlanPage });
