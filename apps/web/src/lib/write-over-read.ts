import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Writes something the server just saved (the member's own line, a live message) into a cached list
 * that a read may be bringing at this very moment. That read left before the new item existed, and its
 * answer would replace the list without it: the writer's words vanished from their screen (seen on a slow
 * network, the first lines of a new conversation). So a read on its way is dropped and asked again.
 * TanStack drops a read in flight on `invalidateQueries` only for a query that already has data; a first
 * read would just be joined, so it is cancelled first (the answer asked after it has the item, nothing
 * is written meanwhile: there is no list yet to write into).
 */
export function writeOverRead<T>(
  qc: QueryClient,
  queryKey: QueryKey,
  update: (old: T | undefined) => T | undefined,
): void {
  if (qc.isFetching({ queryKey, exact: true }) > 0) {
    if (qc.getQueryData(queryKey) === undefined) {
      void qc.cancelQueries({ queryKey, exact: true }).then(() => qc.invalidateQueries({ queryKey, exact: true }));
      return;
    }
    void qc.invalidateQueries({ queryKey, exact: true });
  }
  qc.setQueryData<T>(queryKey, update);
}
