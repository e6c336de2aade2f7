import type { MyReport } from "@saathi/contract/safety";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../api-client.ts";
import { safetyKeys } from "./safety-keys.ts";

/** GET /api/reports/mine: the member's reports and what became of each. */
export const getMyReports = (signal?: AbortSignal) => api<{ items: MyReport[] }>("/api/reports/mine", { signal });

export const myReportsQueryOptions = () => ({
  queryKey: safetyKeys.myReports(),
  queryFn: ({ signal }: { signal: AbortSignal }) => getMyReports(signal),
});

export const useMyReports = (opts: { enabled?: boolean } = {}) =>
  useQuery({ ...myReportsQueryOptions(), enabled: opts.enabled ?? true });
