// Words for the server's codes that the console shows as words ("confirmed", "captured", "expert
// absent"): the same English as the codes read, and their Hindi from the admin catalog. An unknown
// code is shown as it is.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

type Labels = Record<string, MessageDescriptor>;

export const BOOKING_STATUS: Labels = {
  HELD: msg`held`,
  CONFIRMED: msg`confirmed`,
  CANCELLED: msg`cancelled`,
  FAILED: msg`failed`,
  EXPIRED: msg`expired`,
};

export const PAYMENT_STATE: Labels = {
  created: msg`created`,
  captured: msg`captured`,
  failed: msg`failed`,
  refunded: msg`refunded`,
};

/** A booking's refund state (the bookings filter). */
export const REFUND_STATE: Labels = {
  none: msg`none`,
  pending: msg`pending`,
  refunded: msg`refunded`,
  partial: msg`partial`,
};

/** One refund's state. */
export const REFUND_STATUS: Labels = { pending: msg`pending`, refunded: msg`refunded`, failed: msg`failed` };

export const REFUND_SOURCE: Labels = {
  admin: msg`admin`,
  dispute: msg`dispute`,
  expert_suspended: msg`expert_suspended`,
  cancellation: msg`cancellation`,
};

export const DISPUTE_STATUS: Labels = { open: msg`open`, resolved: msg`resolved` };

export const DISPUTE_RESOLUTION: Labels = { refund: msg`refund`, partial: msg`partial`, none: msg`none` };

/** A reported problem's category, as a short phrase ("expert absent"). */
export const PROBLEM_CATEGORY: Labels = {
  expert_absent: msg`expert absent`,
  late: msg`late`,
  unprofessional: msg`unprofessional`,
  technical: msg`technical`,
  other: msg`other`,
};

/** The word for a code, in the language shown now (the code itself when there is none). */
export function codeLabel(i18n: I18n, labels: Labels, code: string): string {
  const label = Object.hasOwn(labels, code) ? labels[code] : undefined;
  return label ? i18n._(label) : code;
}

export const SESSION_TYPE: Labels = { audio: msg`audio`, video: msg`video`, chat: msg`chat` };

/** Who cancelled a booking. */
export const CANCELLED_BY: Labels = { member: msg`member`, expert: msg`expert`, admin: msg`admin` };
