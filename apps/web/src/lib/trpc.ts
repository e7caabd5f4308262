import type { AppRouter } from "@bible/api";
import { QueryClient } from "@tanstack/react-query";
import { httpBatchLink, httpLink, splitLink } from "@trpc/client";
import { createTRPCQueryUtils, createTRPCReact } from "@trpc/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { CHAPTER_WORDS } from "@/lib/offline-protocol";

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/**
 * SPEC §7: no retries, no refetch on focus, cached data stays fresh until explicitly invalidated. Offline, a query
 * still asks once (`offlineFirst`, where TanStack's default would wait for the network): the service worker may
 * answer it from what it kept (issue 34), and a failure shows as one.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        networkMode: "offlineFirst",
      },
      mutations: { retry: false },
    },
  });
}

/** Query helpers usable outside React (route loaders prefetch with them). */
export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

export function createTrpcUtils(queryClient: QueryClient, client: ReturnType<typeof createTrpcClient>): TrpcUtils {
  return createTRPCQueryUtils({ queryClient, client });
}

const withCredentials: typeof fetch = (input, init) => fetch(input, { ...init, credentials: "include" });

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      // Chapters go alone: the request leaves at once instead of waiting for the next batch tick (behind a
      // page render), and its URL stays the same for the same chapter, which the HTTP cache can reuse. So does a
      // call that may take long (`context: { skipBatch: true }`): a batch answers when its slowest call does. A
      // chapter's words too: alone, the service worker keeps them for the learning view offline (a batch that
      // carries the reader's states is never kept).
      splitLink({
        condition: (op) => op.path === "bible.chapter" || op.path === CHAPTER_WORDS || op.context.skipBatch === true,
        true: httpLink({ url: "/trpc", fetch: withCredentials }),
        false: httpBatchLink({ url: "/trpc", fetch: withCredentials }),
      }),
    ],
  });
}
