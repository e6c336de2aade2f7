// How onboarding names the contract's values: the values (stored and sent to the API) stay English,
// the words shown are message descriptors, translated with i18n._(label) when they are rendered.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Specialisation } from "@saathi/contract/experts";
import type { FREE_CONSULTATION, ONBOARDING_STEPS } from "@saathi/contract/onboarding";
import { formatDate } from "../../../lib/i18n/format.ts";

/** The four steps' names, as ONBOARDING_STEPS lists them. */
export const STEP_LABEL: Record<(typeof ONBOARDING_STEPS)[number], MessageDescriptor> = {
  "Personal Details": msg`Personal Details`,
  "Select your Interest": msg`Select your Interest`,
  "Professional & Passion Details": msg`Professional & Passion Details`,
  "Preview & Confirm": msg`Preview & Confirm`,
};

/** The categories an expert supports (SPECIALISATIONS). */
export const SPECIALISATION_LABEL: Record<Specialisation, MessageDescriptor> = {
  Depression: msg`Depression`,
  "Teen and Family": msg`Teen and Family`,
  "Work Challenges": msg`Work Challenges`,
  "Stress & Anxiety": msg`Stress & Anxiety`,
  Relationship: msg`Relationship`,
  "Mental Health": msg`Mental Health`,
};

/** The answers to 'Do you offer a free first consultation?' (FREE_CONSULTATION). */
export const FREE_CONSULTATION_LABEL: Record<(typeof FREE_CONSULTATION)[number], MessageDescriptor> = {
  Yes: msg`Yes`,
  No: msg`No`,
  Maybe: msg`Maybe`,
};

/** Weekday 0 (Sunday) to 6 (Saturday), named in the language shown now ('Monday' / 'सोमवार'). */
export function weekdayName(weekday: number): string {
  // 7 January 2024 was a Sunday; noon keeps the date the same in every time zone.
  return formatDate(new Date(2024, 0, 7 + weekday, 12), { weekday: "long" });
}
