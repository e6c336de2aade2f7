import { zodResolver } from "@hookform/resolvers/zod";
import { Trans } from "@lingui/react/macro";
import { forgotPasswordSchema } from "@saathi/contract/auth";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { EmailField } from "../../../components/forms/auth-fields.tsx";
import { BoundForm, FormHeading, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { tx } from "../../../lib/i18n/translate.ts";

/** Asks for an email, then runs `onSubmit`; the error it throws is shown in the language of the moment. */
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
  const form = useForm<z.infer<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
  });
  const submit = form.handleSubmit(async ({ email }) => {
    setError("");
    try {
      await onSubmit(email.trim().toLowerCase());
    } catch (err) {
      setError((err as Error).message);
    }
  });
  return (
    <BoundForm form={form} onSubmit={submit}>
      <FormHeading title={title}>{description}</FormHeading>
      <EmailField />
      {error ? <Alert>{tx(error)}</Alert> : null}
      <SubmitButton busyText={busyText}>{submitLabel}</SubmitButton>
      <button type="button" onClick={onBack} className="text-sm font-medium text-brand-700 hover:underline">
        <Trans>Back to login</Trans>
      </button>
    </BoundForm>
  );
}
