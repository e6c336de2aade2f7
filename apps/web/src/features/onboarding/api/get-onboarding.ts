import type { OnboardingState } from "@saathi/contract/onboarding";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { onboardingKeys } from "./onboarding-keys.ts";

/** GET /api/onboarding: the expert's saved steps and status. */
export const getOnboarding = (signal?: AbortSignal) => api<OnboardingState>("/api/onboarding", { signal });

export const onboardingQueryOptions = queryOptions({
  queryKey: onboardingKeys.state(),
  queryFn: ({ signal }) => getOnboarding(signal),
  retry: false,
});

export const useOnboarding = () => useQuery(onboardingQueryOptions);
