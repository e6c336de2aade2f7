import type { AlarmOutcomeState } from "@saathi/contract/care";
import { useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { moderationKeys } from "./moderation-keys.ts";

/** GET /api/admin/moderation/:id/outcome: the item's true/false alarm mark and first look. */
export const getAlarmOutcome = (id: string, signal?: AbortSignal) =>
  adminGet<AlarmOutcomeState>(`moderation/${id}/outcome`, undefined, signal);

export const alarmOutcomeQueryOptions = (id: string) => ({
  queryKey: moderationKeys.outcome(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => getAlarmOutcome(id, signal),
});

export const useAlarmOutcome = (id: string) => useQuery(alarmOutcomeQueryOptions(id));
