import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { placeholderKeys } from "../../../lib/placeholders.ts";
import { useFindMatches } from "../api/find-matches.ts";
import { bookingPath, MatchCard } from "./match-card.tsx";
import { type Answers, NO_ANSWERS, QuestionnaireForm } from "./questionnaire-form.tsx";
import { RELAXED_TEXT } from "./reason-text.ts";

/** /find-counsellor: a few questions, then listed counsellors ranked with their reasons and earliest slot. */
export function FindCounsellorPage() {
  const { t, i18n } = useLingui();
  const [answers, setAnswers] = useState<Answers>(NO_ANSWERS);
  const [asked, setAsked] = useState<Answers | null>(null);
  const find = useFindMatches();
  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  const heading = useRef<HTMLHeadingElement>(null);
  const result = find.data;

  const submit = () => {
    setAsked(answers);
    find.mutate({ ...answers, text: answers.text.trim(), limit: 5 });
  };
  // The results are announced by moving focus to their heading (a screen reader reads it; the page scrolls there).
  useEffect(() => {
    if (result || find.isError) heading.current?.focus();
  }, [result, find.isError]);

  const relaxed = (result?.relaxed ?? []).map((r) => i18n._(RELAXED_TEXT[r])).join(", ");
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink">
          <Trans>Find my counsellor</Trans>
        </h1>
        <p className="text-sm text-muted">
          <Trans>
            A few questions, about a minute. We suggest counsellors who fit, with the reasons and their earliest free
            time.
          </Trans>
        </p>
      </header>
      <QuestionnaireForm answers={answers} onChange={setAnswers} onSubmit={submit} busy={find.isPending} />

      {find.isPending ? (
        <div role="status" aria-label={t`Finding counsellors...`} className="flex flex-col gap-3">
          {placeholderKeys(3).map((k) => (
            <div key={k} className="h-40 animate-pulse rounded-3xl bg-slate-100" />
          ))}
        </div>
      ) : find.isError ? (
        <div className="flex flex-col gap-3">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink">
            <Trans>Your matches</Trans>
          </h2>
          <Alert>
            {tx(find.error.message)}{" "}
            <button type="button" className="underline" onClick={submit}>
              <Trans>Retry</Trans>
            </button>
          </Alert>
        </div>
      ) : result && asked ? (
        <section aria-labelledby="matches-heading" className="flex flex-col gap-3">
          <h2 id="matches-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink">
            <Trans>Your matches</Trans>
          </h2>
          {result.matches.length === 0 ? (
            <Alert tone="info">
              <Trans>No counsellors are taking bookings right now. Please try again later.</Trans>{" "}
              <Link to="/expert/expertList" className="underline">
                <Trans>See all experts</Trans>
              </Link>
            </Alert>
          ) : (
            <>
              {relaxed ? (
                <Alert tone="info">
                  <Trans>No one met every choice, so we also show counsellors who differ in: {relaxed}.</Trans>
                </Alert>
              ) : null}
              <ol className="flex flex-col gap-3">
                {result.matches.map((m, i) => (
                  <li key={m.expertId}>
                    <MatchCard
                      match={m}
                      rank={i + 1}
                      bookTo={bookingPath(m, { mode: asked.mode, language: asked.language, signedIn })}
                    />
                  </li>
                ))}
              </ol>
              <Button variant="ghost" className="self-start" onClick={() => window.scrollTo({ top: 0 })}>
                <Trans>Change my answers</Trans>
              </Button>
            </>
          )}
        </section>
      ) : null}
    </section>
  );
}
