import { HELPLINES } from "@saathi/contract/safety";
import { Phone } from "lucide-react";

/** Tele-MANAS and KIRAN as tap-to-call links (tel:), large enough to hit on a small phone. */
export function HelplineLinks() {
  return (
    <ul className="flex flex-col gap-2" aria-label="Helplines">
      {HELPLINES.map((h) => (
        <li key={h.name} className="rounded-2xl bg-white px-3 py-2">
          <p className="text-sm font-semibold text-ink">
            {h.name} <span className="font-normal text-muted">· {h.note}</span>
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {h.numbers.map((n) => (
              <a
                key={n}
                href={`tel:${n.replaceAll("-", "")}`}
                className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline"
                aria-label={`Call ${h.name} on ${n}`}
              >
                <Phone size={16} aria-hidden="true" /> {n}
              </a>
            ))}
          </p>
        </li>
      ))}
    </ul>
  );
}
