import { Trans } from "@lingui/react/macro";
import { GraduationCap, Sprout } from "lucide-react";

const badgeClass = "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium";

/**
 * "Works with young people" (the expert opted in; members under 18 may book only them) and "Campus"
 * (a school or college counsellor), on the card and the profile (decision 038).
 */
export function YouthBadges({ expert }: { expert: { worksWithYoungPeople?: boolean; campus?: boolean } }) {
  return (
    <>
      {expert.worksWithYoungPeople ? (
        <span className={`${badgeClass} bg-sky-50 text-sky-800`}>
          <Sprout size={14} aria-hidden="true" />
          <Trans>Works with young people</Trans>
        </span>
      ) : null}
      {expert.campus ? (
        <span className={`${badgeClass} bg-violet-50 text-violet-800`}>
          <GraduationCap size={14} aria-hidden="true" />
          <Trans>Campus</Trans>
        </span>
      ) : null}
    </>
  );
}
