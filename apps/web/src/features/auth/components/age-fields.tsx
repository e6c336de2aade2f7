// The age fields of the member sign-up and of the age question after a social sign-in: a date of birth,
// or an age band for a member who prefers ("Under 13" is a choice, answered kindly on the page).
import { useLingui } from "@lingui/react/macro";
import { AGE_BAND_LABEL } from "@saathi/contract/young-people";
import { FormChoiceGroup } from "../../../components/forms/form-choice-group.tsx";
import { FormTextField } from "../../../components/forms/form-text-field.tsx";
import { tx } from "../../../lib/i18n/translate.ts";

export function AgeFields() {
  const { t } = useLingui();
  return (
    <>
      <FormTextField
        name="dateOfBirth"
        type="date"
        label={t`Date of birth`}
        hint={t`We keep only the day you turn 18, never your birthday. Or choose an age band below.`}
        autoComplete="bday"
      />
      <FormChoiceGroup
        name="ageBand"
        legend={t`Or choose your age band`}
        columns={2}
        options={[
          { value: "under-13", label: t`Under 13` },
          ...(["13-15", "16-17", "18+"] as const).map((b) => ({ value: b, label: tx(AGE_BAND_LABEL[b]) })),
        ]}
      />
    </>
  );
}
