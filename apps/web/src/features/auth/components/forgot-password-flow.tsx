import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { newPasswordSchema } from "@saathi/contract/auth";
import { MSG } from "@saathi/contract/messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { PasswordField } from "../../../components/forms/auth-fields.tsx";
import { BoundForm, FormHeading, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { checkResetOtp } from "../api/check-reset-otp.ts";
import { requestPasswordReset } from "../api/request-password-reset.ts";
import { resetPassword } from "../api/reset-password.ts";
import { signOut } from "../api/sign-out.ts";
import { EmailStep } from "./email-step.tsx";
import { OtpStep } from "./otp-step.tsx";

type Step =
  | { name: "email" }
  | { name: "otp"; email: string; error?: string }
  | { name: "password"; email: string; otp: string };

/** Forgot password → code (recovery) → new password → signed out → back to login (spec §4). */
export function ForgotPasswordFlow({ onDone, onBack }: { onDone(): void; onBack(): void }) {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>({ name: "email" });

  if (step.name === "email") {
    return (
      <EmailStep
        title={t`Forgot password`}
        description={t`Enter the email you signed up with and we will send you a code to reset your password.`}
        submitLabel={t`Send OTP`}
        busyText={t`Sending...`}
        onBack={onBack}
        onSubmit={async (email) => {
          try {
            await requestPasswordReset(email);
            setStep({ name: "otp", email });
          } catch (err) {
            if (err instanceof ApiError && err.code === "USER_NOT_FOUND") throw new Error(MSG.noAccount);
            throw new Error(err instanceof ApiError && err.status === 429 ? err.message : MSG.failedSendResetOtp);
          }
        }}
      />
    );
  }
  if (step.name === "otp") {
    return (
      <OtpStep
        title={t`Reset your password`}
        sentTo={step.email}
        initialError={step.error}
        onBack={() => setStep({ name: "email" })}
        onResend={() => requestPasswordReset(step.email).then(() => undefined)}
        onVerify={async (otp) => {
          await checkResetOtp(step.email, otp);
          setStep({ name: "password", email: step.email, otp });
        }}
      />
    );
  }
  return (
    <NewPasswordStep
      onSubmit={async (password) => {
        try {
          await resetPassword(step.email, step.otp, password);
        } catch (err) {
          if (err instanceof ApiError && ["INVALID_OTP", "OTP_EXPIRED", "TOO_MANY_ATTEMPTS"].includes(err.code)) {
            setStep({ name: "otp", email: step.email, error: MSG.sessionExpiredOtp });
            return;
          }
          throw new Error(err instanceof ApiError && err.status < 500 ? err.message : MSG.failedResetPassword);
        }
        await signOut().catch(() => {});
        onDone();
      }}
    />
  );
}

function NewPasswordStep({ onSubmit }: { onSubmit(password: string): Promise<void> }) {
  const { t } = useLingui();
  const [error, setError] = useState("");
  const form = useForm<z.infer<typeof newPasswordSchema>>({ resolver: zodResolver(newPasswordSchema) });
  const submit = form.handleSubmit(async ({ password }) => {
    setError("");
    try {
      await onSubmit(password);
    } catch (err) {
      setError((err as Error).message);
    }
  });
  return (
    <BoundForm form={form} onSubmit={submit}>
      <FormHeading title={t`Choose a new password`}>
        <Trans>Use at least 6 characters. You will sign in again afterwards.</Trans>
      </FormHeading>
      <PasswordField label={t`New Password`} autoComplete="new-password" />
      <PasswordField name="confirmPassword" label={t`Confirm Password`} autoComplete="new-password" />
      {error ? <Alert>{tx(error)}</Alert> : null}
      <SubmitButton busyText={t`Updating...`}>
        <Trans>Update Password</Trans>
      </SubmitButton>
    </BoundForm>
  );
}
