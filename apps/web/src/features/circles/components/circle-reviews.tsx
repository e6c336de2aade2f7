import { Plural, Trans } from "@lingui/react/macro";
import { Star } from "lucide-react";
import { SafetyMenu } from "../../../components/safety/safety-menu.tsx";
import { formatDate } from "../../../lib/i18n/format.ts";
import { useCircleReviews } from "../api/get-circle-reviews.ts";

/** A circle's reviews on its page: the average and count, then each comment under the writer's circle nickname. */
export function CircleReviews({ circleId }: { circleId: string }) {
  const q = useCircleReviews(circleId);
  const count = q.data?.count ?? 0;
  const average = q.data?.average ?? null;
  const reviews = q.data?.reviews ?? [];
  const shown = average === null ? "" : average.toFixed(1);
  return (
    <section aria-labelledby="circle-reviews" className="flex flex-col gap-3">
      <h2 id="circle-reviews" className="text-lg font-semibold text-ink">
        <Trans>Reviews</Trans>
      </h2>
      {q.isPending ? (
        <p role="status" className="text-sm text-muted">
          <Trans>Loading reviews…</Trans>
        </p>
      ) : q.isError ? (
        <p className="text-sm text-muted">
          <Trans>We couldn't load the reviews.</Trans>
        </p>
      ) : count === 0 && reviews.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>No reviews yet.</Trans>
        </p>
      ) : (
        <>
          {count > 0 ? (
            <p className="flex items-center gap-1 text-ink">
              <Star size={18} aria-hidden="true" className="fill-amber-400 text-amber-400" />
              <span>
                <Trans>{shown} out of 5</Trans>
              </span>
              <span className="text-muted">
                · <Plural value={count} one="# review" other="# reviews" />
              </span>
            </p>
          ) : null}
          <ul className="flex flex-col gap-2">
            {reviews.map((r) => {
              const stars = r.rating;
              const when = formatDate(r.createdAt);
              return (
                <li key={r.id} className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-3">
                  <p className="flex flex-wrap items-center gap-x-2 text-sm">
                    <span className="font-semibold text-ink">{r.nickname}</span>
                    <span className="text-ink">
                      <span aria-hidden="true">{"★".repeat(stars)}</span>
                      <span className="sr-only">
                        <Trans>{stars} out of 5</Trans>
                      </span>
                    </span>
                    <span className="text-muted">{when}</span>
                    {/* A review names only a nickname, so only Report applies (not one's own, held review). */}
                    {r.held ? null : (
                      <SafetyMenu target={{ type: "circle_review", id: r.id }} person={null} className="ml-auto" />
                    )}
                  </p>
                  {r.held ? (
                    <p className="text-xs text-muted">
                      <Trans>Only you can see this review until a moderator checks it.</Trans>
                    </p>
                  ) : null}
                  {r.comment ? <p className="whitespace-pre-line break-words text-sm text-ink">{r.comment}</p> : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
