import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useForm } from "react-hook-form";
import { EmailField } from "../../../components/forms/auth-fields.tsx";
import { BoundForm, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { confirmEmailChange } from "../api/confirm-email-change.ts";
import { requestEmailCode } from "../api/request-email-code.ts";
import { useAction } from "./use-action.ts";

/** A new address changes only after the code sent to it; the old address is told. */
export function ChangeEmailForm({ email }: { email: string }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const { busy, error, run } = useAction();
  const form = useForm<{ newEmail: string }>({ defaultValues: { newEmail: "" } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState("");
  const [done, setDone] = useState<string | null>(null);

  const send = form.handleSubmit(async ({ newEmail }) => {
    const to = newEmail.trim();
    if (!to) {
      form.setError("newEmail", { message: t`Please enter the new email address.` });
      return;
    }
    if (await run(() => requestEmailCode(to))) setSentTo(to);
  });
  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (!sentTo) return;
    const r = await run(() => confirmEmailChange({ newEmail: sentTo, otp: otp.trim() }));
    if (r) {
      setDone(r.email);
      setSentTo(null);
      form.reset();
      setOtp("");
      await qc.invalidateQueries();
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold text-ink">
        <Trans>Email</Trans>
      </h3>
      <p className="text-sm text-muted">
        <Trans>
          Signed in as <span className="font-medium text-ink">{email}</span>
        </Trans>
      </p>
      {done ? (
        <Alert tone="success">
          <Trans>Your email is now {done}. Other devices were signed out.</Trans>
        </Alert>
      ) : null}
      {sentTo ? (
        <form onSubmit={confirm} className="flex flex-col gap-3" noValidate>
          <p className="text-sm text-ink">
            <Trans>We sent a code to {sentTo}. Enter it to change your email.</Trans>
          </p>
          <TextField
            label={t`Code from the email`}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={otp}
            onChange={(e) => setOtp(e.target.value)}
          />
          {error ? <Alert>{error}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={busy} busyText={t`Checking…`} disabled={!otp.trim()}>
              <Trans>Change email</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setSentTo(null)}>
              <Trans>Use another address</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <BoundForm form={form} onSubmit={send} className="flex flex-col gap-3">
          <EmailField name="newEmail" label={t`New email address`} />
          {error ? <Alert>{error}</Alert> : null}
          <div className="self-start">
            <SubmitButton busyText={t`Sending…`}>
              <Trans>Send a code</Trans>
            </SubmitButton>
          </div>
        </BoundForm>
      )}
    </div>
  );
}
