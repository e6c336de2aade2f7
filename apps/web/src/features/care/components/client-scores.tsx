// The expert's view of a client's before-session scores: the trend in words and as a chart, the
// not-on-track flag, the latest answers item by item, and the questionnaire to ask (PHQ-9, GAD-7,
// WHO-5). Nothing but "not shared" until the member shares their answers with this expert.
import { Trans, useLingui } from "@lingui/react/macro";
import { INSTRUMENT_IDS, INSTRUMENTS, type InstrumentId } from "@saathi/contract/assessments";
import { CARE_SCORES_TEXT } from "@saathi/contract/care-scores";
import { Alert } from "../../../components/ui/alert.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useCareScores } from "../api/scores-get.ts";
import { useSetCareInstrument } from "../api/scores-set-instrument.ts";
import { ScoreChart, trendWords } from "./care-progress.tsx";

export function ClientScores({ linkId }: { linkId: string }) {
  const { t } = useLingui();
  const scores = useCareScores(linkId);
  const setInstrument = useSetCareInstrument(linkId);
  const data = scores.data;
  if (scores.isPending)
    return (
      <p className="text-sm text-muted">
        <Trans>Loading…</Trans>
      </p>
    );
  if (scores.isError) return <Alert>{tx(scores.error.message)}</Alert>;
  if (!data) return null;
  const inst = INSTRUMENTS[data.instrument];
  const latest = data.scores.at(-1);
  return (
    <section aria-labelledby={`client-scores-${linkId}`} className="flex flex-col gap-3">
      <h2 id={`client-scores-${linkId}`} className="text-lg font-semibold text-ink">
        <Trans>Before-session scores</Trans>
      </h2>
      <label className="flex flex-col gap-1 text-sm text-ink">
        <Trans>Questionnaire before each session</Trans>
        <select
          className="min-h-11 rounded-xl border border-slate-300 bg-white px-3"
          value={data.instrument}
          disabled={setInstrument.isPending}
          onChange={(e) => setInstrument.mutate(e.target.value as InstrumentId)}
        >
          {INSTRUMENT_IDS.map((id) => (
            <option key={id} value={id}>
              {INSTRUMENTS[id].name}
            </option>
          ))}
        </select>
      </label>
      {setInstrument.isError ? <Alert>{tx(setInstrument.error.message)}</Alert> : null}
      {!data.shared ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-3 text-sm text-muted">
          <Trans>This client has not shared their before-session answers with you.</Trans>
        </p>
      ) : !data.trend || !latest ? (
        <p className="text-sm text-muted">
          <Trans>No answers yet. The client is asked 24 hours before each session.</Trans>
        </p>
      ) : (
        <>
          {data.trend.notOnTrack ? (
            <p className="w-fit rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
              {tx(CARE_SCORES_TEXT.notOnTrack)}
            </p>
          ) : null}
          <p className="text-ink">{trendWords(data.trend, inst.name, "expert")}</p>
          {data.trend.inRemission ? <p className="text-sm text-brand-700">{tx(CARE_SCORES_TEXT.remission)}</p> : null}
          <ScoreChart
            scores={data.scores.filter((s) => s.instrument === data.instrument)}
            max={inst.maxScore}
            caption={t`${inst.name} scores before each session`}
          />
          {latest.needsCrisisSupport ? (
            <Alert>
              <Trans>The latest answers mention thoughts of self-harm (PHQ-9 item 9).</Trans>
            </Alert>
          ) : null}
          {data.latestAnswers ? (
            <details className="rounded-2xl border border-slate-200 bg-white p-3">
              <summary className="min-h-11 cursor-pointer text-sm font-medium text-ink">
                <Trans>Latest answers</Trans>
              </summary>
              <ol className="mt-2 flex flex-col gap-2 text-sm">
                {INSTRUMENTS[latest.instrument].items.map((item, i) => {
                  const value = data.latestAnswers?.[i];
                  const option = INSTRUMENTS[latest.instrument].options.find((o) => o.value === value);
                  return (
                    <li key={item.id} className="flex flex-col">
                      <span className="text-ink">{tx(item.text)}</span>
                      <span className="font-medium text-ink">{option ? tx(option.label) : "–"}</span>
                    </li>
                  );
                })}
              </ol>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
