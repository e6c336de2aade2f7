import { Plural, Trans } from "@lingui/react/macro";
import { EXPERT_MSG, formatRupees } from "@saathi/contract/experts";
import { tx } from "../../../lib/i18n/translate.ts";

/** 'Rs. {rate} for 1 Hour' (the contract's feeLabel, in the reader's language). */
export function FeeLabel({ paise }: { paise: number }) {
  const amount = formatRupees(paise);
  return <Trans>Rs. {amount} for 1 Hour</Trans>;
}

/** '4.5 (12 reviews)', or 'No ratings' (the contract's ratingLabel, in the reader's language). */
export function RatingLabel({ rating, count }: { rating: number | null; count: number }) {
  if (!count || rating === null) return <>{tx(EXPERT_MSG.noRatings)}</>;
  const average = rating.toFixed(1);
  return (
    <>
      {average} (<Plural value={count} one="# review" other="# reviews" />)
    </>
  );
}
