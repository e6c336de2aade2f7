import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { INSTRUMENT_IDS, INSTRUMENTS, type InstrumentId } from "@saathi/contract/assessments";
import { tx } from "../../../lib/i18n/translate.ts";

const ABOUT: Record<InstrumentId, MessageDescriptor> = {
  phq9: msg`9 questions about mood over the last two weeks`,
  gad7: msg`7 questions about worry and nervousness`,
  who5: msg`5 questions about how you have been feeling`,
};

/** The three instruments as a choice (radio cards). */
export function InstrumentPicker({ value, onChange }: { value: InstrumentId; onChange(id: InstrumentId): void }) {
  const { i18n } = useLingui();
  return (
    <fieldset className="grid gap-2 sm:grid-cols-3">
      <legend className="mb-2 font-semibold text-ink">
        <Trans>Choose a check</Trans>
      </legend>
      {INSTRUMENT_IDS.map((id) => (
        <label
          key={id}
          className="flex cursor-pointer flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
        >
          <span className="flex items-center gap-2 font-semibold text-ink">
            <input type="radio" name="instrument" checked={value === id} onChange={() => onChange(id)} />
            {tx(INSTRUMENTS[id].title)}
          </span>
          <span className="text-xs text-muted">{i18n._(ABOUT[id])}</span>
        </label>
      ))}
    </fieldset>
  );
}
