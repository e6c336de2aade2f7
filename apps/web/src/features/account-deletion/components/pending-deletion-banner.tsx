import { Trans } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import { useDeletionStatus } from "../api/get-deletion-status.ts";
import { PendingDeletionNotice } from "./pending-deletion-notice.tsx";

/** On every signed-in screen while a deletion is pending (the page itself shows it in full). */
export function PendingDeletionBanner() {
  const status = useDeletionStatus();
  const { pathname } = useLocation();
  const pending = status.data?.pending;
  if (!pending || pathname === "/settings/delete") return null;
  return (
    <div className="mx-auto w-full max-w-3xl px-3 pt-3">
      <PendingDeletionNotice eraseAfter={pending.eraseAfter} compact />
      <Link to="/settings/delete" className="mt-1 inline-block text-sm text-brand-700 underline">
        <Trans>What happens to my data</Trans>
      </Link>
    </div>
  );
}
