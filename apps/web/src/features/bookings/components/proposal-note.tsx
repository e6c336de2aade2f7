import { Trans, useLingui } from "@lingui/react/macro";
import type { BookingItem } from "@saathi/contract/bookings";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useAnswerProposal } from "../api/answer-proposal.ts";
import { BookingTime } from "./booking-time.tsx";

/**
 * A new time the expert proposed. The member sees Accept / Decline; the expert sees that the
 * answer is awaited.
 */
export function ProposalNote({ booking, viewer }: { booking: BookingItem; viewer: "member" | "expert" }) {
  const { t } = useLingui();
  const answer = useAnswerProposal();
  const p = booking.proposal;
  if (!p || booking.status !== "CONFIRMED") return null;
  const reply = (what: "accept" | "decline") =>
    answer.mutate(
      { bookingId: booking.bookingId, proposalId: p.id, answer: what },
      {
        onSuccess: () => toast(what === "accept" ? t`Your session has a new time.` : t`You kept the original time.`),
      },
    );
  return (
    <section
      aria-label={t`Proposed new time`}
      className="flex flex-col gap-2 rounded-2xl border border-brand-200 bg-brand-50 p-3 text-sm"
    >
      <p className="text-ink">
        {viewer === "member" ? (
          <Trans>Your expert proposed a new time:</Trans>
        ) : (
          <Trans>You proposed a new time; the member has not answered yet:</Trans>
        )}{" "}
        <BookingTime startsAt={p.startsAt} endsAt={p.endsAt} />
      </p>
      {answer.isError ? <Alert>{tx(answer.error.message)}</Alert> : null}
      {viewer === "member" ? (
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" disabled={answer.isPending} onClick={() => reply("decline")}>
            <Trans>Decline</Trans>
          </Button>
          <Button busy={answer.isPending} busyText={t`Saving...`} onClick={() => reply("accept")}>
            <Trans>Accept</Trans>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
