// In place of a composer (a post, a comment, a chat message) for a member under 18 whose guardian has not
// consented yet: the server would refuse what they write (403 GUARDIAN_CONSENT_NEEDED), so the box is not
// offered, only to refuse after they wrote. A kind sentence, the way to ask their guardian (or see and
// resend the link: the feed's request, young-people's GuardianNeeded), and help now, a tap away: the
// crisis card's helplines (Childline 1098 first) and the Health Bot, which answers before consent.
import { Trans, useLingui } from "@lingui/react/macro";
import type { YouthStatus } from "@saathi/contract/young-people";
import { Bot, ChevronDown, Hourglass } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { HelplineLinks, useSaathiHelplines } from "../safety/helpline-links.tsx";

/** The feed's guardian request (GuardianNeeded) has this id; `/feed#guardian-needed` focuses it. */
export const GUARDIAN_NEEDED_ID = "guardian-needed";

const linkClass = "inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline";

export function GuardianWaitNotice({ status, compact = false }: { status: YouthStatus; compact?: boolean }) {
  const { t } = useLingui();
  const [helpOpen, setHelpOpen] = useState(false);
  const helpId = useId();
  const lines = useSaathiHelplines();
  const request = status.request;
  const pending = request?.status === "pending" && new Date(request.expiresAt).getTime() > Date.now();
  return (
    <div
      data-testid="guardian-wait"
      className={`flex min-w-0 flex-col gap-1 rounded-2xl border border-brand-200 bg-brand-50 text-sm text-ink ${compact ? "p-2" : "p-3"}`}
    >
      <p className="flex items-start gap-2">
        <Hourglass size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
        <span className="min-w-0">
          <Trans>You can write here once your parent or guardian agrees.</Trans>
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-x-4">
        <Link to={`/feed#${GUARDIAN_NEEDED_ID}`} className={linkClass}>
          {pending ? t`See or resend your guardian's link` : t`Ask your parent or guardian`}
        </Link>
        <button
          type="button"
          aria-expanded={helpOpen}
          aria-controls={helpId}
          onClick={() => setHelpOpen((o) => !o)}
          className={linkClass}
        >
          <Trans>Need to talk to someone now?</Trans>
          <ChevronDown size={16} aria-hidden="true" className={helpOpen ? "rotate-180" : ""} />
        </button>
      </div>
      <div id={helpId} hidden={!helpOpen} className="flex flex-col gap-2 pt-1">
        <HelplineLinks lines={lines} />
        <Link to="/healthbot" className={linkClass}>
          <Bot size={16} aria-hidden="true" />
          <Trans>Talk it through with the Health Bot</Trans>
        </Link>
      </div>
    </div>
  );
}
