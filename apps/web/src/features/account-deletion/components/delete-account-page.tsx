import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useDeletionStatus } from "../api/get-deletion-status.ts";
import { ConfirmDeletion } from "./confirm-deletion.tsx";
import { DeletionPlanView } from "./deletion-plan.tsx";
import { PendingDeletionNotice } from "./pending-deletion-notice.tsx";

/** /settings/delete: the plan first, then the confirmation; while pending, 'Keep my account'. */
export function DeleteAccountPage() {
  const status = useDeletionStatus();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-3 sm:p-4">
      <Link to="/settings#delete" className="text-sm text-brand-700 underline">
        Back to settings
      </Link>
      <h1 className="text-2xl font-bold text-ink">Delete my account</h1>
      {status.isPending ? (
        <p className="text-sm text-muted" role="status">
          Loading what will happen…
        </p>
      ) : status.isError ? (
        <div className="flex flex-col gap-2">
          <Alert>{status.error.message}</Alert>
          <Button variant="secondary" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </div>
      ) : status.data.pending ? (
        <>
          <PendingDeletionNotice eraseAfter={status.data.pending.eraseAfter} />
          <p className="text-sm text-ink">
            {status.data.pending.cancelled > 0
              ? `${status.data.pending.cancelled} upcoming session(s) were cancelled and ${status.data.pending.refunded} refunded. Refunds already issued stay issued, even if you keep your account.`
              : "No sessions needed cancelling."}
          </p>
          <DeletionPlanView plan={status.data.plan} />
        </>
      ) : (
        <>
          <p className="text-sm text-ink">Please read what will happen before you confirm.</p>
          <DeletionPlanView plan={status.data.plan} />
          <ConfirmDeletion hasPassword={status.data.plan.hasPassword} email={status.data.plan.email} />
        </>
      )}
    </div>
  );
}
