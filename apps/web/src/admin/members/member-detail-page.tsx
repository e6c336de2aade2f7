// One member: account facts, bookings both ways, reports against them; suspend or reinstate.
// Chats, assessments and journal entries are never shown here: the server does not send them.
import type { AdminMemberDetail } from "@saathi/contract/admin-members";
import { type ReactNode, useState } from "react";
import { useParams } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { errorMessage } from "../shell/admin-api.ts";
import { formatDate, formatDateTime, formatPaise } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { ReasonDialog } from "../shell/reason-dialog.tsx";
import { useMember } from "./api/get-member.ts";
import { useReinstateMember } from "./api/reinstate-member.ts";
import { useSuspendMember } from "./api/suspend-member.ts";
import { SuspendDialog } from "./suspend-dialog.tsx";

const ROLE: Record<AdminMemberDetail["role"], string> = {
  users: "Member",
  expert: "Expert",
  admin: "Admin",
  moderator: "Moderator",
};
const back = { to: "/admin/members", label: "All members" };

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
  const { userId = "" } = useParams();
  const member = useMember(userId);
  const suspend = useSuspendMember(userId);
  const reinstate = useReinstateMember(userId);
  const [dialog, setDialog] = useState<"suspend" | "reinstate" | null>(null);

  if (member.isPending) return <p role="status">Loading the member…</p>;
  if (member.isError)
    return (
      <>
        <PageHeader title="Member" back={back} />
        <Alert>{errorMessage(member.error)}</Alert>
        <Button variant="secondary" className="mt-3" onClick={() => member.refetch()}>
          Try again
        </Button>
      </>
    );
  const m = member.data;
  const name = m.name || (m.username ? `@${m.username}` : m.email);
  const s = m.suspension;
  return (
    <>
      <PageHeader
        title={name}
        description={`${ROLE[m.role]} since ${formatDate(m.joinedAt)}`}
        back={back}
        actions={
          m.role === "admin" ? null : s ? (
            <Button variant="secondary" onClick={() => setDialog("reinstate")}>
              Reinstate
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setDialog("suspend")}>
              Suspend
            </Button>
          )
        }
      />
      {s ? (
        <div role="status" className="mb-4 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">
            Suspended since {formatDateTime(s.at)}
            {s.until ? `, until ${formatDate(s.until)}` : ", until reinstated"}
          </p>
          {s.reason ? <p className="mt-1">Reason: {s.reason}</p> : null}
        </div>
      ) : null}
      <dl className="grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2">
        <Fact label="Email">{m.email}</Fact>
        <Fact label="Username">{m.username ? `@${m.username}` : "—"}</Fact>
        <Fact label="Phone">{m.phoneMasked ?? "—"}</Fact>
        <Fact label="Role">{ROLE[m.role]}</Fact>
        <Fact label="Email verified">{m.emailVerified ? "Yes" : "No"}</Fact>
        <Fact label="Two-factor">{m.twoFactorEnabled ? "On" : "Off"}</Fact>
        <Fact label="Joined">{formatDate(m.joinedAt)}</Fact>
        <Fact label="Last active">{m.lastActiveAt ? formatDateTime(m.lastActiveAt) : "—"}</Fact>
      </dl>
      <Section title="Bookings">
        {m.bookings.length === 0 ? (
          <p className="text-sm text-muted">No bookings yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {m.bookings.map((b) => (
              <li key={b.id} className="rounded-xl bg-white p-3 text-sm shadow-sm">
                <p className="font-medium text-ink">
                  {formatDateTime(b.startsAt)} · {b.status.toLowerCase()} · {formatPaise(b.amount)}
                </p>
                <p className="text-muted">
                  {b.as === "member" ? "Booked with" : "Session for"} {b.otherName || "someone"}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Reports against them">
        {m.reports.length === 0 ? (
          <p className="text-sm text-muted">No reports.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {m.reports.map((r) => (
              <li key={r.id} className="rounded-xl bg-white p-3 text-sm shadow-sm">
                <p className="font-medium text-ink">
                  Session problem: {r.category.replace("_", " ")} · {r.status}
                </p>
                <p className="text-muted">Reported {formatDate(r.createdAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <SuspendDialog
        open={dialog === "suspend"}
        onOpenChange={(open) => setDialog(open ? "suspend" : null)}
        memberName={name}
        onSuspend={async (input) => {
          await suspend.mutateAsync(input);
          toast("Member suspended");
        }}
      />
      <ReasonDialog
        open={dialog === "reinstate"}
        onOpenChange={(open) => setDialog(open ? "reinstate" : null)}
        title={`Reinstate ${name}?`}
        description="They can sign in again and their content is visible as before. They get an email."
        confirmLabel="Reinstate"
        busyLabel="Reinstating…"
        onConfirm={async (reason) => {
          await reinstate.mutateAsync({ reason });
          toast("Member reinstated");
        }}
      />
    </>
  );
}
