import type { Nominee } from "@saathi/contract/consents";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { consentsKeys } from "./consents-keys.ts";

/** GET /api/account/nominee. */
export const getNominee = (signal?: AbortSignal) =>
  api<{ nominee: Nominee | null }>("/api/account/nominee", { signal });

export const nomineeQueryOptions = queryOptions({
  queryKey: consentsKeys.nominee(),
  queryFn: ({ signal }) => getNominee(signal),
});

export const useNominee = () => useQuery(nomineeQueryOptions);
