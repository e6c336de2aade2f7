import type { ExpertYoungPeople } from "@saathi/contract/experts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { expertsKeys } from "./experts-keys.ts";

/** GET /api/expert/young-people: whether I work with young people, and my campus. */
export const getYouthSetting = (signal?: AbortSignal) => api<ExpertYoungPeople>("/api/expert/young-people", { signal });

export const youthSettingQueryOptions = queryOptions({
  queryKey: expertsKeys.youthSetting(),
  queryFn: ({ signal }) => getYouthSetting(signal),
});

/** Only asked for an expert (`enabled`). */
export const useYouthSetting = (enabled: boolean) => useQuery({ ...youthSettingQueryOptions, enabled });
