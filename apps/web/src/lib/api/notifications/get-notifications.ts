import type { Notification } from "@saathi/contract/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../api-client.ts";
import { notificationsKeys } from "./notifications-keys.ts";

/** GET /api/notifications: the list and how many are unread. */
export const getNotifications = (signal?: AbortSignal) =>
  api<{ items: Notification[]; unread: number }>("/api/notifications", { signal });

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsKeys.list(),
  queryFn: ({ signal }) => getNotifications(signal),
});

export const useNotifications = () => useQuery(notificationsQueryOptions);
