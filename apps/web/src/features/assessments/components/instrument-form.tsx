import { useLingui } from "@lingui/react/macro";
import type { Instrument } from "@saathi/contract/assessments";
import { Questionnaire } from "../../../components/forms/questionnaire.tsx";
import { CrisisHelp } from "../../../components/safety/crisis-help.tsx";
import { tx } from "../../../lib/i18n/translate.ts";

/** One instrument: every item with its standard options, 'Submit Test', the crisis help at once. */
export function InstrumentForm({
  instrument,
  onSubmit,
  busy = false,
  error = null,
}: {
  instrument: Instrument;
  onSubmit(answers: number[]): void;
  busy?: boolean;
  error?: string | null;
}) {
  const { t } = useLingui();
  // The contract's English texts, shown in the language of the moment (scoring uses only the values).
  const options = instrument.options.map((o) => ({ value: o.value, label: tx(o.label) }));
  return (
    <Questionnaire<number>
      items={instrument.items.map((item) => ({ key: item.id, text: tx(item.text) }))}
      scale={options}
      labelling="per-option"
      pointAtMissing={false}
      // PHQ-9's ninth item asks about self-harm: any answer above zero shows the helpline at once.
      afterItem={(i, answers) =>
        instrument.id === "phq9" && i === 8 && (answers[8] ?? 0) > 0 ? (
          <div className="mt-3">
            <CrisisHelp />
          </div>
        ) : null
      }
      submitLabel={t`Submit Test`}
      busy={busy}
      busyText={t`Scoring...`}
      error={error === null ? null : tx(error)}
      onSubmit={onSubmit}
    >
      <p className="font-medium text-ink">{tx(instrument.stem)}</p>
    </Questionnaire>
  );
}
