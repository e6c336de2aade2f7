import { Trans, useLingui } from "@lingui/react/macro";
import { BIO_MAX } from "@saathi/contract/constants";
import { EXPERT_GENDER_LABEL, EXPERT_GENDERS, SESSION_TYPE_LABEL, SESSION_TYPES } from "@saathi/contract/experts";
import { FREE_CONSULTATION, parseLanguages, WORK_STATUS_LABEL, WORK_STATUSES } from "@saathi/contract/onboarding";
import { useId, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { FormChoiceGroup } from "../../../components/forms/form-choice-group.tsx";
import { FormTextField } from "../../../components/forms/form-text-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { FREE_CONSULTATION_LABEL } from "./labels.ts";
import { ScheduleRows } from "./schedule-rows.tsx";
import { emptyProfessional, type FormValues } from "./steps.ts";

const Err = ({ m }: { m?: string }) =>
  m ? (
    <p role="alert" className="text-sm text-red-700">
      {tx(m)}
    </p>
  ) : null;

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
  const { t, i18n } = useLingui();
  const { register, formState, setValue, getValues, reset } = useFormContext<FormValues>();
  // The values stay English (they are what is saved); only the words shown are translated.
  const workStatusOptions = WORK_STATUSES.map((s) => ({ value: s, label: tx(WORK_STATUS_LABEL[s]) }));
  const freeConsultationOptions = FREE_CONSULTATION.map((a) => ({
    value: a,
    label: i18n._(FREE_CONSULTATION_LABEL[a]),
  }));
  const sessionTypeOptions = SESSION_TYPES.map((s) => ({ value: s, label: tx(SESSION_TYPE_LABEL[s]) }));
  const error = (m?: string) => (m ? tx(m) : undefined);
  const e = formState.errors;
  const bio = (useWatch<FormValues>({ name: "bio" }) as string | undefined) ?? "";
  const genderId = useId();
  const [languages, setLanguages] = useState(() => (getValues("languages") ?? []).join(", "));
  const clear = () => {
    reset({ ...getValues(), ...emptyProfessional() }, { keepDefaultValues: true });
    setLanguages("");
  };
  return (
    <div className="flex flex-col gap-4">
      <FormChoiceGroup
        name="workStatus"
        legend={t`Are you working as a counsellor now?`}
        options={workStatusOptions}
        columns={2}
      />
      <FormTextField name="currentProfession" label={t`Current profession`} />
      <FormTextField name="academicBackground" label={t`Academic background`} />
      <TextField
        label={t`Languages you counsel in`}
        hint={t`Separate with commas, e.g. English, Hindi`}
        value={languages}
        error={error(e.languages?.message)}
        onChange={(ev) => {
          setLanguages(ev.target.value);
          setValue("languages", parseLanguages(ev.target.value), { shouldValidate: formState.isSubmitted });
        }}
      />
      <div className="flex flex-col gap-1">
        <TextAreaField label={t`Bio`} rows={4} maxLength={BIO_MAX} error={error(e.bio?.message)} {...register("bio")} />
        <p className="self-end text-xs text-muted">{`${bio.length}/${BIO_MAX}`}</p>
      </div>
      <TextAreaField label={t`Your journey`} rows={3} error={error(e.journey?.message)} {...register("journey")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="yearsExperience" label={t`Years of experience`} min={0} />
        <NumberField name="hourlyRate" label={t`Hourly rate (Rs.)`} min={1} />
        <NumberField name="sessionDurationMinutes" label={t`Session duration (minutes)`} min={1} />
        <FormTextField name="payoutExpectation" label={t`Payout expectation`} />
      </div>
      <TextAreaField
        label={t`Client experience`}
        rows={2}
        error={error(e.clientExperience?.message)}
        {...register("clientExperience")}
      />
      <FormChoiceGroup
        name="offersFreeConsultation"
        legend={t`Do you offer a free first consultation?`}
        options={freeConsultationOptions}
        columns={3}
      />
      <FormChoiceGroup
        name="sessionTypes"
        legend={t`Session types you offer`}
        type="checkbox"
        options={sessionTypeOptions}
        columns={3}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={genderId} className="text-sm font-medium text-ink">
          <Trans>Your gender (optional)</Trans>
        </label>
        <select
          id={genderId}
          aria-describedby={`${genderId}-hint`}
          className="min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-ink"
          {...register("gender", { setValueAs: (v) => (v ? v : null) })}
        >
          <option value="">{t`Prefer not to say`}</option>
          {EXPERT_GENDERS.map((g) => (
            <option key={g} value={g}>
              {tx(EXPERT_GENDER_LABEL[g])}
            </option>
          ))}
        </select>
        <p id={`${genderId}-hint`} className="text-xs text-muted">
          <Trans>Some members feel easier with a counsellor of a certain gender; this helps them find you.</Trans>
        </p>
      </div>
      <ScheduleRows />
      <label className="flex items-start gap-2 text-sm text-ink">
        <input type="checkbox" className="mt-1" {...register("confirmedNonMedical")} />
        <Trans>I confirm I offer emotional support and counselling, not medical treatment (optional)</Trans>
      </label>
      <label className="flex items-start gap-2 text-sm text-ink">
        <input type="checkbox" className="mt-1" {...register("acceptedTerms")} />
        <Trans>I accept the Saathi expert terms</Trans>
      </label>
      <Err m={e.acceptedTerms?.message} />
      <Button variant="ghost" className="self-start" onClick={clear}>
        <Trans>Clear form</Trans>
      </Button>
    </div>
  );
}
