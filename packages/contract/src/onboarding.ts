import { z } from "zod";
import { BIO_MAX, BIO_MIN, PHONE_DIGITS } from "./constants.ts";
import { applicationStateSchema } from "./expert-application.ts";
import { EXPERT_GENDERS, EXPERT_TIMEZONES, SESSION_TYPES, SPECIALISATIONS } from "./experts.ts";

/** Expert onboarding: four steps (spec §2 Expert side, §4 Onboarding, §5 Onboarding and Profile save). */

export const ONBOARDING_STEPS = [
  "Personal Details",
  "Select your Interest",
  "Professional & Passion Details",
  "Preview & Confirm",
] as const;
export const MIN_CATEGORIES = 3;
export const DEFAULT_SESSION_MINUTES = 30;
export const WORK_STATUSES = ["yes", "no", "part-time", "transitioning"] as const;
export const WORK_STATUS_LABEL: Record<(typeof WORK_STATUSES)[number], string> = {
  yes: "Yes",
  no: "No",
  "part-time": "Part-time",
  transitioning: "Transitioning",
};
export const FREE_CONSULTATION = ["Yes", "No", "Maybe"] as const;

export const ONBOARDING_MSG = {
  userIdMissing: "User ID is missing. Please log in again.",
  submitFailed: "Failed to submit application",
  /** Step 3 save failures are shown as an alert 'Error: ' + message. */
  errorPrefix: "Error: ",
  userIdRequired: "User ID is required",
  phoneRequired: "Phone number is required",
  phoneDigits: "Phone number must be exactly 10 digits",
  cityRequired: "City is required",
  stateRequired: "State is required",
  countryRequired: "Country is required",
  pincodeRequired: "Pincode is required",
  nameRequired: "Name is required",
  languagesRequired: "At least one language is required",
  bioRequired: "Bio is required",
  bioLength: `Bio must be between ${BIO_MIN} and ${BIO_MAX} characters`,
  academicRequired: "Academic background is required",
  yearsRequired: "Years of experience is required",
  hourlyRateRequired: "Hourly rate is required",
  hourlyRatePositive: "Hourly rate must be more than 0",
  termsRequired: "You must accept the terms",
  sessionTypeRequired: "At least one session type is required",
  specialisationRequired: "At least one specialization is required",
  weeklySlotRequired: "At least one weekly slot is required",
  slotOrder: "End time must be after start time",
  durationPositive: "Session duration must be more than 0",
  notExpert: "Only expert accounts can complete onboarding. Please register as an expert.",
  done: "Your application is with our reviewers.",
  minCategories: `Select ${MIN_CATEGORIES} more categories to continue`,
  /** ICU twin of moreCategoriesText. */
  moreCategoriesText: "Select {n} more categories to continue",
  timeFormat: "Use a time like 09:00",
  timezoneRequired: "Choose one of the listed time zones",
  workStatusRequired: "Please choose your working status",
  professionRequired: "Current profession is required",
  journeyRequired: "Please share your journey",
  clientExperienceRequired: "Client experience is required",
  freeConsultationRequired: "Please answer the free consultation question",
  payoutRequired: "Payout expectation is required",
} as const;

/** The words of the steps and answers above, for the catalogs. */
export const ONBOARDING_TEXT = { steps: ONBOARDING_STEPS, freeConsultation: FREE_CONSULTATION } as const;

/** 'Select N more categories to continue' */
export function moreCategoriesText(selected: number): string {
  return `Select ${Math.max(0, MIN_CATEGORIES - selected)} more categories to continue`;
}

/** Digits only, at most 10 (spec §5: non-digits stripped, capped at 10). */
export function normalisePhone(input: string): string {
  return input.replace(/\D/g, "").slice(0, PHONE_DIGITS);
}

/** Comma-separated languages typed by the expert, trimmed, de-duplicated, capitalised. */
export function parseLanguages(input: string): string[] {
  const out: string[] = [];
  for (const raw of input.split(",")) {
    const t = raw.trim();
    if (!t) continue;
    const cap = t.charAt(0).toUpperCase() + t.slice(1);
    if (!out.some((l) => l.toLowerCase() === cap.toLowerCase())) out.push(cap);
  }
  return out;
}

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, ONBOARDING_MSG.timeFormat);

/** One row of the weekly schedule (weekday 0 Sunday to 6 Saturday). */
export const weeklySlotSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    startTime: hhmm,
    endTime: hhmm,
    timezone: z.enum(EXPERT_TIMEZONES, ONBOARDING_MSG.timezoneRequired),
  })
  .refine((s) => s.endTime > s.startTime, { message: ONBOARDING_MSG.slotOrder, path: ["endTime"] });
export type WeeklySlot = z.infer<typeof weeklySlotSchema>;

const required = (message: string) => z.string(message).trim().min(1, message);

/** Step 1: Personal Details. Email is the account's, shown read-only. */
export const personalDetailsSchema = z.object({
  fullName: required(ONBOARDING_MSG.nameRequired).max(100),
  phone: z
    .string(ONBOARDING_MSG.phoneRequired)
    .transform(normalisePhone)
    .pipe(z.string().min(1, ONBOARDING_MSG.phoneRequired).length(PHONE_DIGITS, ONBOARDING_MSG.phoneDigits)),
  country: required(ONBOARDING_MSG.countryRequired).max(60),
  pincode: required(ONBOARDING_MSG.pincodeRequired).max(12),
  city: required(ONBOARDING_MSG.cityRequired).max(60),
  state: required(ONBOARDING_MSG.stateRequired).max(60),
});

/** Step 2: Select your Interest (at least 3). */
export const interestsSchema = z.object({
  specialisations: z.array(z.enum(SPECIALISATIONS)).min(MIN_CATEGORIES, ONBOARDING_MSG.minCategories),
});

/** Step 3: Professional & Passion Details, with session types and the weekly schedule. */
export const professionalDetailsSchema = z.object({
  workStatus: z.enum(WORK_STATUSES, ONBOARDING_MSG.workStatusRequired),
  currentProfession: required(ONBOARDING_MSG.professionRequired).max(100),
  academicBackground: required(ONBOARDING_MSG.academicRequired).max(300),
  languages: z.array(z.string().trim().min(1).max(30)).min(1, ONBOARDING_MSG.languagesRequired).max(10),
  bio: z
    .string(ONBOARDING_MSG.bioRequired)
    .trim()
    .min(1, ONBOARDING_MSG.bioRequired)
    .min(BIO_MIN, ONBOARDING_MSG.bioLength)
    .max(BIO_MAX, ONBOARDING_MSG.bioLength),
  journey: required(ONBOARDING_MSG.journeyRequired).max(2000),
  yearsExperience: z.number(ONBOARDING_MSG.yearsRequired).int().min(0).max(70),
  clientExperience: required(ONBOARDING_MSG.clientExperienceRequired).max(1000),
  /** Whole rupees for one hour; stored in paise. */
  hourlyRate: z
    .number(ONBOARDING_MSG.hourlyRateRequired)
    .int()
    .positive(ONBOARDING_MSG.hourlyRatePositive)
    .max(100_000),
  offersFreeConsultation: z.enum(FREE_CONSULTATION, ONBOARDING_MSG.freeConsultationRequired),
  payoutExpectation: required(ONBOARDING_MSG.payoutRequired).max(200),
  sessionDurationMinutes: z.number().int().positive(ONBOARDING_MSG.durationPositive).max(480),
  confirmedNonMedical: z.boolean().default(false),
  acceptedTerms: z.literal(true, ONBOARDING_MSG.termsRequired),
  sessionTypes: z.array(z.enum(SESSION_TYPES)).min(1, ONBOARDING_MSG.sessionTypeRequired),
  /** Optional: shown to members to whom the counsellor's gender matters; null is 'Prefer not to say'. */
  gender: z.enum(EXPERT_GENDERS).nullable().default(null),
  weeklySchedule: z.array(weeklySlotSchema).min(1, ONBOARDING_MSG.weeklySlotRequired).max(50),
});

/** PUT /api/onboarding (saved at step 3): steps 1 to 3 together. */
export const onboardingProfileSchema = personalDetailsSchema
  .extend(interestsSchema.shape)
  .extend(professionalDetailsSchema.shape);
export type OnboardingProfile = z.infer<typeof onboardingProfileSchema>;
export type OnboardingProfileInput = z.input<typeof onboardingProfileSchema>;

/** GET /api/onboarding: what is saved so far (null fields before the first save). */
export const onboardingStateSchema = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  /** Name from the account; prefills step 1. */
  fullName: z.string(),
  /** The saved draft (after step 3), or null. */
  profile: onboardingProfileSchema
    .extend({ phone: z.string(), confirmedNonMedical: z.boolean(), acceptedTerms: z.boolean() })
    .nullable(),
  /** True once step 4 was submitted at least once (the application left draft). */
  completed: z.boolean(),
  /** The application for review; onboarding goes to /expert/feed only when it is not editable. */
  application: applicationStateSchema,
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;
