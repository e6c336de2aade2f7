// /peer-circles/listener: the way to lead circles. The listener course (a wellness-hub course on
// active listening, boundaries and what to do when someone is at risk), its short quiz (graded on the
// server), then an application a moderator decides on. Shows where the member stands. Listeners are
// adults (decision 038): a member under 18 sees a kind notice instead of the quiz and the application.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LISTENER_QUIZ, type ListenerStatusName } from "@saathi/contract/peer-circles";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Questionnaire } from "../../../components/forms/questionnaire.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { useIsMinor } from "../../../lib/api/session/get-me.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { type QuizResult, useAnswerListenerQuiz } from "../api/answer-listener-quiz.ts";
import { useApplyListener } from "../api/apply-listener.ts";
import { type ListenerMe, useListenerMe } from "../api/get-listener-me.ts";
import { useListenerQuiz } from "../api/get-listener-quiz.ts";
import { AdultsOnlyNotice } from "./adults-only-notice.tsx";

const STATUS: Record<ListenerStatusName, MessageDescriptor> = {
  applied: msg`Your application is waiting for a moderator.`,
  approved: msg`You are a Saathi listener. You can open and lead circles.`,
  revoked: msg`Your listener role was taken away. You can take the quiz and apply again.`,
};
const card = "flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-4";

export function ListenerPage() {
  const { i18n } = useLingui();
  const me = useListenerMe();
  const minor = useIsMinor();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <Link to="/peer-circles" className="self-start text-sm font-semibold text-brand-700 underline">
        <Trans>All circles</Trans>
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink">
          <Trans>Become a listener</Trans>
        </h1>
        <p className="text-muted">
          <Trans>
            Listeners lead peer circles. Take the listener course, pass its short quiz, and apply; a moderator looks at
            every application.
          </Trans>
        </p>
      </header>
      {minor ? (
        <AdultsOnlyNotice />
      ) : me.isPending ? (
        <p role="status" className="text-muted">
          <Trans>Loading…</Trans>
        </p>
      ) : me.isError ? (
        <div className="flex flex-col gap-3">
          <Alert>
            <Trans>We couldn't load your listener status. Check your connection and try again.</Trans>
          </Alert>
          <Button variant="secondary" className="self-start" onClick={() => void me.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          <div className={card} data-testid="listener-status">
            <h2 className="text-lg font-semibold text-ink">
              <Trans>Your status</Trans>
            </h2>
            <p role="status" className="text-ink">
              {me.data.status ? i18n._(STATUS[me.data.status]) : <Trans>You have not applied yet.</Trans>}
            </p>
            {me.data.status === "approved" ? (
              <Link to="/peer-circles" className={`${buttonClasses("primary")} self-start`}>
                <Trans>Go to circles</Trans>
              </Link>
            ) : null}
          </div>
          {me.data.status !== "approved" && me.data.status !== "applied" ? <Steps me={me.data} /> : null}
        </>
      )}
    </section>
  );
}

function Steps({ me }: { me: ListenerMe }) {
  const [retake, setRetake] = useState(false);
  // The last answer's outcome stays on screen after the status moves on (the quiz gives way once passed).
  const [result, setResult] = useState<QuizResult | null>(null);
  const best = me.bestScore ?? 0;
  const pass = me.passMark;
  const total = LISTENER_QUIZ.length;
  return (
    <ol className="flex flex-col gap-4">
      <li className={card}>
        <h2 className="text-lg font-semibold text-ink">
          <Trans>1. The listener course</Trans>
        </h2>
        <p className="text-sm text-muted">
          <Trans>Active listening, keeping kind boundaries, and what to do when someone may be at risk.</Trans>
        </p>
        {me.courseId ? (
          <Link to={`/wellness/wellnessList/${me.courseId}`} className={`${buttonClasses("secondary")} self-start`}>
            <Trans>Open the listener course</Trans>
          </Link>
        ) : (
          <p className="text-sm text-muted">
            <Trans>The course is not available right now. You can still take the quiz.</Trans>
          </p>
        )}
      </li>
      <li className={card}>
        <h2 className="text-lg font-semibold text-ink">
          <Trans>2. The quiz</Trans>
        </h2>
        {me.quizPassed && !retake ? (
          <>
            <p className="text-ink">
              <Trans>
                You passed the quiz (best score {best} of {total}, pass mark {pass}).
              </Trans>
            </p>
            <Button variant="ghost" className="self-start" onClick={() => setRetake(true)}>
              <Trans>Take it again</Trans>
            </Button>
          </>
        ) : (
          <Quiz
            onResult={(r) => {
              setResult(r);
              if (r.passed) setRetake(false);
            }}
          />
        )}
        {result ? <QuizOutcome result={result} /> : null}
      </li>
      <li className={card}>
        <h2 className="text-lg font-semibold text-ink">
          <Trans>3. Apply</Trans>
        </h2>
        {me.quizPassed ? (
          <ApplyForm />
        ) : (
          <p className="text-sm text-muted">
            <Trans>Pass the quiz first, then apply here.</Trans>
          </p>
        )}
      </li>
    </ol>
  );
}

function QuizOutcome({ result }: { result: QuizResult }) {
  const { score, total, passMark } = result;
  return (
    <Alert tone={result.passed ? "success" : "info"}>
      {result.passed ? (
        <Trans>
          You got {score} of {total}. You passed: you can apply now.
        </Trans>
      ) : (
        <Trans>
          You got {score} of {total}. The pass mark is {passMark}. Look at the course again and try once more.
        </Trans>
      )}
    </Alert>
  );
}

function Quiz({ onResult }: { onResult(result: QuizResult): void }) {
  const { t } = useLingui();
  const quiz = useListenerQuiz(true);
  const answer = useAnswerListenerQuiz();
  if (quiz.isPending)
    return (
      <p role="status" className="text-muted">
        <Trans>Loading the quiz…</Trans>
      </p>
    );
  if (quiz.isError)
    return (
      <div className="flex flex-col gap-2">
        <Alert>
          <Trans>We couldn't load the quiz. Check your connection and try again.</Trans>
        </Alert>
        <Button variant="secondary" className="self-start" onClick={() => void quiz.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  const questions = quiz.data.questions;
  return (
    <div className="flex flex-col gap-3">
      <Questionnaire<string>
        items={questions.map((q) => ({
          key: q.id,
          text: tx(q.question),
          choices: q.options.map((o) => ({ value: o.id, label: tx(o.text) })),
        }))}
        namePrefix="listener-quiz-"
        columns="stack"
        submitLabel={t`Check my answers`}
        submitClassName="self-start"
        busy={answer.isPending}
        busyText={t`Checking…`}
        error={
          answer.error instanceof ApiError
            ? answer.error.message
            : answer.error
              ? t`Something went wrong. Please try again.`
              : null
        }
        onSubmit={(answers) =>
          answer.mutate(Object.fromEntries(questions.map((q, i) => [q.id, answers[i] ?? ""])), {
            onSuccess: onResult,
          })
        }
      />
    </div>
  );
}

function ApplyForm() {
  const { t } = useLingui();
  const apply = useApplyListener();
  const [motivation, setMotivation] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply.mutate(motivation);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextAreaField
        label={t`Why would you like to be a listener? (optional)`}
        value={motivation}
        onChange={(e) => setMotivation(e.target.value)}
        maxLength={500}
        rows={3}
      />
      {apply.error ? (
        <Alert>
          {apply.error instanceof ApiError ? tx(apply.error.message) : t`Something went wrong. Please try again.`}
        </Alert>
      ) : null}
      <Button type="submit" className="self-start" busy={apply.isPending} busyText={t`Sending…`}>
        <Trans>Apply to be a listener</Trans>
      </Button>
    </form>
  );
}
