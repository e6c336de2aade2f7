import { Trans } from "@lingui/react/macro";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { errorMessage } from "./admin-api.ts";
import { useSecondFactorStatus } from "./api/get-second-factor.ts";
import { CodeEntry } from "./code-entry.tsx";
import { Enrolment } from "./enrolment.tsx";
import { useAdminSignOut } from "./use-admin-sign-out.ts";

/** Code entry when two-factor is set up, enrolment when not; a way out either way. */
export function SecondFactorScreen({ onVerified }: { onVerified(): void }) {
  const status = useSecondFactorStatus();
  const signOut = useAdminSignOut();
  return (
    <div className="flex flex-col gap-4">
      {status.isPending ? (
        <p role="status" className="text-muted">
          <Trans>Loading…</Trans>
        </p>
      ) : status.isError ? (
        <Alert>{errorMessage(status.error)}</Alert>
      ) : status.data.enabled ? (
        <CodeEntry onVerified={onVerified} />
      ) : (
        <Enrolment hasPassword={status.data.hasPassword} onVerified={onVerified} />
      )}
      <Button variant="ghost" onClick={signOut}>
        <Trans>Sign out</Trans>
      </Button>
    </div>
  );
}
