import { normalisePhone } from "@saathi/contract/onboarding";
import { BadgeCheck } from "lucide-react";
import { useFormContext } from "react-hook-form";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { FormValues } from "./steps.ts";

/** Step 1: Personal Details. */
export function PersonalStep({ email, emailVerified }: { email: string; emailVerified: boolean }) {
  const { register, formState, setValue } = useFormContext<FormValues>();
  const e = formState.errors;
  return (
    <div className="flex flex-col gap-4">
      <TextField label="Full name" autoComplete="name" error={e.fullName?.message} {...register("fullName")} />
      <TextField
        label="Phone number"
        inputMode="numeric"
        autoComplete="tel-national"
        hint="10 digits"
        error={e.phone?.message}
        {...register("phone", {
          onChange: (ev) =>
            setValue("phone", normalisePhone(ev.target.value), { shouldValidate: formState.isSubmitted }),
        })}
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
        <TextField label="Country" autoComplete="country-name" error={e.country?.message} {...register("country")} />
        <TextField
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          error={e.pincode?.message}
          {...register("pincode")}
        />
        <TextField label="City" autoComplete="address-level2" error={e.city?.message} {...register("city")} />
        <TextField label="State" autoComplete="address-level1" error={e.state?.message} {...register("state")} />
      </div>
    </div>
  );
}
