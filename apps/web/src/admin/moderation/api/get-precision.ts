import type { Precision } from "@saathi/contract/care";
import { useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { moderationKeys } from "./moderation-keys.ts";

/** GET /api/admin/moderation/precision: true alarms / marked alarms per week, last 8 weeks. */
export const getPrecision = (signal?: AbortSignal) => adminGet<Precision>("moderation/precision", undefined, signal);

export const precisionQueryOptions = () => ({
  queryKey: moderationKeys.precision(),
  queryFn: ({ signal }: { signal: AbortSignal }) => getPrecision(signal),
});

export const usePrecision = () => useQuery(precisionQueryOptions());
