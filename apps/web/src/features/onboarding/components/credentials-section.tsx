import { Trans, useLingui } from "@lingui/react/macro";
import {
  type ApplicationDetailsInput,
  type ApplicationState,
  PRACTITIONER_KIND_LABEL,
  PRACTITIONER_KINDS,
} from "@saathi/contract/expert-application";
import { FormProvider, type UseFormReturn, useWatch } from "react-hook-form";
import { FormChoiceGroup } from "../../../components/forms/form-choice-group.tsx";
import { FormTextField } from "../../../components/forms/form-text-field.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { DocumentUploads } from "./document-uploads.tsx";

/** The credentials form's starting values: what was saved, or blanks. */
export function credentialsDefaults(a: ApplicationState): ApplicationDetailsInput {
  const d = a.details;
  return {
    practitionerKind: d.practitionerKind ?? (undefined as never),
    qualification: d.qualification ?? "",
    institution: d.institution ?? "",
    professionalBody: d.professionalBody ?? "",
    registrationNumber: d.registrationNumber ?? "",
    yearsOfPractice: d.yearsOfPractice ?? (undefined as never),
  };
}

/**
 * Step 4's 'Credentials for review': what Saathi's reviewers check before members can book
 * the expert. Its own form (the profile form of steps 1-3 stays as it was).
 */
export function CredentialsSection({
  form,
  application,
}: {
  form: UseFormReturn<ApplicationDetailsInput>;
  application: ApplicationState;
}) {
  const { t } = useLingui();
  const kindOptions = PRACTITIONER_KINDS.map((k) => ({ value: k, label: tx(PRACTITIONER_KIND_LABEL[k]) }));
  const kind = useWatch({ control: form.control, name: "practitionerKind" });
  const psychologist = kind === "clinical_psychologist";
  return (
    <section
      aria-labelledby="credentials-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4"
    >
      <div>
        <h3 id="credentials-title" className="font-semibold text-ink">
          <Trans>Credentials for review</Trans>
        </h3>
        <p className="text-sm text-muted">
          <Trans>
            Before members can find and book you, our team checks your qualification and registration. This usually
            takes up to 2 working days.
          </Trans>
        </p>
      </div>
      <FormProvider {...form}>
        <fieldset disabled={!application.editable} className="flex flex-col gap-3">
          <FormChoiceGroup name="practitionerKind" legend={t`I am a`} options={kindOptions} columns={2} />
          <FormTextField
            name="qualification"
            label={t`Highest qualification`}
            placeholder={t`e.g. M.Phil. Clinical Psychology`}
          />
          <FormTextField name="institution" label={t`Institution`} placeholder={t`University or college`} />
          {psychologist ? (
            <FormTextField
              name="registrationNumber"
              label={t`RCI registration number`}
              hint={t`Your Central Rehabilitation Register (CRR) number from the Rehabilitation Council of India`}
            />
          ) : (
            <>
              <FormTextField
                name="professionalBody"
                label={t`Professional body (if any)`}
                hint={t`An association or council you belong to`}
              />
              <FormTextField name="registrationNumber" label={t`Membership or registration number (if any)`} />
            </>
          )}
          <FormTextField
            name="yearsOfPractice"
            label={t`Years of practice`}
            type="number"
            min={0}
            inputMode="numeric"
            options={{ setValueAs: (v) => (v === "" || v === null ? undefined : Number(v)) }}
          />
        </fieldset>
      </FormProvider>
      <DocumentUploads application={application} psychologist={psychologist} />
    </section>
  );
}
