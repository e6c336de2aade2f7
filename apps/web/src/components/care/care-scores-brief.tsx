// "Before the call": the client's before-session scores in one glance, for the expert on the call
// screen and on the booking. Shows only what the member shares; nothing when there is no care yet.
import { Trans } from "@lingui/react/macro";
import { INSTRUMENTS } from "@saathi/contract/assessments";
import { CARE_SCORES_TEXT, CHANGE_TEXT } from "@saathi/contract/care-scores";
import { useBookingCareScores } from "../../lib/api/care/get-booking-care-scores.ts";
import { tx } from "../../lib/i18n/translate.ts";

export function CareScoresBrief({ bookingId }: { bookingId: string }) {
  const scores = useBookingCareScores(bookingId);
  const data = scores.data;
  // No care link yet (404) or still loading: the brief simply is not there.
  if (!data) return null;
  const inst = INSTRUMENTS[data.instrument];
  const trend = data.trend;
  const latest = data.scores.at(-1);
  return (
    <section
      aria-labelledby={`care-brief-${bookingId}`}
      className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-3 text-sm text-ink"
    >
      <h3 id={`care-brief-${bookingId}`} className="font-semibold">
        <Trans>Before the call</Trans>
      </h3>
      {!data.shared ? (
        <p className="text-muted">
          <Trans>This client has not shared their before-session answers with you.</Trans>
        </p>
      ) : !trend || !latest ? (
        <p className="text-muted">
          <Trans>No answers yet. The client is asked 24 hours before each session.</Trans>
        </p>
      ) : (
        <>
          {trend.notOnTrack ? <p className="font-semibold text-amber-900">{tx(CARE_SCORES_TEXT.notOnTrack)}</p> : null}
          <p>
            {tx(CARE_SCORES_TEXT.expertWentFromTo, {
              name: inst.name,
              first: trend.first,
              latest: trend.latest,
              change: tx(CHANGE_TEXT[trend.changeKind]),
            })}
          </p>
          <p className="text-muted">
            {tx(latest.bandLabel)}
            {trend.inRemission ? ` · ${tx(CARE_SCORES_TEXT.remission)}` : ""}
          </p>
          {latest.needsCrisisSupport ? (
            <p role="alert" className="font-semibold text-red-800">
              <Trans>The latest answers mention thoughts of self-harm (PHQ-9 item 9).</Trans>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
