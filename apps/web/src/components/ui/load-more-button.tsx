import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "./button.tsx";

/** What the button needs from an infinite query (`useInfiniteQuery`'s result fits). */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

/**
 * 'Load more' under a paged list: shown only while there is a next page; while it loads it is
 * disabled, says 'Loading...' and is marked aria-busy (Button does both).
 */
export function LoadMoreButton({ query, className }: { query: NextPageQuery; className?: string }) {
  const { t } = useLingui();
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className={className}
      busy={query.isFetchingNextPage}
      busyText={t`Loading...`}
      onClick={() => void query.fetchNextPage()}
    >
      <Trans>Load more</Trans>
    </Button>
  );
}
