import type { CareCheckInSetting } from "@saathi/contract/care";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { settingsKeys } from "./settings-keys.ts";

/** GET /api/settings/care-check-in: whether Saathi's care team checks in the day after a worrying message. */
export const careCheckInQueryOptions = queryOptions({
  queryKey: settingsKeys.careCheckIn(),
  queryFn: ({ signal }) => api<CareCheckInSetting>("/api/settings/care-check-in", { signal }),
});

export const useCareCheckIn = () => useQuery(careCheckInQueryOptions);
