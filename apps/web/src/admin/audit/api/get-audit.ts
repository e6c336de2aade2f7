import type { AdminPage, AuditEntry } from "@saathi/contract/admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { auditKeys } from "./audit-keys.ts";

/** GET /api/admin/audit: one page of the audit log, newest first, filtered on the server. */
export const useAuditLog = (query: Record<string, string | number | undefined>) =>
  useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => adminGet<AdminPage<AuditEntry>>("audit", query, signal),
    placeholderData: keepPreviousData,
  });
