import { Trans } from "@lingui/react/macro";
import { formatMoney } from "../../../lib/i18n/format.ts";

/** 'Free' or the price with the rupee sign ('₹499'): the contract's coursePriceLabel, translated. */
export function CoursePrice({ course }: { course: { isPaid: boolean; price: number } }) {
  return course.isPaid && course.price > 0 ? formatMoney(course.price) : <Trans>Free</Trans>;
}
