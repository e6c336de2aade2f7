// "My safety plan" on the crisis card: the member's own plan, a tap away in a hard moment (and
// readable offline once opened). Visitors have no plan, so they see nothing.
import { Trans } from "@lingui/react/macro";
import { ListChecks } from "lucide-react";
import { Link } from "react-router";
import { useKnownMember } from "./tell-trusted-contact.tsx";

export const SAFETY_PLAN_PATH = "/safety-plan";

export function SafetyPlanLink() {
  const me = useKnownMember();
  if (!me?.user) return null;
  return (
    <Link
      to={SAFETY_PLAN_PATH}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <ListChecks size={16} aria-hidden="true" />
      <Trans>Open my safety plan</Trans>
    </Link>
  );
}
