import type { AdminOutcomes } from "@saathi/contract/outcomes";
import { useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { outcomesKeys } from "./outcomes-keys.ts";

/** GET /api/admin/outcomes: the outcomes table, also by month of first score (aggregates only). */
export const getOutcomes = (signal?: AbortSignal) => adminGet<AdminOutcomes>("outcomes", {}, signal);

export const useAdminOutcomes = () =>
  useQuery({ queryKey: outcomesKeys.all, queryFn: ({ signal }) => getOutcomes(signal) });
