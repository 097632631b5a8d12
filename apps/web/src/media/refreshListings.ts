import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Asks the listings under `key` again once something was added, so that it shows at once.
 *
 * A listing whose first page is still on its way was asked for before the new file existed, and TanStack Query
 * lets such a fetch run on when it is invalidated (`cancelRefetch` cancels only a query that already has data):
 * its answer, without the file, would stand. A file dropped while the library was still loading stayed out of
 * sight until the next visit (seen in CI). Those fetches are cancelled first, so the invalidation asks again.
 */
export async function refreshListings(client: QueryClient, key: QueryKey): Promise<void> {
  await client.cancelQueries({
    queryKey: key,
    predicate: (query) => query.state.data === undefined && query.state.fetchStatus === "fetching",
  });
  await client.invalidateQueries({ queryKey: key });
}
