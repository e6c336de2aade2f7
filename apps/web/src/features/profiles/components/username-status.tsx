import { useLingui } from "@lingui/react/macro";
import { PROFILE_MSG } from "@saathi/contract/profile-edit";
import { tx } from "../../../lib/i18n/translate.ts";
import type { Availability } from "../hooks/use-username-availability.ts";

/** The line under a username field: checking, available or taken. */
export function UsernameStatus({ state }: { state: Availability }) {
  const { t } = useLingui();
  if (state === "idle") return null;
  const text = {
    checking: tx(PROFILE_MSG.checkingUsername),
    available: t`Username is available`,
    taken: tx(PROFILE_MSG.usernameTaken),
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
