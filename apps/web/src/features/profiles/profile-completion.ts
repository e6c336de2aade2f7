import type { MeResponse } from "@saathi/contract/session";

/** A member missing a display name, username or bio is asked to complete the profile (experts have onboarding). */
export const needsProfileCompletion = (p: MeResponse["profile"] | undefined): boolean =>
  Boolean(p && p.role !== "expert" && (!p.displayName?.trim() || !p.username?.trim() || !p.bio?.trim()));
