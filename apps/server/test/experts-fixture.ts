// Test experts: a member promoted to expert, onboarded through the real endpoints.
import type { OnboardingProfileInput } from "@saathi/contract/onboarding";
import { eq } from "drizzle-orm";
import { user } from "../src/platform/db/schema/auth.ts";
import { userProfiles } from "../src/platform/db/schema/profiles.ts";
import type { Harness, Member } from "./harness.ts";

export const validProfile = (over: Partial<OnboardingProfileInput> = {}): OnboardingProfileInput => ({
  fullName: "Test Expert",
  phone: "98765 43210",
  country: "India",
  pincode: "560001",
  city: "Bengaluru",
  state: "Karnataka",
  specialisations: ["Depression", "Relationship", "Stress & Anxiety"],
  workStatus: "yes",
  currentProfession: "Counsellor",
  academicBackground: "M.A. Psychology",
  languages: ["English", "Hindi"],
  bio: "I help people find calm in hard weeks.",
  journey: "Started after volunteering on a helpline.",
  yearsExperience: 5,
  clientExperience: "300 people",
  hourlyRate: 1000,
  offersFreeConsultation: "Maybe",
  payoutExpectation: "Monthly",
  sessionDurationMinutes: 60,
  confirmedNonMedical: true,
  acceptedTerms: true,
  sessionTypes: ["video", "audio"],
  // Every day, all day in Kolkata: slots always exist in the next hours whatever the test's clock.
  weeklySchedule: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    startTime: "00:00",
    endTime: "23:00",
    timezone: "Asia/Kolkata" as const,
  })),
  ...over,
});

/** Makes an account an expert (as expert registration would). */
export async function makeExpert(h: Harness, m: Member): Promise<void> {
  await h.database.db.update(user).set({ role: "expert" }).where(eq(user.id, m.id));
  await h.database.db.update(userProfiles).set({ role: "expert" }).where(eq(userProfiles.userId, m.id));
}

/** A published expert with the given onboarding answers. */
export async function publishedExpert(h: Harness, over: Partial<OnboardingProfileInput> = {}): Promise<Member> {
  const m = await h.member();
  await makeExpert(h, m);
  const put = await h.app.inject({
    method: "PUT",
    url: "/api/onboarding",
    headers: { cookie: m.cookie },
    payload: validProfile(over),
  });
  if (put.statusCode !== 200) throw new Error(`onboarding save failed: ${put.body}`);
  const submit = await h.post("/api/onboarding/submit", undefined, { cookie: m.cookie });
  if (submit.statusCode !== 200) throw new Error(`onboarding submit failed: ${submit.body}`);
  return m;
}
