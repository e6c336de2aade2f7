// Asks a staff member for the code from their authenticator app (or a one-time backup code) to prove
// the second factor for this session.
import { Trans, useLingui } from "@lingui/react/macro";
import { ADMIN_MSG } from "@saathi/contract/admin";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { tx } from "../../lib/i18n/translate.ts";
import { errorMessage } from "./admin-api.ts";
import { verifyBackupCode } from "./api/verify-backup-code.ts";
import { verifyTotp } from "./api/verify-totp.ts";

export function CodeEntry({ onVerified, allowBackup = true }: { onVerified(): void; allowBackup?: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = code.replace(/\s/g, "");
    if (!backup && !/^\d{6}$/.test(value)) {
      setError(t`Enter the 6-digit code from your authenticator app.`);
      return;
    }
    if (backup && value.length < 6) {
      setError(t`Enter one of your backup codes.`);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await (backup ? verifyBackupCode(value) : verifyTotp(value));
      onVerified();
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-muted">{tx(ADMIN_MSG.twoFactorRequired)}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {backup ? t`Backup code` : t`Authentication code`}
        </label>
        <input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode={backup ? "text" : "numeric"}
          autoComplete="one-time-code"
          maxLength={backup ? 32 : 6}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 py-2 text-lg tracking-widest text-ink"
        />
      </div>
      {error ? <Alert id={`${id}-error`}>{error}</Alert> : null}
      <Button type="submit" busy={busy} busyText={t`Checking…`}>
        <Trans>Continue</Trans>
      </Button>
      {allowBackup ? (
        <Button
          variant="ghost"
          onClick={() => {
            setBackup(!backup);
            setCode("");
            setError(undefined);
          }}
        >
          {backup ? t`Use the code from my app instead` : t`Use a backup code instead`}
        </Button>
      ) : null}
    </form>
  );
}
