import { Trans, useLingui } from "@lingui/react/macro";
import {
  type BookingReminder,
  DELIVERY_STATUS_LABEL,
  REMINDER_CHANNEL_LABEL,
  REMINDER_KIND_LABEL,
  REMINDER_STATUS_LABEL,
} from "@saathi/contract/reminders";
import { tx } from "../../lib/i18n/translate.ts";
import { errorMessage } from "../shell/admin-api.ts";
import { formatDateTime } from "../shell/format.ts";
import { useBookingReminders } from "./api/get-booking-reminders.ts";

/** One reminder, whom it was for, where it stands and every try of every channel. */
function ReminderItem({ r }: { r: BookingReminder }) {
  const { t } = useLingui();
  const due = formatDateTime(r.dueAt);
  const tries = r.attempts;
  return (
    <li className="rounded-xl bg-slate-50 p-2">
      <p className="font-medium text-ink">
        {tx(REMINDER_KIND_LABEL[r.kind])} · {r.recipient === "member" ? t`to the member` : t`to the expert`} ·{" "}
        {tx(REMINDER_STATUS_LABEL[r.status])}
      </p>
      <p className="text-xs text-muted">
        {t`Due ${due}`}
        {tries ? ` · ${t`tries: ${tries}`}` : ""}
        {r.lastError ? ` · ${tx(r.lastError)}` : ""}
      </p>
      <ol className="mt-1 flex flex-col text-xs text-muted">
        {r.deliveries.map((d, i) => {
          const attempt = d.attempt;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: log rows have no id of their own and only grow
            <li key={i} className={d.status === "failed" ? "text-red-700" : undefined}>
              {formatDateTime(d.at)} · {tx(REMINDER_CHANNEL_LABEL[d.channel])} · {tx(DELIVERY_STATUS_LABEL[d.status])}
              {attempt ? ` · ${t`try ${attempt}`}` : ""}
              {d.error ? ` · ${tx(d.error)}` : ""}
            </li>
          );
        })}
      </ol>
    </li>
  );
}

/** The booking's reminders to both sides and the delivery log (every try, with its reason). */
export function RemindersSection({ bookingId, className }: { bookingId: string; className: string }) {
  const q = useBookingReminders(bookingId);
  return (
    <section aria-labelledby="reminders" className={className}>
      <h2 id="reminders" className="mb-2 font-semibold text-ink">
        <Trans>Reminders</Trans>
      </h2>
      {q.isPending ? (
        <p role="status" className="text-sm text-muted">
          <Trans>Loading reminders...</Trans>
        </p>
      ) : null}
      {q.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(q.error)}
        </p>
      ) : null}
      {q.data && q.data.reminders.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>No reminders for this booking.</Trans>
        </p>
      ) : null}
      <ul className="flex flex-col gap-2 text-sm">
        {q.data?.reminders.map((r) => (
          <ReminderItem key={r.id} r={r} />
        ))}
      </ul>
    </section>
  );
}
