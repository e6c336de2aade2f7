// What a child under 13 sees instead of an account: kindly, the helplines (Childline 1098 first) and
// the free tools that need no account.
import { Trans } from "@lingui/react/macro";
import { YOUNG_MSG, YOUTH_HELPLINES } from "@saathi/contract/young-people";
import { Link } from "react-router";
import { HelplineLinks } from "../../../components/safety/helpline-links.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { tx } from "../../../lib/i18n/translate.ts";

const toolClass =
  "flex min-h-11 items-center rounded-2xl border border-slate-200 px-3 py-2 text-sm font-semibold text-brand-700 underline";

export function UnderThirteen({ onBack }: { onBack(): void }) {
  return (
    <section aria-labelledby="under-13-title" data-testid="under-13" className="flex flex-col gap-3">
      <h2 id="under-13-title" className="text-lg font-semibold text-ink">
        <Trans>Saathi is for people aged 13 and over</Trans>
      </h2>
      <p className="text-sm text-ink">{tx(YOUNG_MSG.under13)}</p>
      <HelplineLinks lines={YOUTH_HELPLINES} />
      <h3 className="text-sm font-semibold text-ink">
        <Trans>Free tools, no account needed</Trans>
      </h3>
      <ul className="flex flex-col gap-2">
        <li>
          <Link to="/breathing-tool" className={toolClass}>
            <Trans>Breathing & Meditation</Trans>
          </Link>
        </li>
        <li>
          <Link to="/affirmations" className={toolClass}>
            <Trans>Daily Affirmations</Trans>
          </Link>
        </li>
        <li>
          <Link to="/mood-checkin" className={toolClass}>
            <Trans>AI Mood Check-In</Trans>
          </Link>
        </li>
      </ul>
      <button type="button" onClick={onBack} className={buttonClasses("secondary")}>
        <Trans>Back</Trans>
      </button>
    </section>
  );
}
