import type { FirstLooks } from "@saathi/contract/care";
import { useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { moderationKeys } from "./moderation-keys.ts";

/** GET /api/admin/moderation/first-looks: minutes from writing to a first look, per day, last 14 days. */
export const getFirstLooks = (signal?: AbortSignal) =>
  adminGet<FirstLooks>("moderation/first-looks", undefined, signal);

export const firstLooksQueryOptions = () => ({
  queryKey: moderationKeys.firstLooks(),
  queryFn: ({ signal }: { signal: AbortSignal }) => getFirstLooks(signal),
});

export const useFirstLooks = () => useQuery(firstLooksQueryOptions());
