import { Trans, useLingui } from "@lingui/react/macro";
import { normalisePhone } from "@saathi/contract/onboarding";
import { BadgeCheck } from "lucide-react";
import { useFormContext } from "react-hook-form";
import { FullNameField } from "../../../components/forms/auth-fields.tsx";
import { FormTextField } from "../../../components/forms/form-text-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { FormValues } from "./steps.ts";

/** Step 1: Personal Details. */
export function PersonalStep({ email, emailVerified }: { email: string; emailVerified: boolean }) {
  const { t } = useLingui();
  const { formState, setValue } = useFormContext<FormValues>();
  return (
    <div className="flex flex-col gap-4">
      <FullNameField label={t`Full name`} />
      <FormTextField
        name="phone"
        label={t`Phone number`}
        inputMode="numeric"
        autoComplete="tel-national"
        hint={t`10 digits`}
        options={{
          onChange: (ev) =>
            setValue("phone", normalisePhone(ev.target.value), { shouldValidate: formState.isSubmitted }),
        }}
      />
      <div className="flex flex-col gap-1">
        <TextField label={t`Email`} value={email} readOnly aria-readonly="true" className="bg-slate-50" />
        {emailVerified ? (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-brand-800">
            <BadgeCheck size={16} aria-hidden="true" /> <Trans>Verified</Trans>
          </span>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="country" label={t`Country`} autoComplete="country-name" />
        <FormTextField name="pincode" label={t`Pincode`} inputMode="numeric" autoComplete="postal-code" />
        <FormTextField name="city" label={t`City`} autoComplete="address-level2" />
        <FormTextField name="state" label={t`State`} autoComplete="address-level1" />
      </div>
    </div>
  );
}
