import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { BOOKING_MSG, type BookingItem, REVIEW_MAX_CHARS } from "@saathi/contract/bookings";
import { Star } from "lucide-react";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
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
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-ink">
            <Trans>Your rating</Trans>
          </legend>
          <div className="flex gap-1">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="cursor-pointer rounded-lg p-1 focus-within:ring-2 focus-within:ring-brand-500">
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                  className="sr-only"
                />
                <Star
                  size={30}
                  aria-hidden="true"
                  className={n <= rating ? "fill-amber-400 text-amber-400" : "text-slate-300"}
                />
                <span className="sr-only">
                  <Plural value={n} one="# star" other="# stars" />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label={t`Feedback`}
          value={feedback}
          maxLength={REVIEW_MAX_CHARS}
          rows={4}
          onChange={(e) => setFeedback(e.target.value)}
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
