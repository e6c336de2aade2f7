import { useQueryClient } from "@tanstack/react-query";
import { onboardingKeys } from "./onboarding-keys.ts";

/** After a change: my availability, the directory's free times and my bookings are read again. */
export function useRefreshAfterAvailability() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: onboardingKeys.availability() });
    void qc.invalidateQueries({ queryKey: onboardingKeys.expertsRoot });
    void qc.invalidateQueries({ queryKey: onboardingKeys.bookingsRoot });
  };
}
