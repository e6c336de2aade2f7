import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { HELPLINES } from "@saathi/contract/safety";
import { Phone } from "lucide-react";

/** Each helpline's note (the contract's English, HELPLINES[].note) in the language shown. */
const NOTES: Record<string, MessageDescriptor> = {
  "24×7, free, in many Indian languages": msg`24×7, free, in many Indian languages`,
  "24×7 mental health helpline": msg`24×7 mental health helpline`,
};

/** Tele-MANAS and KIRAN as tap-to-call links (tel:), large enough to hit on a small phone. */
export function HelplineLinks() {
  const { t, i18n } = useLingui();
  return (
    <ul className="flex flex-col gap-2" aria-label={t`Helplines`}>
      {HELPLINES.map((h) => {
        const name = h.name;
        const note = NOTES[h.note];
        return (
          <li key={h.name} className="rounded-2xl bg-white px-3 py-2">
            <p className="text-sm font-semibold text-ink">
              {h.name} <span className="font-normal text-muted">· {note ? i18n._(note) : h.note}</span>
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
