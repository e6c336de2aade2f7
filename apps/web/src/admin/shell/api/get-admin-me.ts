import type { AdminMe } from "@saathi/contract/admin";
import { useQuery } from "@tanstack/react-query";
import { adminGet } from "../admin-api.ts";
import { adminShellKeys } from "./admin-shell-keys.ts";

/** GET /api/admin/me: the console's door (401, 403 STAFF_ONLY or TWO_FACTOR_REQUIRED, or the admin). */
export const useAdminMe = () =>
  useQuery({
    queryKey: adminShellKeys.me(),
    queryFn: ({ signal }) => adminGet<AdminMe>("me", undefined, signal),
    retry: false,
    staleTime: 60_000,
  });
