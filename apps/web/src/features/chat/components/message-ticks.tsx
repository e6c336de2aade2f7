import { useLingui } from "@lingui/react/macro";
import { tickFor } from "@saathi/contract/chat";
import { Check, CheckCheck, Clock } from "lucide-react";

/** The send status of one of my messages: clock, single tick, grey double, blue double. */
export function MessageTicks({
  message,
}: {
  message: { id: string; readAt: string | null; deliveredAt: string | null };
}) {
  const { t } = useLingui();
  const tick = tickFor(message);
  const label = { clock: t`Sending`, sent: t`Sent`, delivered: t`Delivered`, read: t`Read` }[tick];
  const icon =
    tick === "clock" ? (
      <Clock size={14} />
    ) : tick === "sent" ? (
      <Check size={14} />
    ) : (
      <CheckCheck size={14} className={tick === "read" ? "text-sky-500" : ""} />
    );
  return (
    <span role="img" aria-label={label} data-tick={tick} className="inline-flex">
      {icon}
    </span>
  );
}
