import { FormTextField } from "./form-text-field.tsx";

// The fields every sign-in, sign-up and registration form asks for, spelled once (labels are the spec's).

/** 'Email', named `email` (settings asks for a 'New email address' under another name). */
export function EmailField({ name = "email", label = "Email" }: { name?: string; label?: string }) {
  return <FormTextField name={name} label={label} type="email" autoComplete="email" />;
}

/** 'Full Name', named `fullName` (onboarding spells its label 'Full name'). */
export function FullNameField({ label = "Full Name" }: { label?: string }) {
  return <FormTextField name="fullName" label={label} autoComplete="name" />;
}

/** A password: `current-password` to sign in, `new-password` to choose one (the browser offers to generate it). */
export function PasswordField({
  name = "password",
  label = "Password",
  autoComplete,
  hint,
}: {
  name?: string;
  label?: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
}) {
  return <FormTextField name={name} label={label} type="password" autoComplete={autoComplete} hint={hint} />;
}
