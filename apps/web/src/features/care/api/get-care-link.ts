import type { CareLink } from "@saathi/contract/care-between";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { carePlanKeys } from "./care-keys.ts";

/** GET /api/care/links/:linkId: one care link, as the viewer sees it. */
export const getCareLink = (linkId: string, signal?: AbortSignal) =>
  api<CareLink>(`/api/care/links/${encodeURIComponent(linkId)}`, { signal });

export const useCareLink = (linkId: string) =>
  useQuery({
    queryKey: carePlanKeys.link(linkId),
    queryFn: ({ signal }) => getCareLink(linkId, signal),
    enabled: Boolean(linkId),
  });
