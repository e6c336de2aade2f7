import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordSchema } from "@saathi/contract/auth";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";

/** Asks for an email, then runs `onSubmit`; the error it throws is shown as it is. */
export function EmailStep({
  title,
  description,
  submitLabel,
  busyText,
  onSubmit,
  onBack,
}: {
  title: string;
  description: string;
  submitLabel: string;
  busyText: string;
  onSubmit(email: string): Promise<void>;
  onBack(): void;
}) {
  const [error, setError] = useState("");
  const { register, handleSubmit, formState } = useForm<z.infer<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
  });
  const submit = handleSubmit(async ({ email }) => {
    setError("");
    try {
      await onSubmit(email.trim().toLowerCase());
    } catch (err) {
      setError((err as Error).message);
    }
  });
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div>
        <h2 className="text-xl font-semibold text-ink">{title}</h2>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register("email")}
      />
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" busy={formState.isSubmitting} busyText={busyText}>
        {submitLabel}
      </Button>
      <button type="button" onClick={onBack} className="text-sm font-medium text-brand-700 hover:underline">
        Back to login
      </button>
    </form>
  );
}
