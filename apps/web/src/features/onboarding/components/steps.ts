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
