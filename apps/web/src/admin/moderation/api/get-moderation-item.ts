import type { ModerationDetail } from "@saathi/contract/admin-moderation";
import { useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { moderationKeys } from "./moderation-keys.ts";

/** GET /api/admin/moderation/:id: one item in its context, with its reports. */
export const getModerationItem = (id: string, signal?: AbortSignal) =>
  adminGet<ModerationDetail>(`moderation/${id}`, undefined, signal);

export const moderationItemQueryOptions = (id: string) => ({
  queryKey: moderationKeys.detail(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => getModerationItem(id, signal),
});

export const useModerationItem = (id: string) => useQuery(moderationItemQueryOptions(id));
