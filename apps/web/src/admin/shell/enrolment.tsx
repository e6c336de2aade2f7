// First-time set-up of two-factor for a staff account: password → QR code (and the secret as text for
// apps without a camera) → backup codes to keep → a code from the app confirms it and this session.

import { zodResolver } from "@hookform/resolvers/zod";
import { t as globalT } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { STAFF_MSG } from "@saathi/contract/admin-staff";
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { PasswordField } from "../../components/forms/auth-fields.tsx";
import { BoundForm, SubmitButton } from "../../components/forms/bound-form.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { tx } from "../../lib/i18n/translate.ts";
import { errorMessage } from "./admin-api.ts";
import { enableTwoFactor } from "./api/enable-two-factor.ts";
import { CodeEntry } from "./code-entry.tsx";

/** The base32 secret inside an otpauth:// URI, for typing into an app by hand. */
export function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}

// The message is made when the check runs, so it is in the language shown then.
const passwordSchema = z.object({ password: z.string().min(1, { error: () => globalT`Enter your password` }) });

export function Enrolment({ hasPassword, onVerified }: { hasPassword: boolean; onVerified(): void }) {
  const { t } = useLingui();
  const form = useForm<z.infer<typeof passwordSchema>>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: "" },
  });
  const [setup, setSetup] = useState<{ totpURI: string; backupCodes: string[] }>();
  const [copied, setCopied] = useState(false);

  if (!hasPassword) return <Alert tone="info">{tx(STAFF_MSG.needsPassword)}</Alert>;

  const start = form.handleSubmit(async ({ password }) => {
    try {
      setSetup(await enableTwoFactor(password));
    } catch (err) {
      form.setError("password", { message: errorMessage(err) });
    }
  });

  if (!setup) {
    return (
      <BoundForm form={form} onSubmit={start} className="flex flex-col gap-3">
        <p className="text-sm text-muted">
          <Trans>
            Staff accounts use two-factor authentication. Confirm your password to set it up with an authenticator app
            (Google Authenticator, Microsoft Authenticator, 1Password…).
          </Trans>
        </p>
        <PasswordField label={t`Password`} autoComplete="current-password" />
        <SubmitButton busyText={t`Preparing…`}>
          <Trans>Set up two-factor</Trans>
        </SubmitButton>
      </BoundForm>
    );
  }

  const codes = setup.backupCodes.join("\n");
  const download = () => {
    const heading = t`Saathi backup codes`;
    const url = URL.createObjectURL(new Blob([`${heading}\n\n${codes}\n`], { type: "text/plain" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "saathi-backup-codes.txt";
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="tf-scan" className="flex flex-col gap-2">
        <h2 id="tf-scan" className="font-semibold text-ink">
          <Trans>1. Scan this code with your authenticator app</Trans>
        </h2>
        <div className="self-center rounded-xl bg-white p-3">
          <QRCodeSVG value={setup.totpURI} size={184} title={t`QR code for your authenticator app`} />
        </div>
        <p className="text-sm text-muted">
          <Trans>No camera? Enter this key instead:</Trans>{" "}
          <code className="break-all rounded bg-slate-100 px-1 font-mono text-ink">{secretOf(setup.totpURI)}</code>
        </p>
      </section>
      <section aria-labelledby="tf-backup" className="flex flex-col gap-2">
        <h2 id="tf-backup" className="font-semibold text-ink">
          <Trans>2. Keep your backup codes somewhere safe</Trans>
        </h2>
        <p className="text-sm text-muted">
          <Trans>Each works once, if you lose your phone.</Trans>
        </p>
        <ul className="grid grid-cols-2 gap-1 font-mono text-sm text-ink">
          {setup.backupCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              navigator.clipboard?.writeText(codes).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t`Copied` : t`Copy codes`}
          </Button>
          <Button variant="secondary" onClick={download}>
            <Trans>Download codes</Trans>
          </Button>
        </div>
      </section>
      <section aria-labelledby="tf-confirm" className="flex flex-col gap-2">
        <h2 id="tf-confirm" className="font-semibold text-ink">
          <Trans>3. Enter the code your app shows</Trans>
        </h2>
        <CodeEntry onVerified={onVerified} allowBackup={false} />
      </section>
    </div>
  );
}
