import { BIO_MAX } from "@saathi/contract/constants";
import { SESSION_TYPE_LABEL, SESSION_TYPES } from "@saathi/contract/experts";
import { FREE_CONSULTATION, parseLanguages, WORK_STATUS_LABEL, WORK_STATUSES } from "@saathi/contract/onboarding";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { FormChoiceGroup } from "../../../components/forms/form-choice-group.tsx";
import { FormTextField } from "../../../components/forms/form-text-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ScheduleRows } from "./schedule-rows.tsx";
import { emptyProfessional, type FormValues } from "./steps.ts";

const Err = ({ m }: { m?: string }) =>
  m ? (
    <p role="alert" className="text-sm text-red-700">
      {m}
    </p>
  ) : null;

const WORK_STATUS_OPTIONS = WORK_STATUSES.map((s) => ({ value: s, label: WORK_STATUS_LABEL[s] }));
const FREE_CONSULTATION_OPTIONS = FREE_CONSULTATION.map((a) => ({ value: a, label: a }));
const SESSION_TYPE_OPTIONS = SESSION_TYPES.map((t) => ({ value: t, label: SESSION_TYPE_LABEL[t] }));

// An empty box means "not given" (undefined), not 0, so the schema can say it is required.
const NumberField = ({ name, label, min }: { name: keyof FormValues; label: string; min: number }) => (
  <FormTextField
    name={name}
    label={label}
    type="number"
    min={min}
    inputMode="numeric"
    options={{ setValueAs: (v) => (v === "" ? undefined : Number(v)) }}
  />
);

/** Step 3: Professional & Passion Details, the modes offered and the weekly schedule. */
export function ProfessionalStep() {
  const { register, formState, setValue, getValues, reset } = useFormContext<FormValues>();
  const e = formState.errors;
  const bio = (useWatch<FormValues>({ name: "bio" }) as string | undefined) ?? "";
  const [languages, setLanguages] = useState(() => (getValues("languages") ?? []).join(", "));
  const clear = () => {
    reset({ ...getValues(), ...emptyProfessional() }, { keepDefaultValues: true });
    setLanguages("");
  };
  return (
    <div className="flex flex-col gap-4">
      <FormChoiceGroup
        name="workStatus"
        legend="Are you working as a counsellor now?"
        options={WORK_STATUS_OPTIONS}
        columns={2}
      />
      <FormTextField name="currentProfession" label="Current profession" />
      <FormTextField name="academicBackground" label="Academic background" />
      <TextField
        label="Languages you counsel in"
        hint="Separate with commas, e.g. English, Hindi"
        value={languages}
        error={e.languages?.message}
        onChange={(ev) => {
          setLanguages(ev.target.value);
          setValue("languages", parseLanguages(ev.target.value), { shouldValidate: formState.isSubmitted });
        }}
      />
      <div className="flex flex-col gap-1">
        <TextAreaField label="Bio" rows={4} maxLength={BIO_MAX} error={e.bio?.message} {...register("bio")} />
        <p className="self-end text-xs text-muted">{`${bio.length}/${BIO_MAX}`}</p>
      </div>
      <TextAreaField label="Your journey" rows={3} error={e.journey?.message} {...register("journey")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="yearsExperience" label="Years of experience" min={0} />
        <NumberField name="hourlyRate" label="Hourly rate (Rs.)" min={1} />
        <NumberField name="sessionDurationMinutes" label="Session duration (minutes)" min={1} />
        <FormTextField name="payoutExpectation" label="Payout expectation" />
      </div>
      <TextAreaField
        label="Client experience"
        rows={2}
        error={e.clientExperience?.message}
        {...register("clientExperience")}
      />
      <FormChoiceGroup
        name="offersFreeConsultation"
        legend="Do you offer a free first consultation?"
        options={FREE_CONSULTATION_OPTIONS}
        columns={3}
      />
      <FormChoiceGroup
        name="sessionTypes"
        legend="Session types you offer"
        type="checkbox"
        options={SESSION_TYPE_OPTIONS}
        columns={3}
      />
      <ScheduleRows />
      <label className="flex items-start gap-2 text-sm text-ink">
        <input type="checkbox" className="mt-1" {...register("confirmedNonMedical")} />I confirm I offer emotional
        support and counselling, not medical treatment (optional)
      </label>
      <label className="flex items-start gap-2 text-sm text-ink">
        <input type="checkbox" className="mt-1" {...register("acceptedTerms")} />I accept the Saathi expert terms
      </label>
      <Err m={e.acceptedTerms?.message} />
      <Button variant="ghost" className="self-start" onClick={clear}>
        Clear form
      </Button>
    </div>
  );
}
