import { Trans, useLingui } from "@lingui/react/macro";
import { DISPUTE_REPLY_MAX, disputeReplyBodySchema } from "@saathi/contract/booking-disputes";
import type { BookingItem } from "@saathi/contract/bookings";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useReplyDispute } from "../api/reply-dispute.ts";

/** The expert's one answer to a reported problem, while the Saathi team reviews it. */
export function DisputeReplyForm({ booking }: { booking: BookingItem }) {
  const { t } = useLingui();
  const reply = useReplyDispute();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | undefined>();
  const d = booking.dispute;
  if (!d || d.expertReply !== null || d.status !== "open") return null;
  const submit = () => {
    const parsed = disputeReplyBodySchema.safeParse({ message });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    reply.mutate(
      { bookingId: booking.bookingId, message: parsed.data.message },
      { onSuccess: () => toast(t`Your answer has been sent to the Saathi team`) },
    );
  };
  return (
    <section aria-label={t`Answer the report`} className="flex flex-col gap-2">
      <TextAreaField
        label={t`Your answer (you can answer once)`}
        value={message}
        rows={3}
        maxLength={DISPUTE_REPLY_MAX}
        error={error ? tx(error) : undefined}
        onChange={(e) => setMessage(e.target.value)}
      />
      {reply.isError ? <Alert>{tx(reply.error.message)}</Alert> : null}
      <Button onClick={submit} busy={reply.isPending} busyText={t`Sending...`}>
        <Trans>Send answer</Trans>
      </Button>
    </section>
  );
}
