import { CALL_MSG, callWindowState } from "@saathi/contract/calls";
import { Phone } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "../ui/button.tsx";

/**
 * The session's call: open from 10 minutes before the start until the end. While it is closed the
 * reason is written under the button (and linked to it), not hidden in a hover tooltip that touch
 * screens never show.
 */
export function CallButton({
  label = "Call",
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
  const reasonId = useId();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  const open = callWindowState(new Date(startsAt), new Date(endsAt), now);
  const why = open === "early" ? CALL_MSG.tooEarly : open === "over" ? CALL_MSG.over : undefined;
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        disabled={open !== "open"}
        busy={busy}
        busyText="Starting..."
        onClick={onClick}
        title={why}
        aria-describedby={why ? reasonId : undefined}
      >
        <Phone size={16} aria-hidden="true" />
        {label}
      </Button>
      {why ? (
        <p id={reasonId} className="text-xs text-muted">
          {why}
        </p>
      ) : null}
    </div>
  );
}
