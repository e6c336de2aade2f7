import { normalisePhone } from "@saathi/contract/onboarding";
import { BadgeCheck } from "lucide-react";
import { useFormContext } from "react-hook-form";
import { FullNameField } from "../../../components/forms/auth-fields.tsx";
import { FormTextField } from "../../../components/forms/form-text-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { FormValues } from "./steps.ts";

/** Step 1: Personal Details. */
export function PersonalStep({ email, emailVerified }: { email: string; emailVerified: boolean }) {
  const { formState, setValue } = useFormContext<FormValues>();
  return (
    <div className="flex flex-col gap-4">
      <FullNameField label="Full name" />
      <FormTextField
        name="phone"
        label="Phone number"
        inputMode="numeric"
        autoComplete="tel-national"
        hint="10 digits"
        options={{
          onChange: (ev) =>
            setValue("phone", normalisePhone(ev.target.value), { shouldValidate: formState.isSubmitted }),
        }}
      />
      <div className="flex flex-col gap-1">
        <TextField label="Email" value={email} readOnly aria-readonly="true" className="bg-slate-50" />
        {emailVerified ? (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-brand-800">
            <BadgeCheck size={16} aria-hidden="true" /> Verified
          </span>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="country" label="Country" autoComplete="country-name" />
        <FormTextField name="pincode" label="Pincode" inputMode="numeric" autoComplete="postal-code" />
        <FormTextField name="city" label="City" autoComplete="address-level2" />
        <FormTextField name="state" label="State" autoComplete="address-level1" />
      </div>
    </div>
  );
}
