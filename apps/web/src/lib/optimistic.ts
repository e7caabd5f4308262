import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Applies `update` to every cached query under `queryKey` (all inputs of a list) at once and returns
 * the function that puts the previous data back when the server refuses the change.
 */
export async function applyOptimistic<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: T) => T,
): Promise<() => void> {
  await queryClient.cancelQueries({ queryKey });
  const snapshots = queryClient.getQueriesData<T>({ queryKey });
  for (const [key, data] of snapshots) {
    if (data !== undefined) queryClient.setQueryData<T>(key, update(data));
  }
  return () => {
    for (const [key, data] of snapshots) queryClient.setQueryData<T>(key, data);
  };
}
