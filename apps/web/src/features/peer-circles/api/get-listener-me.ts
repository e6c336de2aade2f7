import type { listenerMeSchema } from "@saathi/contract/peer-circles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { peerCirclesKeys } from "./peer-circles-keys.ts";

export type ListenerMe = z.infer<typeof listenerMeSchema>;

/** GET /api/peer-circles/listener: my way to the listener role (status, quiz, the course's id). */
export const getListenerMe = (signal?: AbortSignal) => api<ListenerMe>("/api/peer-circles/listener", { signal });

export const listenerMeQueryOptions = () =>
  queryOptions({ queryKey: peerCirclesKeys.listener(), queryFn: ({ signal }) => getListenerMe(signal) });

export const useListenerMe = () => useQuery(listenerMeQueryOptions());
