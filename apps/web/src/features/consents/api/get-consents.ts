import type { Consents } from "@saathi/contract/consents";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { consentsKeys } from "./consents-keys.ts";

/** GET /api/account/consents: each consent's latest record, and the history. */
export const getConsents = (signal?: AbortSignal) => api<Consents>("/api/account/consents", { signal });

export const consentsQueryOptions = queryOptions({
  queryKey: consentsKeys.consents(),
  queryFn: ({ signal }) => getConsents(signal),
});

export const useConsents = () => useQuery(consentsQueryOptions);
