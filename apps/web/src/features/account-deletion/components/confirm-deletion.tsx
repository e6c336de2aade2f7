import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PasswordField } from "../../../components/forms/auth-fields.tsx";
import { BoundForm, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { OtpInput } from "../../../components/ui/otp-input.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useRequestDeletion } from "../api/request-deletion.ts";
import { useSendDeletionCode } from "../api/send-deletion-code.ts";

/** Confirms with the password, or with a code sent to the email (accounts without a password). */
export function ConfirmDeletion({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<"password" | "otp">(hasPassword ? "password" : "otp");
  const [otp, setOtp] = useState("");
  const form = useForm<{ password: string }>({ defaultValues: { password: "" } });
  const request = useRequestDeletion();
  const sendCode = useSendDeletionCode();
  const error = request.error ? tx(request.error.message) : undefined;

  const onPassword = form.handleSubmit(async ({ password }) => {
    if (!password) {
      form.setError("password", { message: t`Please enter your password.` });
      return;
    }
    await request.mutateAsync({ password }).catch(() => {});
  });

  return (
    <section aria-labelledby="confirm-heading" className="rounded-2xl border border-red-200 bg-white p-4">
      <h2 id="confirm-heading" className="text-base font-semibold text-ink">
        <Trans>Confirm it is you</Trans>
      </h2>
      {mode === "password" ? (
        <BoundForm form={form} onSubmit={onPassword} className="mt-3 flex flex-col gap-3">
          <PasswordField label={t`Password`} autoComplete="current-password" />
          {error ? <Alert>{error}</Alert> : null}
          <SubmitButton variant="danger" busyText={t`Deleting…`}>
            <Trans>Delete my account</Trans>
          </SubmitButton>
          <Button type="button" variant="ghost" onClick={() => setMode("otp")}>
            <Trans>Use a code sent to my email instead</Trans>
          </Button>
        </BoundForm>
      ) : (
        <div className="mt-3 flex flex-col gap-3">
          <p className="text-sm text-muted">
            <Trans>We will send a 6-digit code to {email}. It expires in 10 minutes.</Trans>
          </p>
          <Button
            type="button"
            variant="secondary"
            busy={sendCode.isPending}
            busyText={t`Sending…`}
            onClick={() => sendCode.mutate()}
          >
            {sendCode.isSuccess ? <Trans>Send another code</Trans> : <Trans>Send me a code</Trans>}
          </Button>
          {sendCode.isSuccess ? (
            <Alert tone="success">
              <Trans>Code sent. Check your email.</Trans>
            </Alert>
          ) : null}
          {sendCode.isError ? <Alert>{tx(sendCode.error.message)}</Alert> : null}
          <OtpInput value={otp} onChange={setOtp} label={t`Code from your email`} invalid={Boolean(error)} />
          {error ? <Alert>{error}</Alert> : null}
          <Button
            variant="danger"
            disabled={otp.length !== 6}
            busy={request.isPending}
            busyText={t`Deleting…`}
            onClick={() => request.mutate({ otp })}
          >
            <Trans>Delete my account</Trans>
          </Button>
          {hasPassword ? (
            <Button type="button" variant="ghost" onClick={() => setMode("password")}>
              <Trans>Use my password instead</Trans>
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
