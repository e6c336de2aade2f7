import { Trans, useLingui } from "@lingui/react/macro";
import { EXPERT_CARD_MAX_TAGS, EXPERT_MSG, type ExpertCard as Expert } from "@saathi/contract/experts";
import { WORRIES } from "@saathi/contract/worries";
import { Star } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { formatSlotTime } from "../../../lib/slot-time.ts";
import { FavouriteButton } from "./favourite-button.tsx";
import { FeeLabel, RatingLabel } from "./fee-and-rating.tsx";
import { wordOf } from "./labels.ts";
import { VerifiedBadge } from "./verified-badge.tsx";
import { YouthBadges } from "./youth-badges.tsx";

export const expertPath = (e: Pick<Expert, "username" | "expertId">) =>
  `/expert/${e.username ? `@${e.username}` : e.expertId}`;

/** Its tags with those the category or the search matched first (a card shows only the first two). */
export const tagsInOrder = (e: Pick<Expert, "specialisations" | "matchedSpecialisations">) => {
  const matched = new Set(e.matchedSpecialisations ?? []);
  return [...e.specialisations.filter((s) => matched.has(s)), ...e.specialisations.filter((s) => !matched.has(s))];
};

/** One expert in the directory: at most 2 tags, 'Rs. {rate} for 1 Hour', BOOK only with a fee. */
export function ExpertCardView({ expert, canFavourite = true }: { expert: Expert; canFavourite?: boolean }) {
  const { t, i18n } = useLingui();
  const profile = expertPath(expert);
  const name = expert.displayName;
  const years = expert.yearsExperience;
  const next = expert.nextAvailableSlot ? formatSlotTime(expert.nextAvailableSlot) : null;
  const matched = new Set(expert.matchedSpecialisations ?? []);
  const worries = (expert.matchedWorries ?? []).map((w) => wordOf(i18n, WORRIES[w].label)).join(" · ");
  return (
    <article className="flex w-full flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <Avatar name={expert.displayName} url={expert.avatarUrl} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-ink">
            <Link to={profile} className="hover:underline">
              {expert.displayName}
            </Link>
          </h3>
          <p className="flex items-center gap-1 text-sm text-muted">
            <Star size={14} className="fill-amber-400 text-amber-400" aria-hidden="true" />
            <RatingLabel rating={expert.rating} count={expert.feedbackCount} />
          </p>
          {expert.yearsExperience ? (
            <p className="text-xs text-muted">
              <Trans>{years} years of experience</Trans>
            </p>
          ) : null}
          <VerifiedBadge badge={expert.badge} />
          <YouthBadges expert={expert} />
        </div>
        {canFavourite ? <FavouriteButton expert={expert} /> : null}
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={t`Expertise`}>
        {tagsInOrder(expert)
          .slice(0, EXPERT_CARD_MAX_TAGS)
          .map((s) => (
            <li
              key={s}
              data-matched={matched.has(s) || undefined}
              className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${matched.has(s) ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-800"}`}
            >
              {wordOf(i18n, s)}
            </li>
          ))}
      </ul>
      {worries ? (
        <p className="text-sm font-medium text-brand-800">
          <Trans>Matches: {worries}</Trans>
        </p>
      ) : null}
      <p className="text-sm font-semibold text-ink">
        <FeeLabel paise={expert.consultationFee} />
      </p>
      <p className="text-xs text-muted">{next ? t`Next available: ${next}` : tx(EXPERT_MSG.askAvailability)}</p>
      <div className="mt-auto grid grid-cols-2 gap-2">
        <Link to={profile} className={buttonClasses("secondary")}>
          <Trans>View Profile</Trans>
        </Link>
        {expert.consultationFee > 0 ? (
          <Link
            to={`/expert/booking?expert=${encodeURIComponent(expert.username ?? expert.expertId)}`}
            state={{ expertData: expert }}
            className={buttonClasses("primary")}
            aria-label={t`BOOK a session with ${name}`}
          >
            <Trans>BOOK</Trans>
          </Link>
        ) : null}
      </div>
    </article>
  );
}

export function ExpertCardSkeleton() {
  return <div className="h-64 animate-pulse rounded-3xl bg-slate-100" />;
}
