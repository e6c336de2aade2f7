import { Trans, useLingui } from "@lingui/react/macro";
import { BOOKING_MSG, type BookingItem, REVIEW_MAX_CHARS } from "@saathi/contract/bookings";
import { useState } from "react";
import { ReviewFields } from "../../../components/forms/review-fields.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useReview } from "../api/review-booking.ts";
import { SmallDialog } from "./confirm-dialog.tsx";

/** Rate a finished session once: 1-5 stars and a few words. */
export function ReviewDialog({ booking, onClose }: { booking: BookingItem | null; onClose(): void }) {
  const { t } = useLingui();
  const review = useReview();
  const name = booking?.counterpart.name ?? "";
  const [rating, setRating] = useState(0);
  const [feedback, setFeedback] = useState("");
  const [error, setError] = useState("");
  const close = () => {
    setRating(0);
    setFeedback("");
    setError("");
    review.reset();
    onClose();
  };
  const submit = () => {
    if (rating < 1) return setError(BOOKING_MSG.ratingRange);
    if (!feedback.trim()) return setError(BOOKING_MSG.feedbackRequired);
    setError("");
    if (!booking) return;
    review.mutate(
      { bookingId: booking.bookingId, body: { rating, feedback: feedback.trim() } },
      {
        onSuccess: () => {
          toast(t`Thank you for your feedback`);
          close();
        },
      },
    );
  };
  return (
    <SmallDialog
      open={Boolean(booking)}
      onOpenChange={(o) => !o && close()}
      title={t`Rate your session`}
      description={booking ? t`How was your session with ${name}?` : undefined}
    >
      <div className="flex flex-col gap-3">
        <ReviewFields
          rating={rating}
          onRating={setRating}
          text={feedback}
          onText={setFeedback}
          textLabel={t`Feedback`}
          maxLength={REVIEW_MAX_CHARS}
          rows={4}
        />
        {error ? <Alert>{tx(error)}</Alert> : null}
        {review.isError ? <Alert>{tx(review.error.message)}</Alert> : null}
        <Button onClick={submit} busy={review.isPending} busyText={t`Sending...`}>
          <Trans>Submit</Trans>
        </Button>
      </div>
    </SmallDialog>
  );
}
