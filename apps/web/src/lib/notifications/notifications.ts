import type { Notification } from "@saathi/contract/notifications";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api-client.ts";

export const notificationsQueryOptions = queryOptions({
  queryKey: ["notifications"],
  queryFn: ({ signal }) => api<{ items: Notification[]; unread: number }>("/api/notifications", { signal }),
});

export const useNotifications = () => useQuery(notificationsQueryOptions);

/** Marks one notification read; the list updates at once and fails silently (spec §8). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/notifications/${id}/read`, { method: "POST" }),
    onMutate: (id) => {
      queryClient.setQueryData(notificationsQueryOptions.queryKey, (old) =>
        old
          ? {
              items: old.items.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
              unread: Math.max(0, old.unread - (old.items.find((n) => n.id === id && !n.isRead) ? 1 : 0)),
            }
          : old,
      );
    },
  });
}
