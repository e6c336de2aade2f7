// /grievances (DPDP Act): names the grievance officer, takes a request and shows the
// member's tickets with their status and answer. Answers come within 90 days at most (aim: 7).
import { Trans, useLingui } from "@lingui/react/macro";
import { GRIEVANCE_KIND_LABEL, GRIEVANCE_STATUS_LABEL, type Grievance } from "@saathi/contract/grievances";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useGrievanceOfficer } from "../api/get-grievance-officer.ts";
import { useGrievances } from "../api/get-grievances.ts";
import { GrievanceForm } from "./grievance-form.tsx";

const dateOf = (iso: string) => formatDate(iso, { day: "numeric", month: "long", year: "numeric" });

function Officer() {
  const officer = useGrievanceOfficer();
  if (officer.isPending)
    return (
      <p className="text-sm text-muted">
        <Trans>Loading…</Trans>
      </p>
    );
  if (officer.isError) return <Alert>{tx(officer.error.message)}</Alert>;
  const { name, email } = officer.data;
  return (
    <p className="text-sm text-ink">
      <Trans>
        Your requests go to our grievance officer, <strong>{name}</strong> (
        <a className="text-brand-700 underline" href={`mailto:${email}`}>
          {email}
        </a>
        ). We aim to answer within 7 days and always answer within 90 days. If you are not satisfied with the answer,
        you may complain to the Data Protection Board of India.
      </Trans>
    </p>
  );
}

function Ticket({ g }: { g: Grievance }) {
  const ticket = g.ticket;
  const kind = tx(GRIEVANCE_KIND_LABEL[g.kind]);
  const sent = dateOf(g.createdAt);
  const due = dateOf(g.dueAt);
  const answered = g.answeredAt ? dateOf(g.answeredAt) : null;
  return (
    <li className="flex flex-col gap-1 rounded-2xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink">{`${ticket} · ${kind}`}</p>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
          {tx(GRIEVANCE_STATUS_LABEL[g.status])}
        </span>
      </div>
      <p className="text-xs text-muted">
        <Trans>
          Sent {sent} · answer by {due} at the latest
        </Trans>
      </p>
      <p className="whitespace-pre-wrap text-sm text-ink">{g.body}</p>
      {g.answer ? (
        <div className="mt-1 rounded-xl bg-slate-50 p-2 text-sm">
          <p className="font-medium text-ink">
            {answered ? <Trans>Our answer ({answered})</Trans> : <Trans>Our answer</Trans>}
          </p>
          <p className="whitespace-pre-wrap text-ink">{g.answer}</p>
        </div>
      ) : null}
    </li>
  );
}

export function GrievancesPage() {
  const { t } = useLingui();
  const mine = useGrievances();
  const [created, setCreated] = useState<Grievance | null>(null);
  const createdLine = (ticket: string) => t`Thank you. Your ticket number is ${ticket}. You can follow it below.`;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink">
          <Trans>Grievances</Trans>
        </h1>
        <p className="text-sm text-muted">
          <Trans>
            Ask for a summary of your data, a correction or erasure, raise a complaint, or ask about your nominee.
          </Trans>
        </p>
        <Officer />
      </header>
      <div className="rounded-3xl border border-slate-200 bg-white p-4">
        <h2 className="mb-3 text-lg font-semibold text-ink">
          <Trans>New request</Trans>
        </h2>
        {created ? (
          <div className="mb-3">
            <Alert tone="success">{createdLine(created.ticket)}</Alert>
          </div>
        ) : null}
        <GrievanceForm onCreated={setCreated} />
      </div>
      <div>
        <h2 className="mb-3 text-lg font-semibold text-ink">
          <Trans>Your requests</Trans>
        </h2>
        {mine.isPending ? (
          <p className="text-sm text-muted">
            <Trans>Loading your requests…</Trans>
          </p>
        ) : mine.isError ? (
          <div className="flex flex-col gap-2">
            <Alert>{tx(mine.error.message)}</Alert>
            <Button variant="secondary" className="self-start" onClick={() => void mine.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : mine.data.items.length === 0 ? (
          <p className="text-sm text-muted">
            <Trans>You have not sent any requests.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {mine.data.items.map((g) => (
              <Ticket key={g.id} g={g} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
