import { Trans, useLingui } from "@lingui/react/macro";
import type { CareLink } from "@saathi/contract/care-between";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { formatDate, formatTime } from "../../../lib/i18n/format.ts";
import { useCarePlan } from "../api/get-care-plan.ts";
import { useCounsellor } from "../api/get-counsellor.ts";
import { useMyCareLinks } from "../api/get-my-care-links.ts";
import { CareProgress } from "./care-progress.tsx";
import { GoalProgress } from "./goal-progress.tsx";
import { MemberHomework } from "./member-homework.tsx";

/** /care: My care. Per counsellor: who, the next session, the plan's goals, homework, summaries and progress. */
export function CarePage() {
  const links = useMyCareLinks();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">
        <Trans>My care</Trans>
      </h1>
      {links.isPending ? (
        <p role="status" className="text-muted">
          <Trans>Loading your care…</Trans>
        </p>
      ) : links.isError ? (
        <div className="flex flex-col gap-3">
          <Alert>
            <Trans>We couldn't load your care. Check your connection and try again.</Trans>
          </Alert>
          <Button variant="secondary" className="self-start" onClick={() => void links.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : links.data.links.length === 0 ? (
        <div className="flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-5">
          <p className="text-ink">
            <Trans>You don't have a counsellor yet. When you book a session, your plan with them shows here.</Trans>
          </p>
          <Link to="/expert/expertList" className={`${buttonClasses("primary")} self-start`}>
            <Trans>Find a counsellor</Trans>
          </Link>
        </div>
      ) : (
        links.data.links.map((link) => <CounsellorCare key={link.id} link={link} />)
      )}
      <Link to="/packages" className="self-start font-medium text-brand-700 underline">
        <Trans>My session packages</Trans>
      </Link>
    </section>
  );
}

function CounsellorCare({ link }: { link: CareLink }) {
  const { t } = useLingui();
  const counsellor = useCounsellor(link.expertId);
  const plan = useCarePlan(link.id);
  const name = counsellor.data?.displayName ?? t`Your counsellor`;
  const headingId = `care-${link.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-3xl border border-slate-200 bg-white p-5"
    >
      <header className="flex items-center gap-3">
        <Avatar name={name} url={counsellor.data?.avatarUrl ?? null} size="lg" />
        <div className="min-w-0">
          <h2 id={headingId} className="truncate text-lg font-semibold text-ink">
            {name}
          </h2>
          {link.status === "ended" ? (
            <p className="text-sm text-muted">
              <Trans>Care with this counsellor has ended.</Trans>
            </p>
          ) : null}
        </div>
      </header>

      {plan.isPending ? (
        <p role="status" className="text-muted">
          <Trans>Loading your plan…</Trans>
        </p>
      ) : plan.isError ? (
        <Alert>
          <Trans>We couldn't load your plan. Try again in a moment.</Trans>
        </Alert>
      ) : (
        <>
          <div className="flex flex-col gap-2 rounded-2xl bg-brand-50 p-4">
            <h3 className="font-semibold text-ink">
              <Trans>Next session</Trans>
            </h3>
            {plan.data.nextSession ? (
              <p className="text-ink">
                {formatDate(plan.data.nextSession.startsAt, { weekday: "short", day: "numeric", month: "short" })},{" "}
                {formatTime(plan.data.nextSession.startsAt)}
              </p>
            ) : (
              <p className="text-muted">
                <Trans>No session booked yet.</Trans>
              </p>
            )}
            <Link
              to={`/expert/booking?expert=${encodeURIComponent(link.expertId)}`}
              className={`${buttonClasses("primary")} self-start`}
            >
              <Trans>Book again</Trans>
            </Link>
          </div>

          <section className="flex flex-col gap-3" aria-label={t`Goals`}>
            <h3 className="font-semibold text-ink">
              <Trans>Goals</Trans>
            </h3>
            {plan.data.goals.length === 0 ? (
              <p className="text-sm text-muted">
                <Trans>No goals yet. You and your counsellor will set them together.</Trans>
              </p>
            ) : (
              plan.data.goals.map((g) => <GoalProgress key={g.id} goal={g} />)
            )}
          </section>

          <section className="flex flex-col gap-3" aria-label={t`Homework`}>
            <h3 className="font-semibold text-ink">
              <Trans>Homework</Trans>
            </h3>
            {plan.data.homework.length === 0 ? (
              <p className="text-sm text-muted">
                <Trans>No homework right now.</Trans>
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {plan.data.homework.map((h) => (
                  <MemberHomework key={h.id} item={h} />
                ))}
              </ul>
            )}
          </section>

          <CareProgress linkId={link.id} />

          <section className="flex flex-col gap-3" aria-label={t`Session summaries`}>
            <h3 className="font-semibold text-ink">
              <Trans>Session summaries</Trans>
            </h3>
            {plan.data.summaries.length === 0 ? (
              <p className="text-sm text-muted">
                <Trans>After a session, your counsellor's summary shows here.</Trans>
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {plan.data.summaries.map((s) => (
                  <li key={s.bookingId} className="rounded-2xl border border-slate-200 p-4">
                    <p className="text-xs text-muted">{formatDate(s.sessionStartsAt)}</p>
                    <p className="whitespace-pre-wrap text-ink">{s.text}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </article>
  );
}
