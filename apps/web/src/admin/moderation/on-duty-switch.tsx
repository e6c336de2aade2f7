// My "on duty" switch: while on, messages that may be imminent are pushed to me at once.
// Turning it on also asks this browser for notifications (the push needs a subscribed browser).
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { subscribeToPush } from "../../lib/push/subscribe-to-push.ts";
import { errorMessage } from "../shell/admin-api.ts";
import { useOnDuty } from "./api/get-on-duty.ts";
import { useSetOnDuty } from "./api/set-on-duty.ts";

export function OnDutySwitch() {
  const { t } = useLingui();
  const id = useId();
  const duty = useOnDuty();
  const set = useSetOnDuty();
  const [pushNote, setPushNote] = useState<string | null>(null);
  const on = duty.data?.onDuty ?? false;

  const change = async (next: boolean) => {
    setPushNote(null);
    await set.mutateAsync(next).catch(() => {});
    if (!next) return;
    const result = await subscribeToPush();
    if (result === "denied") setPushNote(t`Notifications are blocked in this browser, so alerts cannot reach it.`);
    else if (result === "unsupported" || result === "failed")
      setPushNote(t`This browser cannot receive alerts. Keep the moderation queue open instead.`);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mb-4 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex min-h-11 items-start justify-between gap-3">
        <label htmlFor={id} className="min-w-0 flex-1 text-sm">
          <span id={`${id}-title`} className="font-semibold text-ink">
            <Trans>On duty</Trans>
          </span>
          <span id={`${id}-help`} className="mt-0.5 block text-muted">
            <Trans>
              While you are on duty, a message that may mean someone is in danger now is sent to this browser at once.
              The alert never shows what anyone wrote.
            </Trans>
          </span>
        </label>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={on}
          aria-describedby={`${id}-help`}
          className="mt-1 h-6 w-6 shrink-0 accent-brand-700"
          checked={on}
          disabled={duty.isPending || set.isPending}
          onChange={(e) => void change(e.target.checked)}
        />
      </div>
      {duty.isError ? <Alert>{errorMessage(duty.error)}</Alert> : null}
      {set.isError ? <Alert>{errorMessage(set.error)}</Alert> : null}
      {pushNote ? <Alert tone="info">{pushNote}</Alert> : null}
      <p className="mt-1 text-sm text-muted" role="status">
        {duty.isPending ? t`Loading…` : on ? t`You are on duty.` : t`You are off duty.`}
      </p>
    </section>
  );
}
