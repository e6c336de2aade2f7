import type { adminListenerSchema, ListenerStatusName } from "@saathi/contract/peer-circles";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { adminGet } from "../../shell/admin-api.ts";
import { listenersKeys } from "./listeners-keys.ts";

export type AdminListener = z.infer<typeof adminListenerSchema>;

/** GET /api/admin/peer-circles/listeners: applications and listeners (moderators and admins). */
export const getListeners = (status: ListenerStatusName | undefined, signal?: AbortSignal) =>
  adminGet<{ items: AdminListener[] }>("peer-circles/listeners", { status }, signal);

export const listenersQueryOptions = (status: ListenerStatusName | undefined) => ({
  queryKey: listenersKeys.list(status ?? "all"),
  queryFn: ({ signal }: { signal: AbortSignal }) => getListeners(status, signal),
});

export const useListeners = (status: ListenerStatusName | undefined) => useQuery(listenersQueryOptions(status));
