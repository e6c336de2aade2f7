import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { type LoginInput, loginSchema } from "@saathi/contract/auth";
import { MSG } from "@saathi/contract/messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { EmailField, PasswordField } from "../../../components/forms/auth-fields.tsx";
import { BoundForm, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { sendEmailOtp } from "../api/send-email-otp.ts";
import { signInEmail } from "../api/sign-in-email.ts";
import { useAfterSignIn } from "../hooks/use-after-sign-in.ts";

export interface LoginFormProps {
  notice?: string;
  onForgot(): void;
  onOtpLogin(): void;
  /** The account exists but its email is not verified yet: continue with the code step. */
  onNeedsVerification(email: string): void;
}

/** Email and password login (spec §5 Login). */
export function LoginForm({ notice, onForgot, onOtpLogin, onNeedsVerification }: LoginFormProps) {
  const { t } = useLingui();
  const afterSignIn = useAfterSignIn();
  const [error, setError] = useState("");
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });

  const submit = form.handleSubmit(async ({ email, password }) => {
    setError("");
    try {
      await signInEmail(email, password);
      await afterSignIn();
    } catch (err) {
      if (err instanceof ApiError && err.code === "EMAIL_NOT_VERIFIED") {
        await sendEmailOtp(email, "email-verification").catch(() => {});
        onNeedsVerification(email);
      } else if (err instanceof ApiError && (err.status === 401 || err.status === 400))
        setError(MSG.invalidCredentials);
      else setError(err instanceof ApiError ? err.message : MSG.failedSignIn);
    }
  });

  return (
    <BoundForm form={form} onSubmit={submit}>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <EmailField />
      <PasswordField autoComplete="current-password" />
      <div className="-mt-2 flex justify-end">
        <button
          type="button"
          onClick={onForgot}
          className="min-h-11 text-sm font-medium text-brand-700 hover:underline"
        >
          <Trans>Forgot Password?</Trans>
        </button>
      </div>
      {error ? <Alert>{tx(error)}</Alert> : null}
      <SubmitButton busyText={t`Logging in...`}>
        <Trans>Login</Trans>
      </SubmitButton>
      <Button variant="secondary" onClick={onOtpLogin}>
        <Trans>Login with OTP</Trans>
      </Button>
    </BoundForm>
  );
}
