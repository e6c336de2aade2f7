import { trustedContactKeys } from "../../../lib/api/trusted-contact/trusted-contact-keys.ts";

/** Query keys of the safety plan screen: the plan is this feature's; the trusted contact is shared (lib). */
export const safetyPlanKeys = {
  all: ["safety-plan"] as const,
  plan: () => [...safetyPlanKeys.all, "plan"] as const,
  contact: trustedContactKeys.contact,
};
