import { PROFILE_MSG } from "@saathi/contract/profile-edit";
import type { Availability } from "../hooks/use-username-availability.ts";

/** The line under a username field: checking, available or taken. */
export function UsernameStatus({ state }: { state: Availability }) {
  if (state === "idle") return null;
  const text = {
    checking: PROFILE_MSG.checkingUsername,
    available: "Username is available",
    taken: PROFILE_MSG.usernameTaken,
  }[state];
  return (
    <p
      aria-live="polite"
      className={`text-xs ${state === "taken" ? "text-red-700" : state === "available" ? "text-brand-700" : "text-muted"}`}
    >
      {text}
    </p>
  );
}
