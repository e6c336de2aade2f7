import { Trans, useLingui } from "@lingui/react/macro";
import {
  type BookingReminder,
  bookingCalendarPath,
  DELIVERY_STATUS_LABEL,
  REMINDER_CHANNEL_LABEL,
  REMINDER_KIND_LABEL,
  REMINDER_STATUS_LABEL,
  type TimedReminderKind,
  upcomingReminderKinds,
} from "@saathi/contract/reminders";
import { useState } from "react";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useBookingReminders } from "../api/get-booking-reminders.ts";

const when = (iso: string) =>
  formatDate(iso, { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", hour12: true });

/** One reminder: for whom, when, where it stands, and every try of every channel. */
function ReminderEntry({ r, viewer }: { r: BookingReminder; viewer: "member" | "expert" }) {
  const { t } = useLingui();
  const kind = tx(REMINDER_KIND_LABEL[r.kind]);
  const forWhom = r.recipient === viewer ? t`to you` : r.recipient === "member" ? t`to the member` : t`to the expert`;
  const status = tx(REMINDER_STATUS_LABEL[r.status]);
  const due = when(r.dueAt);
  return (
    <li className="rounded-xl bg-slate-50 p-2">
      <p className="font-medium text-ink">
        {kind} · {forWhom}
      </p>
      <p className="text-xs text-muted">
        <Trans>
          Due {due} · {status}
        </Trans>
      </p>
      {r.deliveries.length ? (
        <ul className="mt-1 flex flex-col gap-0.5 text-xs text-muted">
          {r.deliveries.map((d, i) => {
            const channel = tx(REMINDER_CHANNEL_LABEL[d.channel]);
            const state = tx(DELIVERY_STATUS_LABEL[d.status]);
            const at = when(d.at);
            const reason = d.error ? tx(d.error) : "";
            const attempt = d.attempt;
            return (
              // The log only grows: a row's position is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
              <li key={i} className={d.status === "failed" ? "text-red-700" : undefined}>
                {channel}: {state} · {at}
                {attempt > 1 ? ` · ${t`try ${attempt}`}` : ""}
                {reason ? ` · ${reason}` : ""}
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

/** 'We'll remind you a day, an hour and 10 minutes before', for the reminders still to come. */
function useReminderWords(kinds: readonly TimedReminderKind[]): string | null {
  const { t } = useLingui();
  const sentences: Record<string, string> = {
    "24h,1h,10m": t`We'll remind you a day, an hour and 10 minutes before.`,
    "24h,1h": t`We'll remind you a day and an hour before.`,
    "24h,10m": t`We'll remind you a day and 10 minutes before.`,
    "1h,10m": t`We'll remind you an hour and 10 minutes before.`,
    "24h": t`We'll remind you a day before.`,
    "1h": t`We'll remind you an hour before.`,
    "10m": t`We'll remind you 10 minutes before.`,
  };
  return sentences[kinds.join(",")] ?? null;
}

/**
 * A session's reminders for its member or its expert: Add to calendar first, then in words the
 * reminders still to come (the same rule the server schedules by), and one tap away the delivery log
 * of this person's own reminders (loaded when opened), for when something did not arrive.
 */
export function ReminderLog({
  bookingId,
  viewer,
  startsAt,
}: {
  bookingId: string;
  viewer: "member" | "expert";
  /** The session's start (ISO); without it, no reminders are described in words. */
  startsAt?: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const q = useBookingReminders(bookingId, open);
  const words = useReminderWords(startsAt ? upcomingReminderKinds(Date.parse(startsAt), Date.now()) : []);
  // Never the other person's reminders, whatever the answer holds.
  const own = q.data?.reminders.filter((r) => r.recipient === viewer) ?? [];
  return (
    <div className="flex flex-col items-start gap-1 text-sm">
      <a
        href={bookingCalendarPath(bookingId)}
        download
        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
      >
        <Trans>Add to calendar (.ics)</Trans>
      </a>
      {words ? <p className="text-ink">{words}</p> : null}
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="min-h-11 text-muted underline underline-offset-2"
      >
        {open ? t`Hide reminders` : t`Reminders`}
      </button>
      {open ? (
        <section aria-label={t`Reminders and their delivery`} className="mt-2 flex flex-col gap-2">
          {q.isPending ? (
            <p role="status" className="text-muted">
              <Trans>Loading reminders...</Trans>
            </p>
          ) : null}
          {q.isError ? (
            <p role="alert" className="text-red-700">
              {tx(q.error.message)}
            </p>
          ) : null}
          {q.data ? (
            <>
              {own.length ? (
                <ul className="flex flex-col gap-2">
                  {own.map((r) => (
                    <ReminderEntry key={r.id} r={r} viewer={viewer} />
                  ))}
                </ul>
              ) : (
                <p className="text-muted">
                  <Trans>No reminders for this session.</Trans>
                </p>
              )}
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
