import {
  DEFAULT_SESSION_MINUTES,
  interestsSchema,
  type OnboardingProfileInput,
  personalDetailsSchema,
  professionalDetailsSchema,
} from "@saathi/contract/onboarding";

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

/** How the preview and the 'Still needed' hint name each field (the words of its label). */
export const FIELD_LABELS: Record<keyof FormValues, string> = {
  fullName: "Full name",
  phone: "Phone number",
  country: "Country",
  pincode: "Pincode",
  city: "City",
  state: "State",
  specialisations: "Categories",
  workStatus: "Working status",
  currentProfession: "Current profession",
  academicBackground: "Academic background",
  languages: "Languages",
  bio: "Bio",
  journey: "Your journey",
  yearsExperience: "Years of experience",
  clientExperience: "Client experience",
  hourlyRate: "Hourly rate",
  offersFreeConsultation: "Free consultation",
  payoutExpectation: "Payout expectation",
  sessionDurationMinutes: "Session duration",
  confirmedNonMedical: "Non-medical confirmation",
  acceptedTerms: "Expert terms",
  sessionTypes: "Session types",
  weeklySchedule: "Weekly schedule",
};

/**
 * The fields that keep a step's button disabled, named as their labels and in form order (issue 13: a
 * disabled 'Preview & Confirm' must say what is missing). Empty when the step is complete.
 */
export function missingFields(step: number, values: FormValues): string[] {
  const result = STEP_SCHEMAS[step]?.safeParse(values);
  if (!result || result.success) return [];
  const keys = new Set(result.error.issues.map((i) => i.path[0] as keyof FormValues));
  return (STEP_FIELDS[step] ?? []).filter((k) => keys.has(k)).map((k) => FIELD_LABELS[k]);
}

/**
 * 'Still needed: A, B, C, D', or 'Still needed: A, B, C and 4 more' when there are more: the hint stays
 * within two lines of the phone's fixed button bar instead of covering the form.
 */
export function stillNeededText(missing: string[]): string {
  if (missing.length <= 4) return `Still needed: ${missing.join(", ")}`;
  return `Still needed: ${missing.slice(0, 3).join(", ")} and ${missing.length - 3} more`;
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
