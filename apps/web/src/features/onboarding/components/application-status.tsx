import { Trans, useLingui } from "@lingui/react/macro";
import { type ApplicationState, VERIFIED_BADGE_LABEL } from "@saathi/contract/expert-application";
import { BadgeCheck, Clock, FilePen, ShieldAlert, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useOnboarding } from "../api/get-onboarding.ts";

const day = (iso: string) => formatDate(iso, { day: "numeric", month: "long", year: "numeric" });

function Card({ tone, icon, title, children }: { tone: string; icon: ReactNode; title: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Your expert application`} className={`flex gap-3 rounded-3xl border p-4 ${tone}`}>
      <span aria-hidden="true" className="mt-0.5 shrink-0">
        {icon}
      </span>
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <h2 className="text-base font-semibold">{title}</h2>
        {children}
      </div>
    </section>
  );
}

const Message = ({ label, text }: { label: string; text: string | null }) =>
  text ? (
    <blockquote className="rounded-xl bg-white/70 p-3 whitespace-pre-wrap break-words text-ink">
      <span className="sr-only">{label}: </span>
      {text}
    </blockquote>
  ) : null;

/** An approved, listed expert: what members see of them and when to re-verify. */
function Approved({ badge, reverifyBy }: { badge: string | null; reverifyBy: string | null }) {
  const date = reverifyBy ? day(reverifyBy) : "";
  return (
    <p>
      {badge ? (
        <Trans>Members can find and book you, shown as {badge}.</Trans>
      ) : (
        <Trans>Members can find and book you.</Trans>
      )}
      {reverifyBy ? " " : null}
      {reverifyBy ? <Trans>We will ask you to re-verify by {date}.</Trans> : null}
    </p>
  );
}

/**
 * Where the expert's application stands: under review, changes requested (with the
 * reviewer's message and a way to edit), approved, rejected (with the reason), or suspended.
 * `editLink` is left out on the onboarding page itself, where the form is right below.
 */
export function ApplicationStatusCard({
  application: a,
  editLink = true,
}: {
  application: ApplicationState;
  editLink?: boolean;
}) {
  const { t } = useLingui();
  switch (a.status) {
    case "draft":
      return editLink ? (
        <Card tone="border-slate-200 bg-white text-ink" icon={<FilePen size={20} />} title={t`Finish your application`}>
          <p>
            <Trans>Members can book you once our team has reviewed your credentials.</Trans>
          </p>
          <Link to="/expert/onBoarding" className="font-semibold text-brand-700 underline">
            <Trans>Continue your application</Trans>
          </Link>
        </Card>
      ) : null;
    case "submitted":
      return (
        <Card
          tone="border-sky-200 bg-sky-50 text-sky-950"
          icon={<Clock size={20} />}
          title={t`Your application is under review`}
        >
          <p>
            <Trans>
              Thank you. Our team is checking your credentials, usually within 2 working days. Members cannot find or
              book you until it is approved; we will write to you at each step.
            </Trans>
          </p>
        </Card>
      );
    case "changes_requested":
      return (
        <Card
          tone="border-amber-300 bg-amber-50 text-amber-950"
          icon={<FilePen size={20} />}
          title={t`Changes requested`}
        >
          <p>
            <Trans>Our reviewers need a few changes before they can approve your application:</Trans>
          </p>
          <Message label={t`Message from the reviewer`} text={a.reviewerMessage} />
          {editLink ? (
            <Link to="/expert/onBoarding" className="font-semibold text-brand-700 underline">
              <Trans>Edit and resubmit your application</Trans>
            </Link>
          ) : (
            <p>
              <Trans>Make the changes below, then submit again.</Trans>
            </p>
          )}
        </Card>
      );
    case "approved":
      return a.listed ? (
        <Card
          tone="border-emerald-200 bg-emerald-50 text-emerald-950"
          icon={<BadgeCheck size={20} />}
          title={t`Your application is approved`}
        >
          <Approved badge={a.badge ? tx(VERIFIED_BADGE_LABEL[a.badge]) : null} reverifyBy={a.reverifyBy} />
        </Card>
      ) : (
        <Card
          tone="border-amber-300 bg-amber-50 text-amber-950"
          icon={<Clock size={20} />}
          title={t`Your verification is due`}
        >
          <p>
            <Trans>
              Your application is approved, but your yearly re-verification date has passed, so members cannot book you
              for now. Our team will contact you to renew it.
            </Trans>
          </p>
        </Card>
      );
    case "rejected":
      return (
        <Card
          tone="border-red-200 bg-red-50 text-red-950"
          icon={<XCircle size={20} />}
          title={t`Your application was rejected`}
        >
          <Message label={t`Reason`} text={a.reviewerMessage} />
          <p>
            <Trans>If you think this is a mistake, reply to the email we sent you.</Trans>
          </p>
        </Card>
      );
    case "suspended":
      return (
        <Card
          tone="border-red-200 bg-red-50 text-red-950"
          icon={<ShieldAlert size={20} />}
          title={t`Your profile is suspended`}
        >
          <Message label={t`Reason`} text={a.reviewerMessage} />
          <p>
            <Trans>Members cannot find or book you while it is suspended.</Trans>
          </p>
        </Card>
      );
  }
}

/** The card on /expert/feed: fetches the application; shows nothing while loading or on error. */
export function ExpertApplicationBanner() {
  const q = useOnboarding();
  if (!q.data) return null;
  return <ApplicationStatusCard application={q.data.application} />;
}
