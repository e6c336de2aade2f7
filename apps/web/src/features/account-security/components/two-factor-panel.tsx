import { Trans, useLingui } from "@lingui/react/macro";
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
  const { t } = useLingui();
  const qc = useQueryClient();
  const { busy, error, run } = useAction();
  const form = useForm<{ password: string }>({ defaultValues: { password: "" } });
  const [code, setCode] = useState("");
  const [setup, setSetup] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: accountSecurityKeys.all });
  const secret = setup ? secretOf(setup.totpURI) : "";

  const submitPassword = form.handleSubmit(async ({ password }) => {
    if (!password) {
      form.setError("password", { message: t`Please enter your password.` });
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
      <h3 className="font-semibold text-ink">
        <Trans>Two-step sign-in</Trans>
      </h3>
      <p className="text-sm text-muted">
        {enabled ? (
          <Trans>On: after your password, we ask for a code from your authenticator app.</Trans>
        ) : (
          <Trans>Off. Turn it on to ask for a code from an authenticator app each time you sign in.</Trans>
        )}
      </p>
      {!hasPassword ? (
        <Alert tone="info">
          <Trans>Set a password first (use "Forgot password" on the sign-in page) to turn this on.</Trans>
        </Alert>
      ) : setup ? (
        <form onSubmit={confirm} className="flex flex-col gap-3" noValidate>
          <div className="self-center rounded-xl bg-white p-2">
            <QRCodeSVG value={setup.totpURI} size={168} title={t`QR code for your authenticator app`} />
          </div>
          <p className="text-sm text-muted">
            <Trans>
              No camera? Enter this key:{" "}
              <code className="break-all rounded bg-slate-100 px-1 font-mono text-ink">{secret}</code>
            </Trans>
          </p>
          <p className="text-sm text-ink">
            <Trans>Keep these backup codes somewhere safe. Each works once.</Trans>
          </p>
          <ul className="grid grid-cols-2 gap-1 font-mono text-sm text-ink" aria-label={t`Backup codes`}>
            {setup.backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <TextField
            label={t`Code from your app`}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {error ? <Alert>{error}</Alert> : null}
          <Button type="submit" busy={busy} busyText={t`Checking…`} disabled={!code.trim()}>
            <Trans>Turn on</Trans>
          </Button>
        </form>
      ) : (
        <BoundForm form={form} onSubmit={submitPassword} className="flex flex-col gap-3">
          <PasswordField label={t`Your password`} autoComplete="current-password" />
          {error ? <Alert>{error}</Alert> : null}
          <Button type="submit" variant={enabled ? "danger" : "secondary"} busy={busy}>
            {enabled ? <Trans>Turn off two-step sign-in</Trans> : <Trans>Set up two-step sign-in</Trans>}
          </Button>
        </BoundForm>
      )}
    </div>
  );
}
