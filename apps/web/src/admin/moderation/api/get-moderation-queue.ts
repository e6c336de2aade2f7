import type { AdminPage } from "@saathi/contract/admin";
import type { ModerationItem } from "@saathi/contract/admin-moderation";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { moderationKeys } from "./moderation-keys.ts";

type Query = Record<string, string | number | undefined>;

/** GET /api/admin/moderation: open items, risk first, then the oldest; filters by status, source, type. */
export const getModerationQueue = (query: Query, signal?: AbortSignal) =>
  adminGet<AdminPage<ModerationItem>>("moderation", query, signal);

export const moderationQueueQueryOptions = (query: Query) => ({
  queryKey: moderationKeys.list(query),
  queryFn: ({ signal }: { signal: AbortSignal }) => getModerationQueue(query, signal),
  placeholderData: keepPreviousData,
  // The queue is live work: look again every half minute while it is open.
  refetchInterval: 30_000,
});

export const useModerationQueue = (query: Query) => useQuery(moderationQueueQueryOptions(query));
