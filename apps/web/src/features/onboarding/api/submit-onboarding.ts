import type { OnboardingState } from "@saathi/contract/onboarding";
import { api } from "../../../lib/api-client.ts";

/** POST /api/onboarding/submit: step 4, the application goes to review. */
export const submitOnboarding = () => api<OnboardingState>("/api/onboarding/submit", { method: "POST" });
