import { PASSWORD_MIN } from "@saathi/contract/constants";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { accountSecurityKeys } from "../api/account-security-keys.ts";
import { changePassword } from "../api/change-password.ts";
import { useAction } from "./use-action.ts";

/** Current password, then a new one (the sign-up rules); other devices are signed out. */
export function ChangePasswordForm() {
  const qc = useQueryClient();
  const { busy, error, run } = useAction();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [done, setDone] = useState(false);
  const tooShort = next.length > 0 && next.length < PASSWORD_MIN;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    if (!current || next.length < PASSWORD_MIN) return;
    const ok = await run(() => changePassword({ currentPassword: current, newPassword: next }));
    if (ok) {
      setDone(true);
      setCurrent("");
      setNext("");
      await qc.invalidateQueries({ queryKey: accountSecurityKeys.all });
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="change-password-heading" noValidate>
      <h3 id="change-password-heading" className="font-semibold text-ink">
        Change password
      </h3>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        required
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        hint={`At least ${PASSWORD_MIN} characters`}
        error={tooShort ? `Use at least ${PASSWORD_MIN} characters` : undefined}
        required
      />
      {error ? <Alert>{error}</Alert> : null}
      {done ? <Alert tone="success">Password changed. Other devices were signed out.</Alert> : null}
      <Button type="submit" busy={busy} busyText="Changing…" disabled={!current || next.length < PASSWORD_MIN}>
        Change password
      </Button>
    </form>
  );
}
