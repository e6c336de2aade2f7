import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useDeletionStatus } from "../api/get-deletion-status.ts";
import { ConfirmDeletion } from "./confirm-deletion.tsx";
import { DeletionPlanView } from "./deletion-plan.tsx";
import { PendingDeletionNotice } from "./pending-deletion-notice.tsx";

/** /settings/delete: the plan first, then the confirmation; while pending, 'Keep my account'. */
export function DeleteAccountPage() {
  const { t } = useLingui();
  const status = useDeletionStatus();
  const cancelledLine = (cancelled: number, refunded: number) =>
    cancelled > 0
      ? t`${cancelled} upcoming session(s) were cancelled and ${refunded} refunded. Refunds already issued stay issued, even if you keep your account.`
      : t`No sessions needed cancelling.`;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-3 sm:p-4">
      <Link to="/settings#delete" className="text-sm text-brand-700 underline">
        <Trans>Back to settings</Trans>
      </Link>
      <h1 className="text-2xl font-bold text-ink">
        <Trans>Delete my account</Trans>
      </h1>
      {status.isPending ? (
        <p className="text-sm text-muted" role="status">
          <Trans>Loading what will happen…</Trans>
        </p>
      ) : status.isError ? (
        <div className="flex flex-col gap-2">
          <Alert>{tx(status.error.message)}</Alert>
          <Button variant="secondary" onClick={() => void status.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : status.data.pending ? (
        <>
          <PendingDeletionNotice eraseAfter={status.data.pending.eraseAfter} />
          <p className="text-sm text-ink">
            {cancelledLine(status.data.pending.cancelled, status.data.pending.refunded)}
          </p>
          <DeletionPlanView plan={status.data.plan} />
        </>
      ) : (
        <>
          <p className="text-sm text-ink">
            <Trans>Please read what will happen before you confirm.</Trans>
          </p>
          <DeletionPlanView plan={status.data.plan} />
          <ConfirmDeletion hasPassword={status.data.plan.hasPassword} email={status.data.plan.email} />
        </>
      )}
    </div>
  );
}
