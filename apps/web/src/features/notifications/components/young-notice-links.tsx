// Under a young-people notice: after turning 18, the way to the settings that are now the member's
// own; after a guardian's withdrawal, the helplines (Childline 1098 first) and the free tools that need
// no account, each one tap away.
import { Trans } from "@lingui/react/macro";
import type { Notification } from "@saathi/contract/notifications";
import { YOUTH_HELPLINES } from "@saathi/contract/young-people";
import { Link } from "react-router";
import { HelplineLinks } from "../../../components/safety/helpline-links.tsx";

const linkClass = "inline-flex min-h-11 items-center font-medium text-brand-700 underline";

export function YoungNoticeLinks({ notice }: { notice: NonNullable<Notification["data"]["youngNotice"]> }) {
  if (notice === "turned_18")
    return (
      <p className="mt-1 px-3">
        <Link to="/settings#privacy" className={linkClass}>
          <Trans>Open my privacy settings</Trans>
        </Link>
      </p>
    );
  return (
    <div className="mt-1 flex flex-col gap-2 rounded-2xl bg-brand-50 p-3" data-testid="young-notice-help">
      <HelplineLinks lines={YOUTH_HELPLINES} />
      <p className="flex flex-wrap gap-x-4">
        <Link to="/breathing-tool" className={linkClass}>
          <Trans>Breathing & Meditation</Trans>
        </Link>
        <Link to="/affirmations" className={linkClass}>
          <Trans>Daily Affirmations</Trans>
        </Link>
        <Link to="/mood-checkin" className={linkClass}>
          <Trans>AI Mood Check-In</Trans>
        </Link>
      </p>
    </div>
  );
}
