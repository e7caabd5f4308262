import { createFileRoute } from "@tanstack/react-router";
import { SearchPage } from "@/features/search/search-page";
import { parseSearchParams } from "@/features/search/search-params";

export const Route = createFileRoute("/recherche")({
  validateSearch: parseSearchParams,
  component: SearchRoute,
});

function SearchRoute() {
  return <SearchPage params={Route.useSearch()} />;
}
