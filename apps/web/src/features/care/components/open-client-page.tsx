import { Trans } from "@lingui/react/macro";
import { Link, Navigate, useParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useOpenClientCare } from "../api/open-client-care.ts";

/** /expert/care/:memberId: from a booking to that client's care plan (the link is made when first needed). */
export function OpenClientPage() {
  const { memberId = "" } = useParams();
  const open = useOpenClientCare(memberId);
  if (open.data) return <Navigate to={`/expert/clients/${open.data.id}`} replace />;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-3 px-4 py-6">
      {open.isError ? (
        <>
          <Alert>
            {open.error instanceof ApiError ? tx(open.error.message) : <Trans>We couldn't load this care plan.</Trans>}
          </Alert>
          <Link to="/expert/vendorbooking" className="font-medium text-brand-700 underline">
            <Trans>Back to my bookings</Trans>
          </Link>
        </>
      ) : (
        <p role="status" className="text-muted">
          <Trans>Loading the care plan…</Trans>
        </p>
      )}
    </section>
  );
}
