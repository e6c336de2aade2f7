// While a safety check begun for danger from someone else is on: emergency 112, the women's
// helpline 181, Childline 1098 for anyone under 18, and a few words on getting help safely. It never
// suggests talking to the bot: a person, now.
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { HEALTHBOT_NEXT_STEP_PATHS, HEALTHBOT_NEXT_STEP_TEXT } from "@saathi/contract/healthbot";
import { Phone, ShieldAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { tx } from "../../../lib/i18n/translate.ts";

const NUMBERS = [
  { number: "112", name: msg`Emergency`, note: msg`Police, ambulance, fire: day and night` },
  { number: "181", name: msg`Women's helpline`, note: msg`For women facing violence at home or outside` },
  { number: "1098", name: msg`Childline`, note: msg`For anyone under 18, free, day and night` },
] as const;

export function HealthbotDanger() {
  const { t, i18n } = useLingui();
  const title = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboards land on the card as soon as it appears.
  useEffect(() => title.current?.focus(), []);
  return (
    <section
      aria-labelledby="healthbot-danger-title"
      data-testid="danger-card"
      className="flex flex-col gap-3 rounded-3xl border border-red-200 bg-red-50 p-4 text-ink"
    >
      <div className="flex items-start gap-2">
        <ShieldAlert size={24} aria-hidden="true" className="mt-0.5 shrink-0 text-red-700" />
        <div>
          <h2 id="healthbot-danger-title" ref={title} tabIndex={-1} className="text-base font-semibold outline-none">
            <Trans>You deserve to be safe</Trans>
          </h2>
          <p className="mt-1 text-sm">
            <Trans>If someone is hurting or threatening you, call one of these numbers. They are free.</Trans>
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-2" aria-label={t`Emergency numbers`}>
        {NUMBERS.map((n) => {
          const name = i18n._(n.name);
          const number = n.number;
          return (
            <li key={n.number} className="rounded-2xl bg-white px-3 py-2">
              <p className="text-sm font-semibold text-ink">{name}</p>
              {/* The link shows the number it calls, so its spoken name ("Call Emergency on 112") holds what is seen. */}
              <a
                href={`tel:${n.number}`}
                aria-label={t`Call ${name} on ${number}`}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-red-800 underline"
              >
                <Phone size={16} aria-hidden="true" /> {n.number}
              </a>
              <p className="text-sm text-muted">{i18n._(n.note)}</p>
            </li>
          );
        })}
      </ul>
      <div className="text-sm">
        <h3 className="font-semibold">
          <Trans>Getting help safely</Trans>
        </h3>
        <ul className="mt-1 list-disc pl-5">
          <li>
            <Trans>If you can, call from a place where you cannot be overheard, or go to a neighbour you trust.</Trans>
          </li>
          <li>
            <Trans>If someone checks your phone, clear this conversation after you call.</Trans>
          </li>
          <li>
            <Trans>In immediate danger, call 112 first.</Trans>
          </li>
        </ul>
      </div>
      <Link
        to={HEALTHBOT_NEXT_STEP_PATHS.buddy}
        className="flex min-h-11 items-center justify-center rounded-full border border-brand-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {tx(HEALTHBOT_NEXT_STEP_TEXT.buddy)}
      </Link>
    </section>
  );
}
