// The fields of a review, shared by a session's review and a circle's: 1-5 stars (radio buttons drawn as
// stars, named "1 star" … "5 stars" for screen readers) and a text box. The form around them (a dialog
// or an inline card), its rules and its request stay with the feature.
import { Plural, Trans } from "@lingui/react/macro";
import { Star } from "lucide-react";
import { useId } from "react";
import { TextAreaField } from "../ui/text-area-field.tsx";

export interface ReviewFieldsProps {
  rating: number;
  onRating(rating: number): void;
  text: string;
  onText(text: string): void;
  /** The text box's label (e.g. "Feedback", "Comment (optional)"). */
  textLabel: string;
  maxLength: number;
  rows?: number;
  /** The id of the error that describes the rating, when one is shown. */
  describedBy?: string | undefined;
}

export function ReviewFields({
  rating,
  onRating,
  text,
  onText,
  textLabel,
  maxLength,
  rows = 3,
  describedBy,
}: ReviewFieldsProps) {
  const name = `${useId()}-rating`;
  return (
    <>
      <fieldset aria-describedby={describedBy}>
        <legend className="mb-1 text-sm font-medium text-ink">
          <Trans>Your rating</Trans>
        </legend>
        <div className="flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer rounded-lg p-1 focus-within:ring-2 focus-within:ring-brand-500">
              <input
                type="radio"
                name={name}
                value={n}
                checked={rating === n}
                onChange={() => onRating(n)}
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
        label={textLabel}
        value={text}
        maxLength={maxLength}
        rows={rows}
        onChange={(e) => onText(e.target.value)}
      />
    </>
  );
}
