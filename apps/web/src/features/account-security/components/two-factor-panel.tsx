import { useQueryClient } from "@tanstack/react-query";
import { QRCodeSVG } from "qrcode.react";
import { type FormEvent, useState } from "react";
import { useForm } from "react-hook-form";
import { PasswordField } from "../../../components/forms/auth-fields.tsx";
import { BoundForm } from "../../../components/forms/bound-form.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { accountSecurityKeys } from "../api/account-security-keys.ts";
import { disableTwoFactor } from "../api/disable-two-factor.ts";
import { enableTwoFactor } from "../api/enable-two-factor.ts";
import { verifyTwoFactorCode } from "../api/verify-two-factor-code.ts";
import { useAction } from "./use-action.ts";

const secretOf = (uri: string) => {
  try {
    return new URL(uri).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
};

/** Optional two-step sign-in with an authenticator app: on with the password (QR, key, backup codes), off likewise. */
export function TwoFactorPanel({ enabled, hasPassword }: { enabled: boolean; hasPassword: boolean }) {
  const qc = useQueryClient();
  const { busy, error, run } = useAction();
  const form = useForm<{ password: string }>({ defaultValues: { password: "" } });
  const [code, setCode] = useState("");
  const [setup, setSetup] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: accountSecurityKeys.all });

  const submitPassword = form.handleSubmit(async ({ password }) => {
    if (!password) {
      form.setError("password", { message: "Please enter your password." });
      return;
    }
    if (enabled) {
      if (await run(() => disableTwoFactor(password))) await refresh();
    } else {
      const s = await run(() => enableTwoFactor(password));
      if (s) setSetup(s);
    }
    form.reset();
  });
  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => verifyTwoFactorCode(code))) {
      setSetup(null);
      setCode("");
      await refresh();
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold text-ink">Two-step sign-in</h3>
      <p className="text-sm text-muted">
        {enabled
          ? "On: after your password, we ask for a code from your authenticator app."
          : "Off. Turn it on to ask for a code from an authenticator app each time you sign in."}
      </p>
      {!hasPassword ? (
        <Alert tone="info">Set a password first (use "Forgot password" on the sign-in page) to turn this on.</Alert>
      ) : setup ? (
        <form onSubmit={confirm} className="flex flex-col gap-3" noValidate>
          <div className="self-center rounded-xl bg-white p-2">
            <QRCodeSVG value={setup.totpURI} size={168} title="QR code for your authenticator app" />
          </div>
          <p className="text-sm text-muted">
            No camera? Enter this key:{" "}
            <code className="break-all rounded bg-slate-100 px-1 font-mono text-ink">{secretOf(setup.totpURI)}</code>
          </p>
          <p className="text-sm text-ink">Keep these backup codes somewhere safe. Each works once.</p>
          <ul className="grid grid-cols-2 gap-1 font-mono text-sm text-ink" aria-label="Backup codes">
            {setup.backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <TextField
            label="Code from your app"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {error ? <Alert>{error}</Alert> : null}
          <Button type="submit" busy={busy} busyText="Checking…" disabled={!code.trim()}>
            Turn on
          </Button>
        </form>
      ) : (
        <BoundForm form={form} onSubmit={submitPassword} className="flex flex-col gap-3">
          <PasswordField label="Your password" autoComplete="current-password" />
          {error ? <Alert>{error}</Alert> : null}
          <Button type="submit" variant={enabled ? "danger" : "secondary"} busy={busy}>
            {enabled ? "Turn off two-step sign-in" : "Set up two-step sign-in"}
          </Button>
        </BoundForm>
      )}
    </div>
  );
}
