import { Trans, useLingui } from "@lingui/react/macro";
import { ACCOUNT_SUSPENDED } from "@saathi/contract/account-status";
import { otpErrorMessage } from "@saathi/contract/auth";
import { OTP_LENGTH, OTP_RESEND_SECONDS } from "@saathi/contract/constants";
import { MSG } from "@saathi/contract/messages";
import { type FormEvent, useId, useState } from "react";
import { FormHeading } from "../../../components/forms/bound-form.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { OtpInput } from "../../../components/ui/otp-input.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useCountdown } from "../hooks/use-countdown.ts";

export interface OtpStepProps {
  title: string;
  /** Where the code went (shown to the member). */
  sentTo: string;
  /** Defaults to "Verify". */
  verifyLabel?: string;
  onVerify(code: string): Promise<void>;
  onResend(): Promise<void>;
  onBack?(): void;
  /** A message to show on arrival (e.g. 'Session expired. Please verify OTP again.'). */
  initialError?: string;
}

/** The 6-digit code step: boxes, verify, and a 30-second wait before 'Resend OTP'. */
export function OtpStep({ title, sentTo, verifyLabel, onVerify, onResend, onBack, initialError }: OtpStepProps) {
  const { t } = useLingui();
  const [code, setCode] = useState("");
  const [error, setError] = useState(initialError ?? "");
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const { left, restart } = useCountdown(OTP_RESEND_SECONDS);
  const errorId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice("");
    if (code.length !== OTP_LENGTH) return setError(MSG.otpIncomplete);
    setBusy(true);
    setError("");
    try {
      await onVerify(code);
    } catch (err) {
      setError(
        // Too many tries, or a suspended account: the server's sentence says what to do.
        err instanceof ApiError && (err.status === 429 || err.code === ACCOUNT_SUSPENDED)
          ? err.message
          : otpErrorMessage(err instanceof ApiError ? err.code : undefined),
      );
      setCode("");
    } finally {
      setBusy(false);
    }
  };
  const resend = async () => {
    setResending(true);
    setError("");
    try {
      await onResend();
      setNotice(t`A new code is on its way to ${sentTo}.`);
      restart(OTP_RESEND_SECONDS);
    } catch (err) {
      if (err instanceof ApiError && err.retryAfter) restart(err.retryAfter);
      setError(err instanceof ApiError ? err.message : MSG.failedResendOtp);
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <FormHeading title={title}>
        <Trans>
          We sent a 6-digit code to <span className="font-medium text-ink">{sentTo}</span>. It expires in 10 minutes.
        </Trans>
      </FormHeading>
      <OtpInput value={code} onChange={setCode} invalid={Boolean(error)} describedBy={errorId} />
      {error ? <Alert id={errorId}>{tx(error)}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <Button type="submit" busy={busy} busyText={t`Verifying...`}>
        {verifyLabel ?? t`Verify`}
      </Button>
      <div className="flex items-center justify-between text-sm">
        {onBack ? (
          <button
            type="button"
            className="min-h-11 px-1 font-medium text-brand-700 underline-offset-2 hover:underline"
            onClick={onBack}
          >
            <Trans>Back</Trans>
          </button>
        ) : (
          <span />
        )}
        {left > 0 ? (
          // Same height as the button that replaces it, so nothing jumps when the wait ends. Not a live
          // region: a reader announcing every second would drown out everything else.
          <span className="inline-flex min-h-11 items-center px-4 text-muted">
            <Trans>Resend OTP in {left}s</Trans>
          </span>
        ) : (
          <Button variant="ghost" onClick={resend} busy={resending} busyText={t`Sending...`}>
            <Trans>Resend OTP</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
