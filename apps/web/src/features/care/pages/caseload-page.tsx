// /expert/caseload: every current client with their next session, latest shared score and its
// change, homework done, and a flag when they are not on track; ended care is marked read-only.
import { Trans, useLingui } from "@lingui/react/macro";
import { INSTRUMENTS } from "@saathi/contract/assessments";
import { CARE_SCORES_TEXT, type CaseloadClient, CHANGE_TEXT } from "@saathi/contract/care-scores";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useCaseload } from "../api/caseload-get.ts";
import { ClientScores } from "../components/client-scores.tsx";

const whenOf = (iso: string) =>
  formatDate(iso, { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });

function ClientRow({ c }: { c: CaseloadClient }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = c.member.displayName;
  const inst = INSTRUMENTS[c.instrument].name;
  const next = c.nextSessionAt ? whenOf(c.nextSessionAt) : null;
  const done = c.homeworkDone;
  const assigned = c.homeworkAssigned;
  const latest = c.latestScore;
  const change = c.trend ? tx(CHANGE_TEXT[c.trend.changeKind]) : "";
  const first = c.trend?.first ?? 0;
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold text-ink">{name}</h2>
        {c.trend?.notOnTrack ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {tx(CARE_SCORES_TEXT.notOnTrack)}
          </span>
        ) : null}
        {c.readOnly ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-muted">
            <Trans>Care ended (read-only)</Trans>
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">
          <Trans>Next session</Trans>
        </dt>
        <dd className="text-ink">{next ?? t`None booked`}</dd>
        <dt className="text-muted">{inst}</dt>
        <dd className="text-ink">
          {!c.shared ? (
            <Trans>Not shared</Trans>
          ) : latest === null ? (
            <Trans>No answers yet</Trans>
          ) : (
            <Trans>
              {latest} (first {first}: {change})
            </Trans>
          )}
        </dd>
        <dt className="text-muted">
          <Trans>Homework</Trans>
        </dt>
        <dd className="text-ink">
          <Trans>
            {done} of {assigned} done
          </Trans>
        </dd>
      </dl>
      <Link
        to={`/expert/clients/${c.linkId}`}
        className="min-h-11 self-start py-2 text-sm font-medium text-brand-700 underline"
      >
        <Trans>Open {name}'s care plan</Trans>
      </Link>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-brand-700">
          <Trans>Scores of {name}</Trans>
        </summary>
        {/* Loaded only when opened: a caseload of 200 asks for no one's scores until then. */}
        {open ? <ClientScores linkId={c.linkId} /> : null}
      </details>
    </li>
  );
}

export function CaseloadPage() {
  const caseload = useCaseload();
  const clients = caseload.data?.clients ?? [];
  const flagged = clients.filter((c) => c.trend?.notOnTrack).length;
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-xl font-semibold text-ink">
        <Trans>My clients</Trans>
      </h1>
      {caseload.isPending ? (
        <p className="text-sm text-muted">
          <Trans>Loading…</Trans>
        </p>
      ) : caseload.isError ? (
        <Alert>{tx(caseload.error.message)}</Alert>
      ) : clients.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>No clients yet. A member who books a session with you appears here.</Trans>
        </p>
      ) : (
        <>
          {flagged ? (
            <p className="text-sm text-amber-900">
              <Trans>{flagged} not on track: look at their scores before the next session.</Trans>
            </p>
          ) : null}
          <ul className="flex flex-col gap-3">
            {clients.map((c) => (
              <ClientRow key={c.linkId} c={c} />
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
