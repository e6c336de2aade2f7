import { Trans, useLingui } from "@lingui/react/macro";
import { notificationText } from "@saathi/contract/notifications";
import { useState } from "react";
import { useNavigate } from "react-router";
import { AppealDialog } from "../../../components/safety/appeal-dialog.tsx";
import { MyReports } from "../../../components/safety/my-reports.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { useNotifications } from "../../../lib/api/notifications/get-notifications.ts";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { formatStamp } from "../../../lib/date-stamp.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { timeAgo } from "../../../lib/time-ago.ts";
import { useMarkNotificationRead } from "../api/mark-notification-read.ts";
import { CheckInLinks } from "./check-in-links.tsx";
import { YoungNoticeLinks } from "./young-notice-links.tsx";

/** /notification: newest first; opening one marks it read and goes to the person (or the booking list). */
export function NotificationsPage() {
  const { t } = useLingui();
  const { data, isLoading, isError, error } = useNotifications();
  const expert = useMe().data?.user?.role === "expert";
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  // A moderators' decision about my content can be appealed once from its notification.
  const [appealing, setAppealing] = useState<string | null>(null);
  const reason = error ? tx((error as Error).message) : "";
  return (
    <section className="mx-auto w-full max-w-[569px] px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold text-ink">
        <Trans>Notifications</Trans>
      </h1>
      {isLoading ? (
        <p className="text-muted">
          <Trans>Loading notifications...</Trans>
        </p>
      ) : null}
      {isError ? <Alert>{t`Could not fetch notifications: ${reason}`}</Alert> : null}
      {data && data.items.length === 0 ? (
        <p className="text-muted">
          <Trans>No notifications yet</Trans>
        </p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {data?.items.map((n) => (
          <li key={n.id}>
            <button
              type="button"
              onClick={() => {
                if (!n.isRead) markRead.mutate(n.id);
                if (n.data.careCheckInId) navigate(`/care/check-in/${n.data.careCheckInId}`);
                else if (n.data.bookingId) navigate(expert ? "/expert/vendorbooking" : "/booking");
                else if (n.type === "application") navigate("/expert/feed");
                // Turning 18: the settings are now the member's to change.
                else if (n.data.youngNotice === "turned_18") navigate("/settings#privacy");
                // A guardian's withdrawal carries the helplines and the free tools below it.
                else if (n.type === "young_people") return;
                else if (n.type === "moderation") return;
                // A check-in from the care team carries its links below it.
                else if (n.data.checkIn) return;
                // An answer to a grievance is read on the member's Grievances page.
                else if (n.type === "grievance") navigate("/grievances");
                // A reminder without a booking is the anxiety challenge's next day.
                else if (n.type === "reminder") navigate("/anxiety-challenge");
                else if (n.data.actorUsername) navigate(`/profile/@${n.data.actorUsername}`);
              }}
              className={`flex w-full items-center gap-3 rounded-2xl border p-3 text-left ${n.isRead ? "border-slate-200 bg-white" : "border-brand-200 bg-brand-50"}`}
            >
              <Avatar name={n.data.actorName ?? "?"} url={n.data.actorAvatarUrl} size="sm" />
              <span className="flex-1 text-sm text-ink">
                {notificationText(n, tx)}
                {n.data.startsAt ? (
                  <span className="block text-xs text-muted">
                    {formatStamp(n.data.startsAt, "EEE d MMM, h:mm a", {
                      weekday: "short",
                      day: "numeric",
                      month: "short",
                      hour: "numeric",
                      minute: "2-digit",
                      hour12: true,
                    })}
                  </span>
                ) : null}
              </span>
              <time dateTime={n.createdAt} className="text-xs text-muted">
                {timeAgo(n.createdAt)}
              </time>
              {!n.isRead ? (
                <>
                  <span className="h-2.5 w-2.5 rounded-full bg-brand-500" />
                  <span className="sr-only">
                    <Trans>Unread</Trans>
                  </span>
                </>
              ) : null}
            </button>
            {n.data.checkIn ? <CheckInLinks /> : null}
            {n.data.youngNotice ? <YoungNoticeLinks notice={n.data.youngNotice} /> : null}
            {n.type === "moderation" && n.data.itemId ? (
              <button
                type="button"
                className="mt-1 min-h-11 px-3 text-sm font-medium text-brand-700 underline"
                onClick={() => setAppealing(n.data.itemId ?? null)}
              >
                <Trans>Appeal this decision</Trans>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <MyReports />
      {appealing ? <AppealDialog itemId={appealing} open onOpenChange={(o) => !o && setAppealing(null)} /> : null}
    </section>
  );
}
