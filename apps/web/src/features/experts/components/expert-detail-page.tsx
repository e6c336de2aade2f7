import { Trans, useLingui } from "@lingui/react/macro";
import { APPLICATION_MSG } from "@saathi/contract/expert-application";
import { EXPERT_MSG } from "@saathi/contract/experts";
import type { ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { SafetyMenu } from "../../../components/safety/safety-menu.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useExpert } from "../api/get-expert.ts";
import { type BookingChoice, BookingPanel } from "./booking-panel.tsx";
import { ExpertSummary } from "./expert-summary.tsx";
import { FeedbackList } from "./feedback-list.tsx";

/** Parts another feature shows on the page, composed in app/screens (features never import each other). */
export interface ExpertDetailSlots {
  /** Beside the booking panel: e.g. the expert's session packages. */
  aside?: (expert: { expertId: string; displayName: string }) => ReactNode;
  /** In the booking panel: another way to book the chosen time (a package session). */
  otherWay?: (choice: BookingChoice) => ReactNode;
}

/** /expert/@{username}: bio, journey, reviews and the slot picker. */
export function ExpertDetailPage({ aside, otherWay }: ExpertDetailSlots = {}) {
  const { t } = useLingui();
  const { handle = "" } = useParams();
  const q = useExpert(handle);
  const navigate = useNavigate();
  const myId = useMe().data?.user?.id ?? null;
  if (q.isLoading)
    return (
      <div
        role="status"
        className="mx-auto flex w-full max-w-5xl flex-col gap-3 px-4 py-6"
        aria-label={t`Loading expert`}
      >
        <div className="h-40 animate-pulse rounded-3xl bg-slate-100" />
        <div className="h-64 animate-pulse rounded-3xl bg-slate-100" />
      </div>
    );
  if (q.isError || !q.data)
    return (
      <section className="mx-auto w-full max-w-xl px-4 py-10 text-center">
        <Alert>
          {tx(q.error instanceof ApiError && q.error.status === 404 ? EXPERT_MSG.notFound : EXPERT_MSG.loadFailed)}
        </Alert>
        {q.error instanceof ApiError && q.error.status === 404 ? (
          // Unlisted experts (not yet approved, suspended, re-verification due) answer 404 too.
          <p className="mt-3 text-sm text-muted">{tx(APPLICATION_MSG.notAvailable)}</p>
        ) : null}
        <Link to="/expert/expertList" className="mt-4 inline-block font-medium text-brand-700 underline">
          <Trans>See all experts</Trans>
        </Link>
      </section>
    );
  const e = q.data;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4 px-4 py-6 lg:grid-cols-[1fr_420px]">
      <div className="flex min-w-0 flex-col gap-4">
        <ExpertSummary
          expert={e}
          menu={
            // A signed-in member may report or block the expert (a block ends their sessions to come,
            // refunded); not on one's own page, and not for a visitor.
            myId && myId !== e.expertId ? (
              <SafetyMenu
                target={{ type: "profile", id: e.expertId }}
                person={{ userId: e.expertId, name: e.displayName }}
                canMute={false}
                onBlocked={() => navigate("/expert/expertList", { replace: true })}
              />
            ) : null
          }
        />
        <section className="rounded-3xl border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold text-ink">
            <Trans context="profile section">About</Trans>
          </h2>
          <p className="mt-2 whitespace-pre-line text-sm text-ink">{e.bio}</p>
          {e.journey ? (
            <>
              <h3 className="mt-4 text-sm font-semibold text-ink">
                <Trans>My journey</Trans>
              </h3>
              <p className="mt-1 whitespace-pre-line text-sm text-ink">{e.journey}</p>
            </>
          ) : null}
          {e.academicBackground ? (
            <>
              <h3 className="mt-4 text-sm font-semibold text-ink">
                <Trans>Education</Trans>
              </h3>
              <p className="mt-1 text-sm text-ink">{e.academicBackground}</p>
            </>
          ) : null}
        </section>
        <FeedbackList expertId={e.expertId} />
      </div>
      <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
        <BookingPanel expert={e} otherWay={otherWay} />
        {aside?.(e)}
      </div>
    </div>
  );
}
