import { notificationText, unreadSummary } from "@saathi/contract/notifications";
import { channels, USER_EVENTS } from "@saathi/contract/realtime";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../../components/ui/toaster.tsx";
import { notificationsQueryOptions } from "../../../lib/api/notifications/get-notifications.ts";
import { notificationsKeys } from "../../../lib/api/notifications/notifications-keys.ts";
import { sessionKeys } from "../../../lib/api/session/session-keys.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { realtime } from "../../../lib/realtime-client.ts";
import { useChannel } from "../../../lib/use-channel.ts";
import { batchOf, claimSummary } from "../unread-summary.ts";

/** Keeps the socket open while signed in, shows live notifications, and the summary once per new batch. */
export function NotificationsListener({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    realtime.start();
    return () => realtime.stop();
  }, []);

  useEffect(() => {
    queryClient
      .fetchQuery(notificationsQueryOptions)
      .then((list) => {
        if (claimSummary(userId, batchOf(list))) toast(unreadSummary(list.unread, tx), () => navigate("/notification"));
      })
      .catch(() => {});
  }, [userId, queryClient, navigate]);

  // The server closed the socket because this session ended: /api/me says whether we are still signed in.
  useEffect(
    () => realtime.onSignedOut(() => void queryClient.invalidateQueries({ queryKey: sessionKeys.me() })),
    [queryClient],
  );

  // Notifications sent while the socket (or the server's database connection) was down.
  useEffect(
    () => realtime.onReady(() => void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey })),
    [queryClient],
  );

  useChannel(channels.user(userId), {
    [USER_EVENTS.notification]: (n) => {
      queryClient.setQueryData(notificationsQueryOptions.queryKey, (old) =>
        old ? { items: [n, ...old.items.filter((x) => x.id !== n.id)], unread: old.unread + 1 } : old,
      );
      void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey });
      // A ringing call has its own popup; the notification stays in the list as a record.
      if (n.type !== "call") toast(notificationText(n, tx), () => navigate("/notification"));
    },
    [USER_EVENTS.postCreated]: () => {
      queryClient.setQueryData(notificationsKeys.feedNewPosts(), (n: number | undefined) => (n ?? 0) + 1);
    },
  });
  return null;
}
