import { Trans, useLingui } from "@lingui/react/macro";
import { type ExpertDetail, SESSION_TYPE_LABEL } from "@saathi/contract/experts";
import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { FavouriteButton } from "./favourite-button.tsx";
import { RatingLabel } from "./fee-and-rating.tsx";
import { wordOf } from "./labels.ts";
import { VerifiedBadge } from "./verified-badge.tsx";
import { YouthBadges } from "./youth-badges.tsx";

/**
 * The header card of an expert: name, rating, experience, languages, modes and tags. The name is the
 * page's h1 on the expert's own page; the booking page has its own h1, so the name is an h2 there.
 */
export function ExpertSummary({
  expert,
  nameLevel = 1,
  menu,
}: {
  expert: ExpertDetail;
  nameLevel?: 1 | 2;
  /** Beside the heart: the expert's page gives its "More options" (report, block) here. */
  menu?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const Name = nameLevel === 1 ? "h1" : "h2";
  const years = expert.yearsExperience;
  return (
    <header className="flex flex-col gap-3 rounded-3xl border border-brand-100 bg-white p-4">
      <div className="flex items-start gap-3">
        <Avatar name={expert.displayName} url={expert.avatarUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <Name className="text-xl font-bold text-ink">{expert.displayName}</Name>
          <p className="flex items-center gap-1 text-sm text-muted">
            <Star size={14} className="fill-amber-400 text-amber-400" aria-hidden="true" />
            <RatingLabel rating={expert.rating} count={expert.feedbackCount} />
          </p>
          <p className="text-sm text-muted">
            {[years ? t`${years} years of experience` : null, [expert.city, expert.country].filter(Boolean).join(", ")]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <VerifiedBadge badge={expert.badge} />
          <YouthBadges expert={expert} />
        </div>
        <FavouriteButton expert={expert} />
        {menu}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">
          <Trans>Languages</Trans>
        </dt>
        <dd className="text-ink">{expert.languages.map((l) => wordOf(i18n, l)).join(", ")}</dd>
        <dt className="text-muted">
          <Trans>Sessions</Trans>
        </dt>
        <dd className="text-ink">{expert.sessionTypes.map((s) => tx(SESSION_TYPE_LABEL[s])).join(", ")}</dd>
      </dl>
      <ul className="flex flex-wrap gap-1.5" aria-label={t`Expertise`}>
        {expert.specialisations.map((s) => (
          <li key={s} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
            {wordOf(i18n, s)}
          </li>
        ))}
      </ul>
    </header>
  );
}
