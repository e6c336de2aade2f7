import type { OutboxMessage } from "@saathi/contract/session";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { devOutboxKeys } from "./dev-outbox-keys.ts";

/** GET /api/dev/outbox?to=: what the server kept for one address or phone (development only). */
export const getOutbox = (to: string) => api<OutboxMessage[]>(`/api/dev/outbox?to=${encodeURIComponent(to)}`);

export const outboxQueryOptions = (to: string) =>
  queryOptions({
    queryKey: devOutboxKeys.messages(to),
    queryFn: () => getOutbox(to),
    refetchInterval: 3000,
  });

export const useOutbox = (to: string, enabled: boolean) => useQuery({ ...outboxQueryOptions(to), enabled });
