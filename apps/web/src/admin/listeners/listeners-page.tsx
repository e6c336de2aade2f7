// Listeners (moderators and admins): members who passed the listener quiz and applied to lead peer
// circles. Approve an application (with an optional note), or take an approved listener's role away
// with a reason; both are audited and the member is told. Nothing of any room is read here.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LISTENER_QUIZ, LISTENER_STATUSES, type ListenerStatusName } from "@saathi/contract/peer-circles";
import { useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { errorMessage } from "../shell/admin-api.ts";
import { formatDate } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { ReasonDialog } from "../shell/reason-dialog.tsx";
import { useApproveListener } from "./api/approve-listener.ts";
import { type AdminListener, useListeners } from "./api/get-listeners.ts";
import { useRevokeListener } from "./api/revoke-listener.ts";

const STATUS_LABEL: Record<ListenerStatusName, MessageDescriptor> = {
  applied: msg`Waiting`,
  approved: msg`Listener`,
  revoked: msg`Role taken away`,
};
const FILTER_LABEL: Record<ListenerStatusName | "all", MessageDescriptor> = {
  applied: msg`Waiting`,
  approved: msg`Listeners`,
  revoked: msg`Taken away`,
  all: msg`All`,
};

export function ListenersPage() {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<ListenerStatusName | "all">("applied");
  const list = useListeners(filter === "all" ? undefined : filter);
  return (
    <>
      <PageHeader
        title={t`Listeners`}
        description={t`Approve members who passed the listener quiz to lead peer circles, or take the role away.`}
      />
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">
          <Trans>Show</Trans>
        </legend>
        {([...LISTENER_STATUSES, "all"] as const).map((f) => (
          <Button
            key={f}
            variant={filter === f ? "primary" : "secondary"}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {i18n._(FILTER_LABEL[f])}
          </Button>
        ))}
      </fieldset>
      {list.isPending ? (
        <p role="status">
          <Trans>Loading listeners…</Trans>
        </p>
      ) : list.isError ? (
        <>
          <Alert>{errorMessage(list.error)}</Alert>
          <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </>
      ) : list.data.items.length === 0 ? (
        <p className="text-muted">
          <Trans>Nobody here right now.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.items.map((l) => (
            <li key={l.userId}>
              <ListenerRow listener={l} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ListenerRow({ listener: l }: { listener: AdminListener }) {
  const { t, i18n } = useLingui();
  const approve = useApproveListener();
  const revoke = useRevokeListener();
  const [revoking, setRevoking] = useState(false);
  const name = l.name;
  const applied = formatDate(l.appliedAt);
  const score = l.bestScore ?? 0;
  const total = LISTENER_QUIZ.length;
  const headingId = `listener-${l.userId}`;
  const reason = l.reason;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="break-words font-semibold text-ink">
            {l.name}
          </h2>
          <p className="text-sm text-muted">
            <Trans>
              Applied {applied} · quiz {score} of {total}
            </Trans>
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-ink">
          {i18n._(STATUS_LABEL[l.status])}
        </span>
      </header>
      {l.motivation ? (
        <blockquote className="whitespace-pre-wrap break-words border-l-4 border-brand-200 pl-3 text-sm text-ink">
          {l.motivation}
        </blockquote>
      ) : null}
      {l.reason ? (
        <p className="text-sm text-muted">
          <Trans>Reason: {reason}</Trans>
        </p>
      ) : null}
      {approve.isError ? <Alert>{errorMessage(approve.error)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {l.status === "applied" ? (
          <Button
            busy={approve.isPending}
            busyText={t`Approving…`}
            aria-label={t`Approve ${name}`}
            onClick={() =>
              approve.mutate({ userId: l.userId }, { onSuccess: () => toast(t`${name} is now a listener.`) })
            }
          >
            <Trans>Approve</Trans>
          </Button>
        ) : null}
        {l.status === "approved" ? (
          <Button variant="danger" onClick={() => setRevoking(true)}>
            <Trans>Take the role away</Trans>
            <span className="sr-only">
              {" "}
              <Trans>from {name}</Trans>
            </span>
          </Button>
        ) : null}
      </div>
      <ReasonDialog
        open={revoking}
        onOpenChange={setRevoking}
        title={t`Take the listener role from ${name}?`}
        description={t`They stop leading circles at once and are told. The audit log keeps your reason.`}
        confirmLabel={t`Take the role away`}
        tone="danger"
        onConfirm={(reason) => revoke.mutateAsync({ userId: l.userId, reason })}
      />
    </article>
  );
}
