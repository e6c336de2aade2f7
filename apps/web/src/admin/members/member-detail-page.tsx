// One member: account facts, bookings both ways, reports against them; suspend or reinstate.
// Chats, assessments and journal entries are never shown here: the server does not send them.
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { useParams } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { errorMessage } from "../shell/admin-api.ts";
import { BOOKING_STATUS, codeLabel, DISPUTE_STATUS, PROBLEM_CATEGORY } from "../shell/code-labels.ts";
import { formatDate, formatDateTime, formatPaise } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { ReasonDialog } from "../shell/reason-dialog.tsx";
import { useMember } from "./api/get-member.ts";
import { useReinstateMember } from "./api/reinstate-member.ts";
import { useSuspendMember } from "./api/suspend-member.ts";
import { ROLE_LABEL } from "./role-label.ts";
import { SuspendDialog } from "./suspend-dialog.tsx";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6" aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

export function MemberDetailPage() {
  const { t, i18n } = useLingui();
  const back = { to: "/admin/members", label: t`All members` };
  const { userId = "" } = useParams();
  const member = useMember(userId);
  const suspend = useSuspendMember(userId);
  const reinstate = useReinstateMember(userId);
  const [dialog, setDialog] = useState<"suspend" | "reinstate" | null>(null);

  if (member.isPending)
    return (
      <p role="status">
        <Trans>Loading the member…</Trans>
      </p>
    );
  if (member.isError)
    return (
      <>
        <PageHeader title={t`Member`} back={back} />
        <Alert>{errorMessage(member.error)}</Alert>
        <Button variant="secondary" className="mt-3" onClick={() => member.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </>
    );
  const m = member.data;
  const name = m.name || (m.username ? `@${m.username}` : m.email);
  const s = m.suspension;
  const role = i18n._(ROLE_LABEL[m.role]);
  const joined = formatDate(m.joinedAt);
  const since = s ? formatDateTime(s.at) : "";
  const until = s?.until ? formatDate(s.until) : "";
  const reason = s?.reason;
  return (
    <>
      <PageHeader
        title={name}
        description={t`${role} since ${joined}`}
        back={back}
        actions={
          m.role === "admin" ? null : s ? (
            <Button variant="secondary" onClick={() => setDialog("reinstate")}>
              <Trans>Reinstate</Trans>
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setDialog("suspend")}>
              <Trans>Suspend</Trans>
            </Button>
          )
        }
      />
      {s ? (
        <div role="status" className="mb-4 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">
            {s.until ? t`Suspended since ${since}, until ${until}` : t`Suspended since ${since}, until reinstated`}
          </p>
          {reason ? (
            <p className="mt-1">
              <Trans>Reason: {reason}</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      <dl className="grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2">
        <Fact label={t`Email`}>{m.email}</Fact>
        <Fact label={t`Username`}>{m.username ? `@${m.username}` : "—"}</Fact>
        <Fact label={t`Phone`}>{m.phoneMasked ?? "—"}</Fact>
        <Fact label={t`Role`}>{role}</Fact>
        <Fact label={t`Email verified`}>{m.emailVerified ? t`Yes` : t`No`}</Fact>
        <Fact label={t`Age band`}>{m.ageBand === "13-17" ? t`13 to 17` : t`18 or older`}</Fact>
        <Fact label={t`Two-factor`}>{m.twoFactorEnabled ? t`On` : t`Off`}</Fact>
        <Fact label={t`Joined`}>{joined}</Fact>
        <Fact label={t`Last active`}>{m.lastActiveAt ? formatDateTime(m.lastActiveAt) : "—"}</Fact>
      </dl>
      <Section title={t`Bookings`}>
        {m.bookings.length === 0 ? (
          <p className="text-sm text-muted">
            <Trans>No bookings yet.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {m.bookings.map((b) => {
              const other = b.otherName || t`someone`;
              return (
                <li key={b.id} className="rounded-xl bg-white p-3 text-sm shadow-sm">
                  <p className="font-medium text-ink">
                    {formatDateTime(b.startsAt)} · {codeLabel(i18n, BOOKING_STATUS, b.status)} · {formatPaise(b.amount)}
                  </p>
                  <p className="text-muted">{b.as === "member" ? t`Booked with ${other}` : t`Session for ${other}`}</p>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <Section title={t`Reports against them`}>
        {m.reports.length === 0 ? (
          <p className="text-sm text-muted">
            <Trans>No reports.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {m.reports.map((r) => {
              const category = codeLabel(i18n, PROBLEM_CATEGORY, r.category).replace("_", " ");
              const status = codeLabel(i18n, DISPUTE_STATUS, r.status);
              const reported = formatDate(r.createdAt);
              return (
                <li key={r.id} className="rounded-xl bg-white p-3 text-sm shadow-sm">
                  <p className="font-medium text-ink">
                    <Trans>
                      Session problem: {category} · {status}
                    </Trans>
                  </p>
                  <p className="text-muted">
                    <Trans>Reported {reported}</Trans>
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <SuspendDialog
        open={dialog === "suspend"}
        onOpenChange={(open) => setDialog(open ? "suspend" : null)}
        memberName={name}
        onSuspend={async (input) => {
          await suspend.mutateAsync(input);
          toast(t`Member suspended`);
        }}
      />
      <ReasonDialog
        open={dialog === "reinstate"}
        onOpenChange={(open) => setDialog(open ? "reinstate" : null)}
        title={t`Reinstate ${name}?`}
        description={t`They can sign in again and their content is visible as before. They get an email.`}
        confirmLabel={t`Reinstate`}
        busyLabel={t`Reinstating…`}
        onConfirm={async (reason) => {
          await reinstate.mutateAsync({ reason });
          toast(t`Member reinstated`);
        }}
      />
    </>
  );
}
