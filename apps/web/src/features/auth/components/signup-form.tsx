import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { MSG } from "@saathi/contract/messages";
import { YOUNG_MSG } from "@saathi/contract/young-people";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { EmailField, FullNameField, PasswordField } from "../../../components/forms/auth-fields.tsx";
import { BoundForm, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { signUpEmail } from "../api/sign-up-email.ts";
import { type SignupFormInput, signupAge, signupFormSchema } from "../signup-age.ts";
import { AgeFields } from "./age-fields.tsx";
import { UnderThirteen } from "./under-thirteen.tsx";

/** What signing up accepts (recorded with their versions when the account is created). */
function AcceptLine() {
  return (
    <p className="text-xs text-muted">
      <Trans>
        By signing up you accept the{" "}
        <Link to="/term/termCondition" className="text-brand-700 underline">
          Terms & Conditions
        </Link>{" "}
        and the{" "}
        <Link to="/privacy/privacyPolicy" className="text-brand-700 underline">
          Privacy Policy
        </Link>
        .
      </Trans>
    </p>
  );
}

/** Member signup (spec §5 Signup): the code step follows. */
export function SignupForm({ onCodeSent }: { onCodeSent(email: string): void }) {
  const { t } = useLingui();
  const [error, setError] = useState("");
  const [underThirteen, setUnderThirteen] = useState(false);
  const form = useForm<SignupFormInput>({ resolver: zodResolver(signupFormSchema) });
  const submit = form.handleSubmit(async ({ fullName, email, password, dateOfBirth, ageBand }) => {
    setError("");
    const age = signupAge({ dateOfBirth, ageBand }, new Date().toISOString().slice(0, 10));
    if (age === "under13") return setUnderThirteen(true);
    if (age === "invalid") return form.setError("dateOfBirth", { message: YOUNG_MSG.dateInvalid });
    try {
      await signUpEmail(fullName.trim(), email.trim(), password, age);
      onCodeSent(email.trim().toLowerCase());
    } catch (err) {
      if (err instanceof ApiError && err.code === "UNDER_13") setUnderThirteen(true);
      else if (err instanceof ApiError && err.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
        setError(t`An account with this email already exists. Please log in instead.`);
      } else setError(err instanceof ApiError ? err.message : MSG.failedSignUp);
    }
  });
  if (underThirteen) return <UnderThirteen onBack={() => setUnderThirteen(false)} />;
  return (
    <BoundForm form={form} onSubmit={submit}>
      <FullNameField />
      <EmailField />
      <PasswordField autoComplete="new-password" hint={t`At least 6 characters`} />
      <AgeFields />
      {error ? <Alert>{tx(error)}</Alert> : null}
      <SubmitButton busyText={t`Creating account...`}>
        <Trans>Sign Up</Trans>
      </SubmitButton>
      <p className="text-xs text-muted">
        <Trans>We will email you a 6-digit code to confirm it is you.</Trans>
      </p>
      <AcceptLine />
    </BoundForm>
  );
}
