import { Trans, useLingui } from "@lingui/react/macro";
import { ANXIETY_CHALLENGE_DAYS, CHALLENGE_TASKS, type ChallengeState } from "@saathi/contract/challenges";
import type { CrisisLevelName } from "@saathi/contract/crisis";
import { useState } from "react";
import { Link } from "react-router";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { CrisisCard, showsCrisisCard } from "../../../components/safety/crisis-card.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useCompleteChallengeDay } from "../api/complete-challenge-day.ts";
import { useAnxietyChallenge } from "../api/get-anxiety-challenge.ts";
import { useJoinAnxietyChallenge } from "../api/join-anxiety-challenge.ts";
import { useRestartAnxietyChallenge } from "../api/restart-anxiety-challenge.ts";
import { ChallengeDayCard } from "./challenge-day-card.tsx";
import { CHALLENGE_TASK_TEXT } from "./challenge-tasks.ts";

/** /anxiety-challenge: what it is for everyone; the member's own five days once they join. */
export function AnxietyChallengePage() {
  const { t } = useLingui();
  const me = useMe();
  const member = Boolean(me.data?.user);
  return (
    <PublicPage
      title={t`5-Day Anxiety Challenge`}
      intro={t`Five days, one short practice a day, about ten minutes each. Each comes from cognitive behavioural therapy and related practice.`}
    >
      {me.isPending ? (
        <p className="text-sm text-muted">
          <Trans>Loading...</Trans>
        </p>
      ) : member ? (
        <MemberChallenge />
      ) : (
        <VisitorIntro />
      )}
    </PublicPage>
  );
}

function DayOutline() {
  const { i18n } = useLingui();
  return (
    <ol className="flex flex-col gap-2">
      {CHALLENGE_TASKS.map((task, i) => {
        const n = i + 1;
        const title = i18n._(CHALLENGE_TASK_TEXT[task].title);
        return (
          <li key={task} className="rounded-2xl border border-slate-200 bg-white p-3">
            <p className="font-semibold text-ink">
              <Trans>
                Day {n}: {title}
              </Trans>
            </p>
            <p className="text-sm text-muted">{i18n._(CHALLENGE_TASK_TEXT[task].why)}</p>
          </li>
        );
      })}
    </ol>
  );
}

function VisitorIntro() {
  return (
    <div className="flex flex-col gap-4">
      <DayOutline />
      <p className="text-sm text-muted">
        <Trans>
          A new day opens each morning. Your progress and notes are kept privately in your account, and a gentle
          reminder tells you when the next day is ready.
        </Trans>
      </p>
      <Link to="/auth?mode=signup" className={`${buttonClasses()} self-start`}>
        <Trans>Join (sign in)</Trans>
      </Link>
    </div>
  );
}

function MemberChallenge() {
  const { t } = useLingui();
  const q = useAnxietyChallenge();
  const join = useJoinAnxietyChallenge();
  const complete = useCompleteChallengeDay();
  const restart = useRestartAnxietyChallenge();
  const [level, setLevel] = useState<CrisisLevelName>("none");
  const [said, setSaid] = useState("");
  const [confirmRestart, setConfirmRestart] = useState(false);
  const failure = join.error ?? complete.error ?? restart.error;

  if (q.isPending)
    return (
      <p className="text-sm text-muted">
        <Trans>Loading your challenge...</Trans>
      </p>
    );
  if (q.isError) return <Alert>{t`Could not load your challenge. Please try again.`}</Alert>;
  const state: ChallengeState = q.data;

  if (state.status === "not_started") {
    return (
      <div className="flex flex-col gap-4">
        <DayOutline />
        {failure ? <Alert>{tx(failure.message)}</Alert> : null}
        <Button className="self-start" busy={join.isPending} busyText={t`Joining...`} onClick={() => join.mutate()}>
          <Trans>Join the challenge</Trans>
        </Button>
      </div>
    );
  }

  const done = state.completed;
  const total = ANXIETY_CHALLENGE_DAYS;
  const streak = state.streak;
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="challenge-progress" className="rounded-3xl bg-brand-50 p-4">
        <h2 id="challenge-progress" className="text-lg font-semibold text-ink">
          <Trans>Your progress</Trans>
        </h2>
        <p className="text-sm text-ink">
          <Trans>
            {done} of {total} days done
          </Trans>
        </p>
        <progress className="mt-2 w-full" max={total} value={done} aria-label={t`Days done`} />
        <p className="mt-1 text-sm text-muted">
          {streak === 1 ? <Trans>Streak: 1 day</Trans> : <Trans>Streak: {streak} days</Trans>}
        </p>
      </section>

      <p role="status" className="text-sm font-medium text-emerald-800">
        {said}
      </p>
      {failure ? <Alert>{tx(failure.message)}</Alert> : null}
      {showsCrisisCard(level) ? <CrisisCard level={level} onDismiss={() => setLevel("none")} /> : null}

      {state.status === "finished" ? (
        <section className="rounded-3xl border border-emerald-200 bg-emerald-50 p-4">
          <h2 className="text-lg font-semibold text-emerald-900">
            <Trans>You finished the 5-Day Anxiety Challenge</Trans>
          </h2>
          <p className="text-sm text-emerald-900">
            <Trans>Five small steps, one a day. Keep the practice that helped you most.</Trans>
          </p>
          <Link to="/anxiety-challenge/certificate" className={`${buttonClasses()} mt-3`}>
            <Trans>See your certificate</Trans>
          </Link>
        </section>
      ) : null}

      <ol className="flex flex-col gap-3" aria-label={t`The five days`}>
        {state.days.map((day) => (
          <ChallengeDayCard
            key={day.day}
            day={day}
            isNext={day.day === state.nextDay}
            busy={complete.isPending}
            onComplete={(note) =>
              complete.mutate(
                { day: day.day, ...(note ? { note } : {}) },
                {
                  onSuccess: (r) => {
                    setLevel(r.crisisLevel);
                    const n = day.day;
                    setSaid(
                      r.state.status === "finished"
                        ? t`Day ${n} done. You have finished the challenge.`
                        : t`Day ${n} done. The next day opens tomorrow.`,
                    );
                  },
                },
              )
            }
          />
        ))}
      </ol>

      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
        {confirmRestart ? (
          <>
            <p className="text-sm text-ink">
              <Trans>Start again from day 1? The days done and your notes from this run will be cleared.</Trans>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="danger"
                busy={restart.isPending}
                busyText={t`Starting again...`}
                onClick={() =>
                  restart.mutate(undefined, {
                    onSuccess: () => {
                      setConfirmRestart(false);
                      setSaid(t`Started again from day 1.`);
                    },
                  })
                }
              >
                <Trans>Yes, start again</Trans>
              </Button>
              <Button variant="ghost" onClick={() => setConfirmRestart(false)}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </>
        ) : (
          <Button variant="ghost" className="self-start" onClick={() => setConfirmRestart(true)}>
            <Trans>Start again</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
