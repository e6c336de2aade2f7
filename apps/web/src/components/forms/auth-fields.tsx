import { useLingui } from "@lingui/react/macro";
import { FormTextField } from "./form-text-field.tsx";

// The fields every sign-in, sign-up and registration form asks for, spelled once (labels are the spec's).

/** 'Email', named `email` (settings asks for a 'New email address' under another name). */
export function EmailField({ name = "email", label }: { name?: string; label?: string }) {
  const { t } = useLingui();
  return <FormTextField name={name} label={label ?? t`Email`} type="email" autoComplete="email" />;
}

/** 'Full Name', named `fullName` (onboarding spells its label 'Full name'). */
export function FullNameField({ label }: { label?: string }) {
  const { t } = useLingui();
  return <FormTextField name="fullName" label={label ?? t`Full Name`} autoComplete="name" />;
}

/** A password: `current-password` to sign in, `new-password` to choose one (the browser offers to generate it). */
export function PasswordField({
  name = "password",
  label,
  autoComplete,
  hint,
}: {
  name?: string;
  label?: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
}) {
  const { t } = useLingui();
  return (
    <FormTextField name={name} label={label ?? t`Password`} type="password" autoComplete={autoComplete} hint={hint} />
  );
}
