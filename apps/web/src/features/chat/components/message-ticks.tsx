import { useLingui } from "@lingui/react/macro";
import { tickFor } from "@saathi/contract/chat";
import { Check, CheckCheck, Clock } from "lucide-react";

/**
 * The send status of one of my messages: clock, single tick, grey double, blue double. `waiting`: the
 * clock of a message kept on the phone until the network is back.
 */
export function MessageTicks({
  message,
  waiting = false,
}: {
  message: { id: string; readAt: string | null; deliveredAt: string | null };
  waiting?: boolean;
}) {
  const { t } = useLingui();
  const tick = tickFor(message);
  const label =
    tick === "clock" && waiting
      ? t`Waiting for connection`
      : { clock: t`Sending`, sent: t`Sent`, delivered: t`Delivered`, read: t`Read` }[tick];
  const icon =
    tick === "clock" ? (
      <Clock size={14} />
    ) : tick === "sent" ? (
      <Check size={14} />
    ) : (
      <CheckCheck size={14} className={tick === "read" ? "text-sky-500" : ""} />
    );
  const queued = waiting && tick === "clock";
  return (
    <>
      {/* Seen as words too: a clock alone reads as "sending" for ever. */}
      {queued ? <span aria-hidden="true">{label}</span> : null}
      <span
        role="img"
        aria-label={label}
        title={label}
        data-tick={tick}
        data-waiting={queued ? "true" : undefined}
        className="inline-flex"
      >
        {icon}
      </span>
    </>
  );
}
