// The member's progress: the scores they gave before each session with this counsellor, as a small
// chart with the change in plain words (and a table for screen readers), and the switch that shares
// their answers with the counsellor (a consent per counsellor, withdrawn in one tap).
import { Trans, useLingui } from "@lingui/react/macro";
import { INSTRUMENTS } from "@saathi/contract/assessments";
import { CARE_SCORES_TEXT, type CareScore, CHANGE_TEXT, type ScoreTrend } from "@saathi/contract/care-scores";
import { Alert } from "../../../components/ui/alert.tsx";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useCareScores } from "../api/scores-get.ts";
import { useShareScores } from "../api/scores-share.ts";
import { useUnshareScores } from "../api/scores-unshare.ts";

const dayOf = (iso: string) => formatDate(iso, { day: "numeric", month: "short" });

/** The sentence for a trend: "Your PHQ-9 went from 16 to 9: that is a real improvement." */
export function trendWords(trend: ScoreTrend, instrumentName: string, who: "member" | "expert"): string {
  if (who === "member" && trend.first === trend.latest && trend.change === 0 && trend.notOnTrack === false)
    return tx(CARE_SCORES_TEXT.firstScore, { name: instrumentName, score: trend.latest });
  const change = tx(CHANGE_TEXT[trend.changeKind]);
  const values = { name: instrumentName, first: trend.first, latest: trend.latest, change };
  return tx(who === "member" ? CARE_SCORES_TEXT.wentFromTo : CARE_SCORES_TEXT.expertWentFromTo, values);
}

/** A line of scores over sessions (decorative: the table beside it says the same to screen readers). */
export function ScoreChart({ scores, max, caption }: { scores: readonly CareScore[]; max: number; caption: string }) {
  const { t } = useLingui();
  const w = 320;
  const hgt = 120;
  const pad = 12;
  const step = scores.length > 1 ? (w - 2 * pad) / (scores.length - 1) : 0;
  const points = scores.map((s, i) => {
    const x = scores.length > 1 ? pad + i * step : w / 2;
    const y = pad + (1 - s.score / Math.max(max, 1)) * (hgt - 2 * pad);
    return { x, y, s };
  });
  return (
    <figure className="flex flex-col gap-2">
      <svg viewBox={`0 0 ${w} ${hgt}`} className="h-32 w-full" aria-hidden="true" focusable="false">
        <line x1={pad} y1={hgt - pad} x2={w - pad} y2={hgt - pad} className="stroke-slate-200" />
        <polyline
          points={points.map((p) => `${p.x},${p.y}`).join(" ")}
          fill="none"
          className="stroke-brand-600"
          strokeWidth={2}
        />
        {points.map((p) => (
          <circle key={p.s.id} cx={p.x} cy={p.y} r={4} className="fill-brand-600" />
        ))}
      </svg>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Session`}</th>
            <th scope="col">{t`Score`}</th>
          </tr>
        </thead>
        <tbody>
          {scores.map((s) => {
            const when = dayOf(s.sessionAt ?? s.answeredAt);
            return (
              <tr key={s.id}>
                <td>{when}</td>
                <td>{t`${s.score} of ${s.maxScore} (${tx(s.bandLabel)})`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </figure>
  );
}

export function CareProgress({ linkId }: { linkId: string }) {
  const { t } = useLingui();
  const scores = useCareScores(linkId);
  const share = useShareScores(linkId);
  const unshare = useUnshareScores(linkId);
  const data = scores.data;
  const name = data ? INSTRUMENTS[data.instrument].name : "";
  const expertName = data?.expert.displayName ?? "";
  const busy = share.isPending || unshare.isPending;
  return (
    <section aria-labelledby={`care-progress-${linkId}`} className="flex flex-col gap-3">
      <h2 id={`care-progress-${linkId}`} className="text-lg font-semibold text-ink">
        <Trans>My progress</Trans>
      </h2>
      {scores.isPending ? (
        <p className="text-sm text-muted">
          <Trans>Loading…</Trans>
        </p>
      ) : scores.isError ? (
        <Alert>{tx(scores.error.message)}</Alert>
      ) : data ? (
        <>
          {data.trend ? (
            <p className="text-ink">{trendWords(data.trend, name, "member")}</p>
          ) : (
            <p className="text-sm text-muted">
              <Trans>Before each session you will get a short check-in. Your progress shows here.</Trans>
            </p>
          )}
          {data.trend?.inRemission ? <p className="text-sm text-brand-700">{tx(CARE_SCORES_TEXT.remission)}</p> : null}
          {data.scores.length ? (
            <ScoreChart
              scores={data.scores.filter((s) => s.instrument === data.instrument)}
              max={INSTRUMENTS[data.instrument].maxScore}
              caption={t`My ${name} scores before each session`}
            />
          ) : null}
          <label className="flex min-h-11 items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-3 text-sm text-ink">
            <span>
              <Trans>Share my answers with {expertName}</Trans>
            </span>
            <input
              type="checkbox"
              className="size-5"
              checked={data.shared}
              disabled={busy}
              onChange={(e) => (e.target.checked ? share.mutate() : unshare.mutate())}
            />
          </label>
          {share.isError || unshare.isError ? <Alert>{t`Something went wrong. Please try again.`}</Alert> : null}
        </>
      ) : null}
    </section>
  );
}
