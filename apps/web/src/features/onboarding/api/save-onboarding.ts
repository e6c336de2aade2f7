import type { OnboardingProfileInput, OnboardingState } from "@saathi/contract/onboarding";
import { api } from "../../../lib/api-client.ts";

/** PUT /api/onboarding: step 3, steps 1 to 3 saved together. */
export const saveOnboarding = (profile: OnboardingProfileInput) =>
  api<OnboardingState>("/api/onboarding", { method: "PUT", body: profile });
