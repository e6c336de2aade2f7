// Asks for notifications only after a meaningful moment: shown in the booking success
// dialog, and in a chat once the member's message was sent; never on first load, never again for 30
// days after "Not now", and not at all where the browser already answered or cannot receive pushes.
import { Trans, useLingui } from "@lingui/react/macro";
import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { type PushMoment, usePushMoment } from "../../lib/push/push-moment.ts";
import { rememberNotNow, saidNotNowRecently } from "../../lib/push/push-prompt-memory.ts";
import { pushPermission, pushSupported, subscribeToPush } from "../../lib/push/subscribe-to-push.ts";
import { Button } from "../ui/button.tsx";

type State = "checking" | "ask" | "working" | "on" | "denied" | "failed" | "hidden";

/** Whether to offer: never asked (or allowed, but this browser has no subscription) and no recent "Not now". */
async function worthAsking(): Promise<boolean> {
  if (!pushSupported() || saidNotNowRecently()) return false;
  const permission = pushPermission();
  if (permission === "default") return true;
  if (permission !== "granted") return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return !(await registration?.pushManager.getSubscription());
}

/**
 * `waitFor`: the moment the screen marks on its success path (a sent chat message); without it the
 * prompt's own appearance is the moment (the booking success dialog).
 */
export function PushPrompt({ waitFor, className = "" }: { waitFor?: PushMoment; className?: string }) {
  const { t } = useLingui();
  const marked = usePushMoment(waitFor ?? "booking");
  const moment = !waitFor || marked;
  const [state, setState] = useState<State>("checking");

  useEffect(() => {
    if (!moment) return;
    let live = true;
    worthAsking().then(
      (yes) => live && setState((s) => (s === "checking" ? (yes ? "ask" : "hidden") : s)),
      () => live && setState("hidden"),
    );
    return () => {
      live = false;
    };
  }, [moment]);

  if (!moment || state === "checking" || state === "hidden") return null;

  async function turnOn() {
    setState("working");
    const result = await subscribeToPush();
    setState(result === "subscribed" ? "on" : result === "denied" ? "denied" : "failed");
  }

  if (state === "on" || state === "denied" || state === "failed") {
    return (
      <p role="status" className={`rounded-2xl bg-brand-50 p-3 text-left text-sm text-ink ${className}`}>
        {state === "on" ? (
          <Trans>Notifications are on for this device.</Trans>
        ) : state === "denied" ? (
          <Trans>Notifications are blocked for Saathi in this browser. You can allow them in the site settings.</Trans>
        ) : (
          <Trans>We could not turn on notifications just now. Please try again later.</Trans>
        )}
      </p>
    );
  }

  return (
    <aside
      aria-label={t`Notifications`}
      className={`flex flex-col gap-2 rounded-2xl border border-brand-200 bg-brand-50 p-3 text-left text-ink ${className}`}
    >
      <p className="flex items-start gap-2 text-sm">
        <BellRing size={18} className="mt-0.5 shrink-0 text-brand-700" aria-hidden="true" />
        <Trans>
          Saathi can gently remind you before your sessions and tell you when someone writes to you, even when the app
          is closed.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button busy={state === "working"} busyText={t`Turning on…`} onClick={() => void turnOn()}>
          <Trans>Turn on notifications</Trans>
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            rememberNotNow();
            setState("hidden");
          }}
        >
          <Trans>Not now</Trans>
        </Button>
      </div>
    </aside>
  );
}
