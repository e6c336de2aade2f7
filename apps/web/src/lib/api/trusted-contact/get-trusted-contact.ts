import type { TrustedContactResponse } from "@saathi/contract/safety-plan";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../api-client.ts";
import { trustedContactKeys } from "./trusted-contact-keys.ts";

/** GET /api/safety-plan/trusted-contact: the one person the member named, or null. */
export const getTrustedContact = (signal?: AbortSignal) =>
  api<TrustedContactResponse>("/api/safety-plan/trusted-contact", { signal });

export const trustedContactQueryOptions = queryOptions({
  queryKey: trustedContactKeys.contact(),
  queryFn: ({ signal }) => getTrustedContact(signal),
  staleTime: 60_000,
});

/** `enabled`: only for a signed-in member (visitors have no contact to read). */
export const useTrustedContact = (enabled = true) => useQuery({ ...trustedContactQueryOptions, enabled });
