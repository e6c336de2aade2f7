import type { SecondFactorStatus } from "@saathi/contract/admin-staff";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adminShellKeys } from "./admin-shell-keys.ts";

/** GET /api/auth/second-factor: is two-factor set up, did this session prove it, is there a password. */
export const useSecondFactorStatus = () =>
  useQuery({
    queryKey: adminShellKeys.secondFactor(),
    queryFn: ({ signal }) => api<SecondFactorStatus>("/api/auth/second-factor", { signal }),
    retry: false,
  });
