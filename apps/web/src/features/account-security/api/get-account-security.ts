import type { AccountSecurity } from "@saathi/contract/account-security";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { accountSecurityKeys } from "./account-security-keys.ts";

/** GET /api/account/security: my devices, recent sign-ins and two-factor state. */
export const getAccountSecurity = () => api<AccountSecurity>("/api/account/security");

export const useAccountSecurity = () =>
  useQuery(queryOptions({ queryKey: accountSecurityKeys.overview(), queryFn: () => getAccountSecurity() }));
