import { zodResolver } from "@hookform/resolvers/zod";
import { type LoginInput, loginSchema } from "@saathi/contract/auth";
import { MSG } from "@saathi/contract/messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
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
  const afterSignIn = useAfterSignIn();
  const [error, setError] = useState("");
  const { register, handleSubmit, formState } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });

  const submit = handleSubmit(async ({ email, password }) => {
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
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register("email")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register("password")}
      />
      <div className="-mt-2 flex justify-end">
        <button type="button" onClick={onForgot} className="py-1 text-sm font-medium text-brand-700 hover:underline">
          Forgot Password?
        </button>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" busy={formState.isSubmitting} busyText="Logging in...">
        Login
      </Button>
      <Button variant="secondary" onClick={onOtpLogin}>
        Login with OTP
      </Button>
    </form>
  );
}
