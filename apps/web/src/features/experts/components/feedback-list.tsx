import { Trans, useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";
import { SafetyMenu } from "../../../components/safety/safety-menu.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { LoadMoreButton } from "../../../components/ui/load-more-button.tsx";
import { timeAgo } from "../../../lib/time-ago.ts";
import { useFeedbacks } from "../api/get-feedbacks.ts";

/** Reviews, 5 at a time, with Load more (spec §9: page 2 onwards). */
export function FeedbackList({ expertId }: { expertId: string }) {
  const { t } = useLingui();
  const q = useFeedbacks(expertId);
  const ratingOf = (stars: number) => t`${stars} out of 5`;
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="feedback-heading" className="flex flex-col gap-3">
      <h2 id="feedback-heading" className="text-lg font-semibold text-ink">
        <Trans>What members say</Trans>
      </h2>
      {q.isLoading ? <div className="h-20 animate-pulse rounded-2xl bg-slate-100" /> : null}
      {q.isSuccess && items.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>No reviews yet.</Trans>
        </p>
      ) : null}
      {q.isError ? (
        <p className="text-sm text-muted">
          <Trans>Reviews could not be loaded.</Trans>
        </p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {items.map((f) => (
          <li key={f.id} className="rounded-2xl border border-slate-200 bg-white p-3">
            <div className="flex items-center gap-2">
              <Avatar name={f.user.displayName} url={f.user.avatarUrl} size="sm" />
              <span className="text-sm font-medium text-ink">{f.user.displayName}</span>
              <span className="ml-auto flex" role="img" aria-label={ratingOf(f.rating)}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <Star
                    key={n}
                    size={14}
                    aria-hidden="true"
                    className={n <= f.rating ? "fill-amber-400 text-amber-400" : "text-slate-300"}
                  />
                ))}
              </span>
            </div>
            <p className="mt-2 text-sm text-ink">{f.content}</p>
            <div className="mt-1 flex items-center justify-between">
              <p className="text-xs text-muted">{timeAgo(f.createdAt)}</p>
              {/* Reviews do not name their writer's account, so only Report applies. */}
              <SafetyMenu target={{ type: "review", id: f.id }} person={null} />
            </div>
          </li>
        ))}
      </ul>
      <LoadMoreButton query={q} />
    </section>
  );
}
