import type { AdminDailyWellnessList } from "@saathi/contract/daily-wellness";
import { useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { dailyWellnessKeys } from "./daily-wellness-keys.ts";

/** GET /api/admin/daily-wellness: every piece, scheduled ones too. */
export const getDailyWellnessPieces = (signal?: AbortSignal) =>
  adminGet<AdminDailyWellnessList>("daily-wellness", undefined, signal);

export const dailyWellnessPiecesQueryOptions = () => ({
  queryKey: dailyWellnessKeys.list(),
  queryFn: ({ signal }: { signal: AbortSignal }) => getDailyWellnessPieces(signal),
});

export const useDailyWellnessPieces = () => useQuery(dailyWellnessPiecesQueryOptions());
