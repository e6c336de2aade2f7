import { useLingui } from "@lingui/react/macro";
import { CALL_MSG, callWindowState } from "@saathi/contract/calls";
import { Phone } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { tx } from "../../lib/i18n/translate.ts";
import { Button } from "../ui/button.tsx";

/**
 * The session's call: open from 10 minutes before the start until the end. While it is closed the
 * reason is written under the button (and linked to it), not hidden in a hover tooltip that touch
 * screens never show. `label` comes translated; without it the button says 'Call'.
 */
export function CallButton({
  label,
  startsAt,
  endsAt,
  onClick,
  busy = false,
}: {
  label?: string;
  startsAt: string;
  endsAt: string;
  onClick(): void;
  busy?: boolean;
}) {
  const { t } = useLingui();
  const reasonId = useId();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const open = callWindowState(new Date(startsAt), new Date(endsAt), now);
  const why = open === "early" ? tx(CALL_MSG.tooEarly) : open === "over" ? tx(CALL_MSG.over) : undefined;
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        disabled={open !== "open"}
        busy={busy}
        busyText={t`Starting...`}
        onClick={onClick}
        title={why}
        aria-describedby={why ? reasonId : undefined}
      >
        <Phone size={16} aria-hidden="true" />
        {label ?? t`Call`}
      </Button>
      {why ? (
        <p id={reasonId} className="text-xs text-muted">
          {why}
        </p>
      ) : null}
    </div>
  );
}
