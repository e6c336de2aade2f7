import { HEALTHBOT_NEXT_STEP_PATHS, HEALTHBOT_NEXT_STEP_TEXT } from "@saathi/contract/healthbot";
import { Link } from "react-router";
import { CrisisCard } from "../../../components/safety/crisis-card.tsx";
import { tx } from "../../../lib/i18n/translate.ts";

/**
 * While the safety check is on: the helpline card (Tele-MANAS, KIRAN, the earliest expert) and a
 * buddy to message. No "I'm safe" button here: only the two questions, both answered yes, close it.
 */
export function HealthbotSafety({ othersDanger }: { othersDanger?: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <CrisisCard level="risk" othersDanger={othersDanger} />
      <Link
        to={HEALTHBOT_NEXT_STEP_PATHS.buddy}
        className="flex min-h-11 items-center justify-center rounded-full border border-brand-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {tx(HEALTHBOT_NEXT_STEP_TEXT.buddy)}
      </Link>
    </div>
  );
}
