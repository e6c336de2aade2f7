import { Trans, useLingui } from "@lingui/react/macro";
import { CIRCLE_REVIEW_MAX_CHARS, CIRCLE_REVIEW_MSG, type Seat } from "@saathi/contract/circles";
import { useId, useState } from "react";
import { ReviewFields } from "../../../components/forms/review-fields.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useReviewCircle } from "../api/review-circle.ts";

/**
 * "Review this circle" on a past confirmed seat: stars (1-5) and an optional comment, once. The review is
 * shown on the circle's page under the seat's nickname.
 */
export function ReviewCircleForm({ seat, onDone }: { seat: Seat; onDone(): void }) {
  const { t } = useLingui();
  const review = useReviewCircle();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [error, setError] = useState("");
  const nickname = seat.nickname;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (rating < 1) return setError(CIRCLE_REVIEW_MSG.ratingRange);
    setError("");
    review.mutate({ seatId: seat.id, body: { rating, comment: comment.trim() } }, { onSuccess: onDone });
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-3"
      noValidate
    >
      <h4 id={`${id}-title`} className="font-semibold text-ink">
        <Trans>Review this circle</Trans>
      </h4>
      <p className="text-sm text-muted">
        <Trans>Your review is shown under your circle nickname, {nickname}, never your name.</Trans>
      </p>
      <ReviewFields
        rating={rating}
        onRating={setRating}
        text={comment}
        onText={setComment}
        textLabel={t`Comment (optional)`}
        maxLength={CIRCLE_REVIEW_MAX_CHARS}
        describedBy={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {tx(error)}
        </p>
      ) : null}
      {review.isError ? <Alert>{tx(review.error.message)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={review.isPending} busyText={t`Sending...`}>
          <Trans>Send review</Trans>
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={review.isPending}>
          <Trans>Not now</Trans>
        </Button>
      </div>
    </form>
  );
}
