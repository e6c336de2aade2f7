// /care/check-in/:requestId: the questionnaire asked 24 hours before a session, opened from the
// reminder. One tap per answer, under two minutes on a phone; the two consents it needs (keeping the
// answers, sharing them with this counsellor) are asked on the same screen. PHQ-9's ninth answer
// above zero shows the helpline at once, and again with the result.
import { Trans, useLingui } from "@lingui/react/macro";
import { INSTRUMENTS } from "@saathi/contract/assessments";
import { CARE_SCORES_MSG, type CheckIn, type CheckInAnswered } from "@saathi/contract/care-scores";
import { CONSENT_MSG } from "@saathi/contract/consents";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Questionnaire } from "../../../components/forms/questionnaire.tsx";
import { CrisisHelp } from "../../../components/safety/crisis-help.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useAnswerCheckIn } from "../api/check-in-answer.ts";
import { useCheckIn } from "../api/check-in-get.ts";

const whenOf = (iso: string) =>
  formatDate(iso, { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });

/** Tele-MANAS and the member's safety plan, the moment PHQ-9's ninth answer is above zero. */
function CrisisCard() {
  return (
    <CrisisHelp
      titleId="check-in-crisis-title"
      next={
        <Link to="/safety-plan" className={buttonClasses("secondary")}>
          <Trans>My safety plan</Trans>
        </Link>
      }
    />
  );
}

function Answered({ result, expertName }: { result: CheckInAnswered; expertName: string }) {
  const { score } = result;
  const max = score.maxScore;
  const value = score.score;
  const band = tx(score.bandLabel);
  return (
    <section aria-labelledby="check-in-done" className="flex flex-col gap-3">
      <h2 id="check-in-done" className="text-lg font-semibold text-ink">
        <Trans>Thank you. Your answers are in.</Trans>
      </h2>
      <p className="text-ink">
        <Trans>
          Your score: {value} of {max} ({band})
        </Trans>
      </p>
      {score.needsCrisisSupport ? <CrisisCard /> : null}
      <p className="text-sm text-muted">
        {result.shared ? (
          <Trans>{expertName} will see your answers before your session.</Trans>
        ) : (
          <Trans>Only you can see these answers.</Trans>
        )}
      </p>
      <Link to="/booking" className={buttonClasses("secondary")}>
        <Trans>My sessions</Trans>
      </Link>
    </section>
  );
}

function CheckInForm({ checkIn, answer }: { checkIn: CheckIn; answer: ReturnType<typeof useAnswerCheckIn> }) {
  const { t } = useLingui();
  const [keep, setKeep] = useState(checkIn.consents.sensitive);
  const [share, setShare] = useState(checkIn.consents.careScores);
  const [error, setError] = useState<string | null>(null);
  const instrument = INSTRUMENTS[checkIn.instrument];
  const expertName = checkIn.expert.displayName;
  const options = instrument.options.map((o) => ({ value: o.value, label: tx(o.label) }));
  return (
    <Questionnaire<number>
      items={instrument.items.map((item) => ({ key: item.id, text: tx(item.text) }))}
      scale={options}
      labelling="per-option"
      namePrefix="check-in-"
      pointAtMissing
      afterItem={(i, answers) =>
        checkIn.instrument === "phq9" && i === 8 && (answers[8] ?? 0) > 0 ? (
          <div className="mt-3">
            <CrisisCard />
          </div>
        ) : null
      }
      submitLabel={t`Send my answers`}
      busy={answer.isPending}
      busyText={t`Sending...`}
      error={error}
      onSubmit={(answers) => {
        if (!keep) {
          setError(tx(CONSENT_MSG.required));
          return;
        }
        setError(null);
        answer.mutate(
          { answers, keepInAccount: !checkIn.consents.sensitive, shareWithExpert: share },
          {
            onError: (e) =>
              setError(e instanceof ApiError ? tx(e.message) : t`Something went wrong. Please try again.`),
          },
        );
      }}
    >
      <p className="font-medium text-ink">{tx(instrument.stem)}</p>
      <fieldset className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3">
        <legend className="px-1 text-sm font-medium text-ink">
          <Trans>Your answers, your choice</Trans>
        </legend>
        {checkIn.consents.sensitive ? null : (
          <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input type="checkbox" className="size-5" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
            <Trans>Keep my answers in my account, so I can see my progress</Trans>
          </label>
        )}
        <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
          <input type="checkbox" className="size-5" checked={share} onChange={(e) => setShare(e.target.checked)} />
          <Trans>Share my answers with {expertName}</Trans>
        </label>
        <p className="text-xs text-muted">
          <Trans>You can change this any time in Settings, under Consents.</Trans>
        </p>
      </fieldset>
    </Questionnaire>
  );
}

export function CheckInPage() {
  const { requestId = "" } = useParams();
  const checkIn = useCheckIn(requestId);
  // Held here: answering refreshes the check-in (now "answered"), and the thanks must stay on screen.
  const answer = useAnswerCheckIn(requestId);
  const data = checkIn.data;
  const expertName = data?.expert.displayName ?? "";
  const when = data ? whenOf(data.sessionAt) : "";
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6">
      <h1 className="text-xl font-semibold text-ink">
        <Trans>Before your session</Trans>
      </h1>
      {checkIn.isPending ? (
        <p className="text-sm text-muted">
          <Trans>Loading…</Trans>
        </p>
      ) : checkIn.isError ? (
        <Alert>{tx(checkIn.error.message)}</Alert>
      ) : data ? (
        <>
          <p className="text-sm text-muted">
            <Trans>
              With {expertName}, {when}. About 2 minutes.
            </Trans>
          </p>
          {answer.data ? (
            <Answered result={answer.data} expertName={expertName} />
          ) : data.status === "expired" ? (
            <Alert tone="info">{tx(CARE_SCORES_MSG.expired)}</Alert>
          ) : data.status === "answered" ? (
            <Alert tone="success">{tx(CARE_SCORES_MSG.answered)}</Alert>
          ) : (
            <CheckInForm checkIn={data} answer={answer} />
          )}
        </>
      ) : null}
    </main>
  );
}
