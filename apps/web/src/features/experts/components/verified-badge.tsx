import { useLingui } from "@lingui/react";
import { type VerifiedBadge as Badge, VERIFIED_BADGE_LABEL } from "@saathi/contract/expert-application";
import { BadgeCheck } from "lucide-react";
import { tx } from "../../../lib/i18n/translate.ts";

/** What Saathi verified about an expert: 'RCI registered' or 'Verified counsellor'. */
export function VerifiedBadge({ badge }: { badge: Badge | null | undefined }) {
  useLingui(); // the label follows the language of the moment
  if (!badge) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
      <BadgeCheck size={14} aria-hidden="true" />
      {tx(VERIFIED_BADGE_LABEL[badge])}
    </span>
  );
}
