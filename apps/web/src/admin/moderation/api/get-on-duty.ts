import type { OnDuty } from "@saathi/contract/care";
import { useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { moderationKeys } from "./moderation-keys.ts";

/** GET /api/admin/moderation/on-duty: whether I am on duty for imminent alerts. */
export const getOnDuty = (signal?: AbortSignal) => adminGet<OnDuty>("moderation/on-duty", undefined, signal);

export const onDutyQueryOptions = () => ({
  queryKey: moderationKeys.onDuty(),
  queryFn: ({ signal }: { signal: AbortSignal }) => getOnDuty(signal),
});

export const useOnDuty = () => useQuery(onDutyQueryOptions());
