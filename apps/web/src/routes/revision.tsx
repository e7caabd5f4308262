import { createFileRoute } from "@tanstack/react-router";
import { ReviewPage } from "@/features/review/review-page";
import { parseReviewSearch } from "@/features/review/review-search";

export const Route = createFileRoute("/revision")({
  validateSearch: parseReviewSearch,
  component: ReviewRoute,
});

function ReviewRoute() {
  return <ReviewPage search={Route.useSearch()} />;
}
