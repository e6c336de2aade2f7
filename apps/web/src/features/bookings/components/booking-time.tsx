import { format } from "date-fns";

/** 'Mon 23 Nov · 10:00 AM – 11:00 AM' in the viewer's zone. */
export function BookingTime({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const s = new Date(startsAt);
  return (
    <time dateTime={startsAt} className="text-sm text-ink">
      {format(s, "EEE d MMM")} · {format(s, "h:mm a")} – {format(new Date(endsAt), "h:mm a")}
    </time>
  );
}
