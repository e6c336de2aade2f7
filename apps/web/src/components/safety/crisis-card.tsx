// The crisis card (issue 16): shown to the writer at once, kindly and without blame, when what they
// wrote speaks of suicide, self-harm or danger. Helplines to call, the earliest slot with an expert,
// and "I'm safe right now" to put it away. It never stops them from posting.
import { Trans } from "@lingui/react/macro";
import type { CrisisLevelName } from "@saathi/contract/crisis";
import { CRISIS_MSG } from "@saathi/contract/crisis";
import { HeartHandshake } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { currentLocale } from "../../lib/i18n/i18n.ts";
import { tx } from "../../lib/i18n/translate.ts";
import { useSafetyHelp } from "../../lib/safety/get-safety-help.ts";
import { formatSlotTime } from "../../lib/slot-time.ts";
import { HelplineLinks } from "./helpline-links.tsx";
import { SafetyPlanLink } from "./safety-plan-link.tsx";
import { TellTrustedContact } from "./tell-trusted-contact.tsx";

export interface CrisisCardProps {
  level: CrisisLevelName;
  /** The content waits for a quick review (a method was described, or a watched word held it). */
  held?: boolean;
  /** "I'm safe right now" puts the card away; without it the card stays (Health Bot's safety check decides). */
  onDismiss?(): void;
}

/** True when a write's answer should show the card. */
export const showsCrisisCard = (level: CrisisLevelName | undefined | null): boolean =>
  level === "risk" || level === "method";

export function CrisisCard({ level, held, onDismiss }: CrisisCardProps) {
  const title = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboards land on the card as soon as it appears.
  useEffect(() => title.current?.focus(), []);
  if (!showsCrisisCard(level)) return null;
  return (
    <section
      aria-labelledby="crisis-card-title"
      data-testid="crisis-card"
      className="flex flex-col gap-3 rounded-3xl border border-brand-200 bg-brand-50 p-4 text-ink"
    >
      <div className="flex items-start gap-2">
        <HeartHandshake size={24} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
        <div>
          <h2 id="crisis-card-title" ref={title} tabIndex={-1} className="text-base font-semibold outline-none">
            {tx(CRISIS_MSG.cardTitle)}
          </h2>
          <p className="mt-1 text-sm">{tx(CRISIS_MSG.cardBody)}</p>
          {held ? <p className="mt-1 text-sm text-muted">{tx(CRISIS_MSG.held)}</p> : null}
        </div>
      </div>
      <HelplineLinks />
      <ExpertNow />
      <TellTrustedContact />
      <SafetyPlanLink />
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          className="min-h-11 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          {tx(CRISIS_MSG.safeNow)}
        </button>
      ) : null}
    </section>
  );
}

/** "Talk to an expert now" with the earliest bookable slot; the directory when none is free or it fails. */
function ExpertNow() {
  const help = useSafetyHelp();
  const earliest = help.data?.earliest;
  const to = earliest ? `/expert/booking?expert=${encodeURIComponent(earliest.handle)}` : "/experts";
  return (
    <Link
      to={to}
      className="flex min-h-11 flex-col justify-center rounded-full bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
    >
      <span>{tx(CRISIS_MSG.talkToExpert)}</span>
      {help.isPending ? (
        <span className="text-xs font-normal">
          <Trans>Finding the earliest time…</Trans>
        </span>
      ) : earliest ? (
        <span className="text-xs font-normal">
          {earliest.displayName}, {formatSlotTime(earliest.startsAt, undefined, currentLocale())}
        </span>
      ) : (
        <span className="text-xs font-normal">
          <Trans>See who is available</Trans>
        </span>
      )}
    </Link>
  );
}
