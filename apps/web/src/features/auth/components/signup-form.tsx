import { zodResolver } from "@hookform/resolvers/zod";
import { type SignupInput, signupSchema } from "@saathi/contract/auth";
import { MSG } from "@saathi/contract/messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { signUpEmail } from "../api/sign-up-email.ts";

/** Member signup (spec §5 Signup): the code step follows. */
export function SignupForm({ onCodeSent }: { onCodeSent(email: string): void }) {
  const [error, setError] = useState("");
  const { register, handleSubmit, formState } = useForm<SignupInput>({ resolver: zodResolver(signupSchema) });
  const submit = handleSubmit(async ({ fullName, email, password }) => {
    setError("");
    try {
      await signUpEmail(fullName.trim(), email.trim(), password);
      onCodeSent(email.trim().toLowerCase());
    } catch (err) {
      if (err instanceof ApiError && err.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
        setError("An account with this email already exists. Please log in instead.");
      } else setError(err instanceof ApiError ? err.message : MSG.failedSignUp);
    }
  });
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <TextField
        label="Full Name"
        autoComplete="name"
        error={formState.errors.fullName?.message}
        {...register("fullName")}
      />
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
        autoComplete="new-password"
        hint="At least 6 characters"
        error={formState.errors.password?.message}
        {...register("password")}
      />
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" busy={formState.isSubmitting} busyText="Creating account...">
        Sign Up
      </Button>
      <p className="text-xs text-muted">We will email you a 6-digit code to confirm it is you.</p>
    </form>
  );
}
