import { Trans, useLingui } from "@lingui/react/macro";
import { ASSESSMENT_MSG, HELPLINE } from "@saathi/contract/assessments";
import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useMe } from "../../lib/api/session/get-me.ts";
import { tx } from "../../lib/i18n/translate.ts";
import { buttonClasses } from "../ui/button.tsx";

/**
 * Shown at once when PHQ-9's ninth answer is above zero (the self-check and the check-in before a
 * session): Tele-MANAS, and a way to book an expert unless `next` offers another step.
 */
export function CrisisHelp({ next, titleId = "crisis-help-title" }: { next?: ReactNode; titleId?: string }) {
  const { t } = useLingui();
  const { name, number } = HELPLINE;
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-3xl border border-amber-300 bg-amber-50 p-4 text-ink"
    >
      <h2 id={titleId} className="text-base font-semibold">
        <Trans>You don't have to face this alone</Trans>
      </h2>
      <p className="text-sm">{tx(ASSESSMENT_MSG.crisis)}</p>
      <div className="flex flex-wrap gap-2">
        <a href={`tel:${HELPLINE.number}`} className={buttonClasses("primary")}>
          <Phone size={16} aria-hidden="true" />
          {t`Call ${name} ${number}`}
        </a>
        {next ?? <BookAnExpert />}
      </div>
    </section>
  );
}

/** The default next step: visitors sign in first; members go straight to the experts. */
function BookAnExpert() {
  const bookLink = useMe().data?.user ? "/expert" : "/auth";
  return (
    <Link to={bookLink} className={buttonClasses("secondary")}>
      <Trans>Book an expert</Trans>
    </Link>
  );
}
