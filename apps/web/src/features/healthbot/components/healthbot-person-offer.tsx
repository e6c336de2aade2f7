// The member asked for a person: the earliest time an expert is free (the crisis card's "Talk to an
// expert now", found by the server) and a buddy to message.
import { Trans } from "@lingui/react/macro";
import { HEALTHBOT_NEXT_STEP_PATHS, HEALTHBOT_NEXT_STEP_TEXT, type HealthbotView } from "@saathi/contract/healthbot";
import { Users } from "lucide-react";
import { Link } from "react-router";
import { currentLocale } from "../../../lib/i18n/i18n.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { formatSlotTime } from "../../../lib/slot-time.ts";

export function HealthbotPersonOffer({ offer }: { offer: NonNullable<HealthbotView["offer"]> }) {
  const earliest = offer.earliest;
  const name = earliest?.displayName ?? "";
  return (
    <section
      aria-labelledby="healthbot-person-title"
      data-testid="person-offer"
      className="flex flex-col gap-2 rounded-3xl border border-brand-200 bg-brand-50 p-4 text-ink"
    >
      <h2 id="healthbot-person-title" className="flex items-center gap-2 text-base font-semibold">
        <Users size={20} aria-hidden="true" className="text-brand-700" />
        <Trans>Talk to a person</Trans>
      </h2>
      <Link
        to={earliest ? `/expert/booking?expert=${encodeURIComponent(earliest.handle)}` : "/expert/expertList"}
        className="flex min-h-11 flex-col justify-center rounded-full bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
      >
        {earliest ? (
          <>
            <span>
              <Trans>Book the earliest time with {name}</Trans>
            </span>
            <span className="text-xs font-normal">{formatSlotTime(earliest.startsAt, undefined, currentLocale())}</span>
          </>
        ) : (
          <span>
            <Trans>See who is available</Trans>
          </span>
        )}
      </Link>
      <Link
        to={HEALTHBOT_NEXT_STEP_PATHS.buddy}
        className="flex min-h-11 items-center justify-center rounded-full border border-brand-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {tx(HEALTHBOT_NEXT_STEP_TEXT.buddy)}
      </Link>
    </section>
  );
}
