// The gentle helpline card: shown beside the bot's warm words after a concern reading (hopelessness,
// a passive wish). The same numbers and tap-to-call links as the crisis card (Tele-MANAS, KIRAN; a
// member under 18 sees Childline first), under a calmer heading, with the member's safety plan. It is a
// labelled region, not an alert, and it does not take the focus: the bot's suggestion and "I don't
// feel safe" stay the next thing to reach, just below it.
import { Trans } from "@lingui/react/macro";
import { YOUTH_HELPLINES } from "@saathi/contract/young-people";
import { HeartHandshake } from "lucide-react";
import { useId } from "react";
import { HelplineLinks } from "../../../components/safety/helpline-links.tsx";
import { SafetyPlanLink } from "../../../components/safety/safety-plan-link.tsx";
import { useIsMinor } from "../../../lib/api/session/get-me.ts";

export function HealthbotGentle() {
  const titleId = useId();
  const minor = useIsMinor();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="gentle-card"
      className="flex min-w-0 flex-col gap-3 rounded-3xl border border-brand-200 bg-white p-4 text-ink"
    >
      <div className="flex items-start gap-2">
        <HeartHandshake size={22} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold">
            <Trans>If you need someone now</Trans>
          </h2>
          <p className="mt-1 text-sm text-muted">
            <Trans>
              These helplines are free and there day and night. You can call even if you're not sure it's serious
              enough.
            </Trans>
          </p>
        </div>
      </div>
      <HelplineLinks lines={minor ? YOUTH_HELPLINES : undefined} />
      <SafetyPlanLink />
    </section>
  );
}
