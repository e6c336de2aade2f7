import type { AdminDashboard } from "@saathi/contract/admin-staff";
import { useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { dashboardKeys } from "./dashboard-keys.ts";

/** GET /api/admin/dashboard: what needs attention today, and the week's money. */
export const useDashboard = () =>
  useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => adminGet<AdminDashboard>("dashboard", undefined, signal),
    refetchInterval: 60_000,
  });
