import { useLingui } from "@lingui/react";
import { formatDate, formatTime } from "../../../lib/i18n/format.ts";

/** 'Mon, 23 Nov · 10:00 am – 11:00 am' in the viewer's zone and language. */
export function BookingTime({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  useLingui(); // the date follows the language of the moment
  return (
    <time dateTime={startsAt} className="text-sm text-ink">
      {formatDate(startsAt, { weekday: "short", day: "numeric", month: "short" })} · {formatTime(startsAt)} –{" "}
      {formatTime(endsAt)}
    </time>
  );
}
