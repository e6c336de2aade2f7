// The Security section of /settings: password, email, two-step sign-in, devices, sign-ins.
import { Trans, useLingui } from "@lingui/react/macro";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useAccountSecurity } from "../api/get-account-security.ts";
import { ChangeEmailForm } from "./change-email-form.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { DevicesList } from "./devices-list.tsx";
import { SignInHistory } from "./sign-in-history.tsx";
import { TwoFactorPanel } from "./two-factor-panel.tsx";

export function SecuritySection() {
  const { t } = useLingui();
  const q = useAccountSecurity();
  return (
    <SettingsSection
      id="security"
      title={t`Security`}
      description={t`Your password, email, two-step sign-in and where you are signed in.`}
    >
      {q.isPending ? (
        <p className="text-sm text-muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : q.isError ? (
        <div className="flex flex-col gap-2">
          <Alert>{tx(q.error.message)}</Alert>
          <Button variant="secondary" onClick={() => q.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <DevicesList devices={q.data.devices} />
          {q.data.hasPassword ? <ChangePasswordForm /> : null}
          <ChangeEmailForm email={q.data.email} />
          <TwoFactorPanel enabled={q.data.twoFactorEnabled} hasPassword={q.data.hasPassword} />
          <SignInHistory signIns={q.data.signIns} />
        </div>
      )}
    </SettingsSection>
  );
}
