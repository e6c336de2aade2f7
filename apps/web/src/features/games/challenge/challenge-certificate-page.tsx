import { Trans, useLingui } from "@lingui/react/macro";
import { Printer } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { useAnxietyChallenge } from "../api/get-anxiety-challenge.ts";
import { CHALLENGE_TASK_TEXT } from "./challenge-tasks.ts";
import { formatLocalDate } from "./local-date.ts";

/** /anxiety-challenge/certificate: a printable summary once all five days are done (notes stay private). */
export function ChallengeCertificatePage() {
  const { t, i18n } = useLingui();
  const me = useMe();
  const q = useAnxietyChallenge();
  const p = me.data?.profile;
  const name =
    p?.displayName || [p?.firstName, p?.lastName].filter(Boolean).join(" ") || me.data?.user?.name || t`Saathi member`;
  const state = q.data;
  const days = state?.days ?? [];
  const first = days[0]?.doneOn ? formatLocalDate(days[0].doneOn) : "";
  const last = days.at(-1)?.doneOn ? formatLocalDate(days.at(-1)?.doneOn ?? "") : "";

  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col gap-4 px-4 py-8 print:py-0">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Link to="/anxiety-challenge" className={buttonClasses("ghost")}>
          <Trans>Back to the challenge</Trans>
        </Link>
        {state?.status === "finished" ? (
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer size={18} aria-hidden="true" />
            <Trans>Print or save as PDF</Trans>
          </Button>
        ) : null}
      </div>
      {q.isPending ? (
        <p className="text-sm text-muted">
          <Trans>Loading...</Trans>
        </p>
      ) : q.isError ? (
        <Alert>{t`Could not load your challenge. Please try again.`}</Alert>
      ) : state?.status !== "finished" ? (
        <>
          <h1 className="text-2xl font-bold text-ink">
            <Trans>Your certificate</Trans>
          </h1>
          <p className="text-muted">
            <Trans>Your certificate appears here when all five days are done.</Trans>
          </p>
        </>
      ) : (
        <article className="flex flex-col items-center gap-4 rounded-3xl border-4 border-double border-brand-300 bg-white p-6 text-center print:border-brand-700">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">
            <Trans>Certificate of completion</Trans>
          </p>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{name}</h1>
          <p className="text-ink">
            <Trans>completed the Saathi 5-Day Anxiety Challenge</Trans>
          </p>
          <p className="text-sm text-muted">
            <Trans>
              from {first} to {last}
            </Trans>
          </p>
          <ol className="flex w-full flex-col gap-1 text-left text-sm">
            {days.map((d) => {
              const n = d.day;
              const title = i18n._(CHALLENGE_TASK_TEXT[d.task].title);
              const on = d.doneOn ? formatLocalDate(d.doneOn) : "";
              return (
                <li key={d.day} className="flex justify-between gap-2 border-b border-slate-100 py-1">
                  <span>
                    <Trans>
                      Day {n}: {title}
                    </Trans>
                  </span>
                  <span className="text-muted">{on}</span>
                </li>
              );
            })}
          </ol>
          <p className="text-sm text-ink">
            <Trans>Five small steps, one a day. Keep the practice that helped you most.</Trans>
          </p>
          <p className="text-xs text-muted">
            <Trans>
              Saathi is a self-help companion; this certificate records a wellbeing practice, not a diagnosis.
            </Trans>
          </p>
        </article>
      )}
    </main>
  );
}
