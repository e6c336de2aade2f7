import { CALL_MSG, callWindowState } from "@saathi/contract/calls";
import { Phone } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";

/** The session's call: open from 10 minutes before the start until the end; before that it says when. */
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
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  const open = callWindowState(new Date(startsAt), new Date(endsAt), now);
  const why = open === "early" ? CALL_MSG.tooEarly : open === "over" ? CALL_MSG.over : undefined;
  return (
    <Button
      variant="secondary"
      disabled={open !== "open"}
      busy={busy}
      busyText="Starting..."
      onClick={onClick}
      title={why}
      aria-description={why}
    >
      <Phone size={16} aria-hidden="true" />
      {label}
    </Button>
  );
}
