import type { Instrument } from "@saathi/contract/assessments";
import { Questionnaire } from "../../../components/forms/questionnaire.tsx";
import { CrisisHelp } from "./crisis-help.tsx";

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
  return (
    <Questionnaire<number>
      items={instrument.items.map((item) => ({ key: item.id, text: item.text }))}
      scale={instrument.options}
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
      submitLabel="Submit Test"
      busy={busy}
      busyText="Scoring..."
      error={error}
      onSubmit={onSubmit}
    >
      <p className="font-medium text-ink">{instrument.stem}</p>
    </Questionnaire>
  );
}
