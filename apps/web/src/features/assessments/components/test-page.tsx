import { INSTRUMENTS, type InstrumentId, SCREENING_DISCLAIMER } from "@saathi/contract/assessments";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { assessmentsKeys } from "../api/assessments-keys.ts";
import { submitAssessment } from "../api/submit-assessment.ts";
import { InstrumentForm } from "./instrument-form.tsx";
import { InstrumentPicker } from "./instrument-picker.tsx";

/** /test 'Take a Test': a validated screening check, scored and kept for the member. */
export function TestPage() {
  const [id, setId] = useState<InstrumentId>("phq9");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const submit = async (answers: number[]) => {
    setBusy(true);
    setError(null);
    try {
      const result = await submitAssessment({ instrumentId: id, answers });
      await queryClient.invalidateQueries({ queryKey: assessmentsKeys.all });
      navigate("/score", { state: { resultId: result.id } });
    } catch (err) {
      setError(err instanceof Error ? err.message : "Could not save your answers. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink">Take a Test</h1>
        <p className="text-sm text-muted">
          A few minutes, private to you. {SCREENING_DISCLAIMER}{" "}
          <Link to="/score" className="text-brand-700 underline">
            Your past results
          </Link>
        </p>
      </header>
      <InstrumentPicker
        value={id}
        onChange={(next) => {
          setId(next);
          setError(null);
        }}
      />
      <h2 className="text-lg font-semibold text-ink">{INSTRUMENTS[id].title}</h2>
      <InstrumentForm key={id} instrument={INSTRUMENTS[id]} onSubmit={submit} busy={busy} error={error} />
    </section>
  );
}
