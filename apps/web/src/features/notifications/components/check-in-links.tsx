// Under a next-day check-in from Saathi's care team: the helplines to call, the member's
// safety plan, and booking an expert, each one tap away.
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { HelplineLinks } from "../../../components/safety/helpline-links.tsx";

export function CheckInLinks() {
  return (
    <div className="mt-1 flex flex-col gap-2 rounded-2xl bg-brand-50 p-3">
      <HelplineLinks />
      <p className="flex flex-wrap gap-x-4">
        <Link to="/safety-plan" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          <Trans>Open my safety plan</Trans>
        </Link>
        <Link to="/expert" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          <Trans>Book a session with an expert</Trans>
        </Link>
      </p>
    </div>
  );
}
