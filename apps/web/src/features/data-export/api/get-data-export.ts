import { DATA_EXPORT_POLL_MS, type DataExportState } from "@saathi/contract/data-export";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { dataExportKeys } from "./data-export-keys.ts";

const building = (state: DataExportState | undefined) =>
  state?.export?.status === "queued" || state?.export?.status === "building";

/** GET /api/account/export: the latest export; asked again every 2 s while it builds. */
export const dataExportQueryOptions = queryOptions({
  queryKey: dataExportKeys.latest(),
  queryFn: ({ signal }) => api<DataExportState>("/api/account/export", { signal }),
  refetchInterval: (query) => (building(query.state.data) ? DATA_EXPORT_POLL_MS : false),
});

export const useDataExport = () => useQuery(dataExportQueryOptions);
