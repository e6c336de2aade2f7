// A member with two-step sign-in on, on a new session, is asked for a code before anything
// else works (the API answers 403 TWO_FACTOR_REQUIRED). This screen takes an authenticator code or a
// backup code, then everything that was waiting loads again.
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useFocusReturn } from "../../../components/ui/dialog.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { onSecondFactorRequired } from "../../../lib/api-client.ts";
import { verifyTwoFactorCode } from "../api/verify-two-factor-code.ts";
import { useAction } from "./use-action.ts";

/** `onSignOut`: the way out for someone who has neither their phone nor a backup code. */
export function SecondFactorGate({ onSignOut }: { onSignOut(): Promise<void> }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const { busy, error, run } = useAction();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => onSecondFactorRequired(() => setOpen(true)), []);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useFocusReturn(open);
  if (!open) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => verifyTwoFactorCode(code))) {
      setOpen(false);
      setCode("");
      await qc.invalidateQueries();
    }
  };
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="second-factor-title"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4"
    >
      <form onSubmit={submit} className="flex w-full max-w-sm flex-col gap-3 rounded-3xl bg-white p-5" noValidate>
        <h2 id="second-factor-title" className="text-lg font-semibold text-ink">
          <Trans>Enter your sign-in code</Trans>
        </h2>
        <p className="text-sm text-muted">
          <Trans>
            Open your authenticator app and enter the 6-digit code. Lost your phone? Use one of your backup codes.
          </Trans>
        </p>
        <TextField
          ref={input}
          label={t`Code`}
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        {error ? <Alert>{error}</Alert> : null}
        <Button type="submit" busy={busy} busyText={t`Checking…`} disabled={!code.trim()}>
          <Trans>Continue</Trans>
        </Button>
        <Button
          variant="ghost"
          onClick={async () => {
            await onSignOut();
            setOpen(false);
            setCode("");
          }}
        >
          <Trans>Sign out instead</Trans>
        </Button>
      </form>
    </div>
  );
}
