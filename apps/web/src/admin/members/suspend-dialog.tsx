// Suspend a member: a reason (kept in the audit log and sent to them) and an optional end date.
import { Trans, useLingui } from "@lingui/react/macro";
import type { SuspendMemberInput } from "@saathi/contract/admin-members";
import { useId, useState } from "react";
import { ReasonDialog } from "../shell/reason-dialog.tsx";

/** Tomorrow as YYYY-MM-DD in the browser's zone: the earliest end date the server accepts. */
export function tomorrow(now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export function SuspendDialog(p: {
  open: boolean;
  onOpenChange(open: boolean): void;
  memberName: string;
  onSuspend(input: SuspendMemberInput): Promise<unknown>;
}) {
  const { t } = useLingui();
  const untilId = useId();
  const name = p.memberName;
  const [until, setUntil] = useState("");
  return (
    <ReasonDialog
      open={p.open}
      onOpenChange={(open) => {
        if (!open) setUntil("");
        p.onOpenChange(open);
      }}
      title={t`Suspend ${name}?`}
      description={t`They are signed out everywhere at once, cannot sign in, and their posts, comments and profile are hidden. They get an email with your reason.`}
      reasonLabel={t`Reason (sent to the member)`}
      confirmLabel={t`Suspend`}
      busyLabel={t`Suspending…`}
      tone="danger"
      onConfirm={(reason) => p.onSuspend(until ? { reason, until } : { reason })}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={untilId} className="text-sm font-medium text-ink">
          <Trans>End date (optional)</Trans>
        </label>
        <input
          id={untilId}
          type="date"
          min={tomorrow()}
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          aria-describedby={`${untilId}-hint`}
          className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink"
        />
        <p id={`${untilId}-hint`} className="text-xs text-muted">
          <Trans>Leave empty to suspend until you reinstate them. The suspension ends by itself on this date.</Trans>
        </p>
      </div>
    </ReasonDialog>
  );
}
