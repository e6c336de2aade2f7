import { ASSESSMENT_MSG, type Instrument } from "@saathi/contract/assessments";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
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
  const [answers, setAnswers] = useState<(number | null)[]>(() => instrument.items.map(() => null));
  const [missing, setMissing] = useState(false);
  const complete = answers.every((a) => a !== null);
  const crisis = instrument.id === "phq9" && (answers[8] ?? 0) > 0;

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!complete) {
          setMissing(true);
          return;
        }
        setMissing(false);
        onSubmit(answers as number[]);
      }}
    >
      <p className="font-medium text-ink">{instrument.stem}</p>
      <ol className="flex flex-col gap-4">
        {instrument.items.map((item, i) => (
          <li key={item.id}>
            <fieldset
              className={`rounded-3xl border bg-white p-4 ${missing && answers[i] === null ? "border-red-300" : "border-slate-200"}`}
            >
              <legend className="sr-only">{`Question ${i + 1}`}</legend>
              <p className="mb-3 text-ink" aria-hidden="true">
                <span className="font-semibold">{`${i + 1}. `}</span>
                {item.text}
              </p>
              <div className="grid gap-2 sm:grid-cols-2">
                {instrument.options.map((o) => (
                  <label
                    key={o.value}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={item.id}
                      value={o.value}
                      aria-label={`${item.text}: ${o.label}`}
                      checked={answers[i] === o.value}
                      onChange={() => setAnswers((prev) => prev.map((v, j) => (j === i ? o.value : v)))}
                    />
                    {o.label}
                  </label>
                ))}
              </div>
            </fieldset>
            {i === 8 && crisis ? (
              <div className="mt-3">
                <CrisisHelp />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {missing && !complete ? <Alert>{ASSESSMENT_MSG.answerAll}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" busy={busy} busyText="Scoring...">
        Submit Test
      </Button>
    </form>
  );
}
