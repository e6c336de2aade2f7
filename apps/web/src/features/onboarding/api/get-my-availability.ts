import type { MyAvailability } from "@saathi/contract/availability";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { onboardingKeys } from "./onboarding-keys.ts";

/** GET /api/expert/availability: my weekly hours, time off and sessions outside them. */
export const getMyAvailability = (signal?: AbortSignal) => api<MyAvailability>("/api/expert/availability", { signal });

export const myAvailabilityQueryOptions = queryOptions({
  queryKey: onboardingKeys.availability(),
  queryFn: ({ signal }) => getMyAvailability(signal),
  retry: false,
});

export const useMyAvailability = () => useQuery(myAvailabilityQueryOptions);
