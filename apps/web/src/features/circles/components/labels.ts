import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SeatStatus, WaitlistEntry } from "@saathi/contract/circles";
import type { TimeWindow } from "../circle-rules.ts";

/** What a seat's state means to its member. */
export const SEAT_STATUS: Record<SeatStatus, MessageDescriptor> = {
  held: msg`Waiting for payment`,
  confirmed: msg`Confirmed`,
  cancelled: msg`Cancelled`,
  expired: msg`Not booked`,
  refunded: msg`Refunded`,
};

export const WAIT_STATUS: Record<WaitlistEntry["status"], MessageDescriptor> = {
  waiting: msg`On the waitlist`,
  offered: msg`A seat is yours to take`,
  taken: msg`Seat taken`,
  expired: msg`Offer ended`,
  left: msg`Left the waitlist`,
};

export const WINDOW_LABEL: Record<TimeWindow, MessageDescriptor> = {
  any: msg`Any time`,
  week: msg`Next 7 days`,
  month: msg`Next 30 days`,
};
