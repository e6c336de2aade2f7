import type { DataExport } from "@saathi/contract/data-export";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { dataExportKeys } from "./data-export-keys.ts";

/** POST /api/account/export: starts a copy, or answers the one still being put together. */
export const requestDataExport = () => api<{ export: DataExport }>("/api/account/export", { method: "POST", body: {} });

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    // The answer is the latest export: show it at once (polling starts because it is building).
    onSuccess: (data) => queryClient.setQueryData(dataExportKeys.latest(), { export: data.export }),
  });
}
