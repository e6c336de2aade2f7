import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { HELPLINES } from "@saathi/contract/safety";
import { YOUTH_HELPLINES } from "@saathi/contract/young-people";
import { Phone } from "lucide-react";
import { useIsMinor } from "../../lib/api/session/get-me.ts";
import { tx } from "../../lib/i18n/translate.ts";

/** A helpline as the contract lists it (HELPLINES, DANGER_HELPLINES). */
export interface HelplineLine {
  name: string;
  numbers: readonly string[];
  note: string;
}

/**
 * Saathi's helplines for the member signed in: Tele-MANAS and KIRAN (HELPLINES), with Childline 1098 first
 * for a member under 18 (YOUTH_HELPLINES, decision 038). The crisis card and the safety plan show these.
 */
export function useSaathiHelplines(): readonly HelplineLine[] {
  return useIsMinor() ? YOUTH_HELPLINES : HELPLINES;
}

/** Each helpline's note (the contract's English, HELPLINES[].note) in the language shown. */
const NOTES: Record<string, MessageDescriptor> = {
  "24×7, free, in many Indian languages": msg`24×7, free, in many Indian languages`,
  "24×7 mental health helpline": msg`24×7 mental health helpline`,
};

/**
 * Tele-MANAS and KIRAN (or the lines given, e.g. the danger card's) as tap-to-call links (tel:), large
 * enough to hit on a small phone. Names and notes that are words (not a helpline's own name) are
 * translated from the contract catalog.
 */
export function HelplineLinks({ lines = HELPLINES }: { lines?: readonly HelplineLine[] }) {
  const { t, i18n } = useLingui();
  return (
    <ul className="flex flex-col gap-2" aria-label={t`Helplines`}>
      {lines.map((h) => {
        const name = tx(h.name);
        const known = NOTES[h.note];
        const note = known ? i18n._(known) : tx(h.note);
        return (
          <li key={h.name} className="rounded-2xl bg-white px-3 py-2">
            <p className="text-sm font-semibold text-ink">
              {name} <span className="font-normal text-muted">· {note}</span>
            </p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {h.numbers.map((number) => (
                <a
                  key={number}
                  href={`tel:${number.replaceAll("-", "")}`}
                  className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline"
                  aria-label={t`Call ${name} on ${number}`}
                >
                  <Phone size={16} aria-hidden="true" /> {number}
                </a>
              ))}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
