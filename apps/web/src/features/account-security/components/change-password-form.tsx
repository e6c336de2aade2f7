import { Trans, useLingui } from "@lingui/react/macro";
import { PASSWORD_MIN } from "@saathi/contract/constants";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PasswordField } from "../../../components/forms/auth-fields.tsx";
import { BoundForm, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { accountSecurityKeys } from "../api/account-security-keys.ts";
import { changePassword } from "../api/change-password.ts";
import { useAction } from "./use-action.ts";

interface Values {
  currentPassword: string;
  newPassword: string;
}

/** Current password, then a new one (the sign-up rules); other devices are signed out. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const qc = useQueryClient();
  const { error, run } = useAction();
  const [done, setDone] = useState(false);
  const form = useForm<Values>({ defaultValues: { currentPassword: "", newPassword: "" } });
  const submit = form.handleSubmit(async (v) => {
    setDone(false);
    let bad = false;
    if (!v.currentPassword) {
      form.setError("currentPassword", { message: t`Please enter your current password.` });
      bad = true;
    }
    if (v.newPassword.length < PASSWORD_MIN) {
      form.setError("newPassword", { message: t`Use at least ${PASSWORD_MIN} characters` });
      bad = true;
    }
    if (bad) return;
    if (await run(() => changePassword(v))) {
      setDone(true);
      form.reset();
      await qc.invalidateQueries({ queryKey: accountSecurityKeys.all });
    }
  });
  return (
    <section aria-labelledby="change-password-heading">
      <h3 id="change-password-heading" className="mb-3 font-semibold text-ink">
        <Trans>Change password</Trans>
      </h3>
      <BoundForm form={form} onSubmit={submit} className="flex flex-col gap-3">
        <PasswordField name="currentPassword" label={t`Current password`} autoComplete="current-password" />
        <PasswordField
          name="newPassword"
          label={t`New password`}
          autoComplete="new-password"
          hint={t`At least ${PASSWORD_MIN} characters`}
        />
        {error ? <Alert>{error}</Alert> : null}
        {done ? (
          <Alert tone="success">
            <Trans>Password changed. Other devices were signed out.</Trans>
          </Alert>
        ) : null}
        <SubmitButton busyText={t`Changing…`}>
          <Trans>Change password</Trans>
        </SubmitButton>
      </BoundForm>
    </section>
  );
}
