import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { CIRCLE_REVIEW_MAX_CHARS, CIRCLE_REVIEW_MSG, type Seat } from "@saathi/contract/circles";
import { Star } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
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
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-ink">
          <Trans>Your rating</Trans>
        </legend>
        <div className="flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer rounded-lg p-1 focus-within:ring-2 focus-within:ring-brand-500">
              <input
                type="radio"
                name={`${id}-rating`}
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
        label={t`Comment (optional)`}
        value={comment}
        maxLength={CIRCLE_REVIEW_MAX_CHARS}
        rows={3}
        onChange={(e) => setComment(e.target.value)}
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
