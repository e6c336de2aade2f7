import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import {
  DEFAULT_SESSION_MINUTES,
  interestsSchema,
  type OnboardingProfileInput,
  personalDetailsSchema,
  professionalDetailsSchema,
} from "@saathi/contract/onboarding";
import { i18n } from "../../../lib/i18n/i18n.ts";

export type FormValues = OnboardingProfileInput;

/** The fields each step owns (step 4 is the preview). */
export const STEP_FIELDS: (keyof FormValues)[][] = [
  Object.keys(personalDetailsSchema.shape) as (keyof FormValues)[],
  Object.keys(interestsSchema.shape) as (keyof FormValues)[],
  Object.keys(professionalDetailsSchema.shape) as (keyof FormValues)[],
];

const STEP_SCHEMAS = [personalDetailsSchema, interestsSchema, professionalDetailsSchema];

/** Whether a step's answers are complete and valid (Next stays disabled until they are). */
export function stepValid(step: number, values: FormValues): boolean {
  const schema = STEP_SCHEMAS[step];
  return schema ? schema.safeParse(values).success : true;
}

/** How the 'Still needed' hint names each field (the words of its label), translated when shown. */
export const FIELD_LABELS: Record<keyof FormValues, MessageDescriptor> = {
  fullName: msg`Full name`,
  phone: msg`Phone number`,
  country: msg`Country`,
  pincode: msg`Pincode`,
  city: msg`City`,
  state: msg`State`,
  specialisations: msg`Categories`,
  workStatus: msg`Working status`,
  currentProfession: msg`Current profession`,
  academicBackground: msg`Academic background`,
  languages: msg`Languages`,
  bio: msg`Bio`,
  journey: msg`Your journey`,
  yearsExperience: msg`Years of experience`,
  clientExperience: msg`Client experience`,
  hourlyRate: msg`Hourly rate`,
  offersFreeConsultation: msg`Free consultation`,
  payoutExpectation: msg`Payout expectation`,
  sessionDurationMinutes: msg`Session duration`,
  confirmedNonMedical: msg`Non-medical confirmation`,
  acceptedTerms: msg`Expert terms`,
  sessionTypes: msg`Session types`,
  gender: msg`Your gender`,
  weeklySchedule: msg`Weekly schedule`,
};

/**
 * The fields that keep a step's button disabled, named as their labels and in form order (a
 * disabled 'Preview & Confirm' must say what is missing), in the language shown now. Empty when the step
 * is complete.
 */
export function missingFields(step: number, values: FormValues): string[] {
  const result = STEP_SCHEMAS[step]?.safeParse(values);
  if (!result || result.success) return [];
  const keys = new Set(result.error.issues.map((i) => i.path[0] as keyof FormValues));
  return (STEP_FIELDS[step] ?? []).filter((k) => keys.has(k)).map((k) => i18n._(FIELD_LABELS[k]));
}

/**
 * 'Still needed: A, B, C, D', or 'Still needed: A, B, C and 4 more' when there are more: the hint stays
 * within two lines of the phone's fixed button bar instead of covering the form.
 */
export function stillNeededText(missing: string[]): string {
  if (missing.length <= 4) {
    const fields = missing.join(", ");
    return t`Still needed: ${fields}`;
  }
  const first = missing.slice(0, 3).join(", ");
  const more = missing.length - 3;
  return t`Still needed: ${first} and ${more} more`;
}

/** Step 3's answers as a blank form ('Clear form'). */
export const emptyProfessional = (): Partial<FormValues> => ({
  workStatus: undefined,
  currentProfession: "",
  academicBackground: "",
  languages: [],
  bio: "",
  journey: "",
  yearsExperience: undefined,
  clientExperience: "",
  hourlyRate: undefined,
  offersFreeConsultation: undefined,
  payoutExpectation: "",
  sessionDurationMinutes: DEFAULT_SESSION_MINUTES,
  confirmedNonMedical: false,
  acceptedTerms: undefined as unknown as true,
  sessionTypes: [],
  gender: null,
  weeklySchedule: [{ weekday: 1, startTime: "10:00", endTime: "13:00", timezone: "Asia/Kolkata" }],
});

export function emptyForm(fullName: string): FormValues {
  return {
    fullName,
    phone: "",
    country: "India",
    pincode: "",
    city: "",
    state: "",
    specialisations: [],
    ...emptyProfessional(),
  } as FormValues;
}
