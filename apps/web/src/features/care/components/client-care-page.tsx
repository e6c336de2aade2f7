import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useEndCare } from "../api/end-care.ts";
import { useCareLink } from "../api/get-care-link.ts";
import { useCarePlan } from "../api/get-care-plan.ts";
import { ClientScores } from "./client-scores.tsx";
import { GoalsEditor } from "./goals-editor.tsx";
import { HomeworkEditor } from "./homework-editor.tsx";
import { SessionWriting } from "./session-writing.tsx";

/** /expert/clients/:linkId: the expert's page for one client: goals, homework, sessions, scores, ending care. */
export function ClientCarePage() {
  const { linkId = "" } = useParams();
  const link = useCareLink(linkId);
  const plan = useCarePlan(linkId);
  const { t } = useLingui();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const end = useEndCare(linkId);
  if (link.isPending || plan.isPending)
    return (
      <section className="mx-auto w-full max-w-2xl px-4 py-6">
        <p role="status" className="text-muted">
          <Trans>Loading the care plan…</Trans>
        </p>
      </section>
    );
  if (link.isError || plan.isError) {
    const e = link.error ?? plan.error;
    return (
      <section className="mx-auto flex w-full max-w-2xl flex-col gap-3 px-4 py-6">
        <Alert>{e instanceof ApiError ? tx(e.message) : t`We couldn't load this care plan.`}</Alert>
        <Link to="/expert/vendorbooking" className="font-medium text-brand-700 underline">
          <Trans>Back to my bookings</Trans>
        </Link>
      </section>
    );
  }
  const canWrite = link.data.view === "expert";
  const summaries = new Map(plan.data.summaries.map((s) => [s.bookingId, s]));
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink">
          <Trans>Client care plan</Trans>
        </h1>
        <p className="text-sm text-muted">{t`In your care since ${formatDate(link.data.startedAt)}`}</p>
      </div>
      {!canWrite ? (
        <Alert tone="info">
          <Trans>Care has ended: you can read these records, but not add to them.</Trans>
        </Alert>
      ) : null}
      <ClientScores linkId={linkId} />
      <GoalsEditor linkId={linkId} goals={plan.data.goals} canWrite={canWrite} />
      <HomeworkEditor linkId={linkId} homework={plan.data.homework} canWrite={canWrite} />
      <section className="flex flex-col gap-3" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="text-lg font-semibold text-ink">
          <Trans>Sessions</Trans>
        </h2>
        {plan.data.sessions.length === 0 ? (
          <p className="text-sm text-muted">
            <Trans>After your first session with this client, you can write its summary and notes here.</Trans>
          </p>
        ) : (
          plan.data.sessions.map((s) => (
            <SessionWriting
              key={s.bookingId}
              linkId={linkId}
              session={s}
              summary={summaries.get(s.bookingId)}
              canWrite={canWrite}
            />
          ))
        )}
      </section>
      {canWrite ? (
        <section className="flex flex-col gap-2 border-t border-slate-200 pt-4">
          {confirmEnd ? (
            <>
              <p className="text-sm text-ink">
                <Trans>
                  End care with this client? You will keep read-only access to these records, and nothing new can be
                  added.
                </Trans>
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="danger" busy={end.isPending} onClick={() => end.mutate()}>
                  <Trans>Yes, end care</Trans>
                </Button>
                <Button variant="secondary" onClick={() => setConfirmEnd(false)}>
                  <Trans>Keep care</Trans>
                </Button>
              </div>
            </>
          ) : (
            <Button variant="secondary" className="self-start" onClick={() => setConfirmEnd(true)}>
              <Trans>End care</Trans>
            </Button>
          )}
          {end.error ? (
            <p role="alert" className="text-sm text-red-700">
              {end.error instanceof ApiError ? tx(end.error.message) : t`Could not save. Try again.`}
            </p>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}
