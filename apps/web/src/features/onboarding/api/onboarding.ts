import type { OnboardingProfileInput, OnboardingState } from "@saathi/contract/onboarding";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const onboardingQueryOptions = queryOptions({
  queryKey: ["onboarding"],
  queryFn: ({ signal }) => api<OnboardingState>("/api/onboarding", { signal }),
  retry: false,
});

/** Step 3: steps 1 to 3 saved together. */
export const saveOnboarding = (profile: OnboardingProfileInput) =>
  api<OnboardingState>("/api/onboarding", { method: "PUT", body: profile });

/** Step 4: publish. */
export const submitOnboarding = () => api<OnboardingState>("/api/onboarding/submit", { method: "POST" });
