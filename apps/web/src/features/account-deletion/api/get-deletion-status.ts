import type { DeletionStatus } from "@saathi/contract/account-deletion";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { accountDeletionKeys } from "./account-deletion-keys.ts";

/** GET /api/account/deletion: what deleting would do, and whether a deletion is pending. */
export const getDeletionStatus = (signal?: AbortSignal) => api<DeletionStatus>("/api/account/deletion", { signal });

export const deletionStatusQueryOptions = queryOptions({
  queryKey: accountDeletionKeys.status(),
  queryFn: ({ signal }) => getDeletionStatus(signal),
});

export const useDeletionStatus = (enabled = true) => useQuery({ ...deletionStatusQueryOptions, enabled });
