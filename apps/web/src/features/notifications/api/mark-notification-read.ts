import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notificationsQueryOptions } from "../../../lib/api/notifications/get-notifications.ts";
import { api } from "../../../lib/api-client.ts";

/** POST /api/notifications/:id/read */
export const markNotificationRead = (id: string) => api(`/api/notifications/${id}/read`, { method: "POST" });

/** Marks one notification read; the list updates at once and fails silently (spec §8). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
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
