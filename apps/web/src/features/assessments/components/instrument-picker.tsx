import { INSTRUMENT_IDS, INSTRUMENTS, type InstrumentId } from "@saathi/contract/assessments";

const ABOUT: Record<InstrumentId, string> = {
  phq9: "9 questions about mood over the last two weeks",
  gad7: "7 questions about worry and nervousness",
  who5: "5 questions about how you have been feeling",
};

/** The three instruments as a choice (radio cards). */
export function InstrumentPicker({ value, onChange }: { value: InstrumentId; onChange(id: InstrumentId): void }) {
  return (
    <fieldset className="grid gap-2 sm:grid-cols-3">
      <legend className="mb-2 font-semibold text-ink">Choose a check</legend>
      {INSTRUMENT_IDS.map((id) => (
        <label
          key={id}
          className="flex cursor-pointer flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
        >
          <span className="flex items-center gap-2 font-semibold text-ink">
            <input type="radio" name="instrument" checked={value === id} onChange={() => onChange(id)} />
            {INSTRUMENTS[id].title}
          </span>
          <span className="text-xs text-muted">{ABOUT[id]}</span>
        </label>
      ))}
    </fieldset>
  );
}
