import type { CareLink } from "@saathi/contract/care-between";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { carePlanKeys } from "./care-keys.ts";

/** POST /api/care/clients/:memberId: the expert's care link with a member who booked them (made or reopened). */
export const openClientCare = (memberId: string) =>
  api<CareLink>(`/api/care/clients/${encodeURIComponent(memberId)}`, { method: "POST" });

/** The link for a client, as a query (the page that leads to the client's plan). */
export const useOpenClientCare = (memberId: string) =>
  useQuery({
    queryKey: carePlanKeys.openClient(memberId),
    queryFn: () => openClientCare(memberId),
    enabled: Boolean(memberId),
    retry: false,
  });
