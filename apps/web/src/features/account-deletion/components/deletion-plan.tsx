import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { DeletionPlan } from "@saathi/contract/account-deletion";
import type { ReactNode } from "react";
import { formatMoney } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { whenIndia } from "./pending-deletion-notice.tsx";

/**
 * The records Saathi must keep (contract RETAINED_RECORDS, sent by the server in English), in the
 * language shown; a record not listed here is shown as the server wrote it.
 */
const RETAINED_TEXT: Record<string, { what: MessageDescriptor; why: MessageDescriptor; period: MessageDescriptor }> = {
  payments: {
    what: msg`Payment, refund and invoice records of your paid sessions and courses`,
    why: msg`Indian tax and accounting law (the Income-tax Act and GST rules) requires us to keep them`,
    period: msg`8 years`,
  },
  payouts: {
    what: msg`Payouts made to you as an expert`,
    why: msg`Tax and accounting law requires us to keep them`,
    period: msg`8 years`,
  },
  audit: {
    what: msg`The staff audit trail of actions taken on your account, bookings and payments`,
    why: msg`Evidence of who did what, for disputes and legal claims`,
    period: msg`8 years`,
  },
};

function Part({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <div className="mt-2 space-y-2 text-sm text-ink">{children}</div>
    </section>
  );
}

function BookingLine({ b }: { b: DeletionPlan["bookings"][number] }) {
  const when = whenIndia(b.startsAt);
  const name = b.withName;
  const amount = formatMoney(b.amountPaise);
  return (
    <li>
      {b.refund ? (
        <Trans>
          {when} with {name} — {amount} refunded in full to the original payment method
        </Trans>
      ) : (
        <Trans>
          {when} with {name}
        </Trans>
      )}
    </li>
  );
}

function RetainedLine({ r }: { r: DeletionPlan["retained"][number] }) {
  const { i18n } = useLingui();
  const known = RETAINED_TEXT[r.key];
  const what = known ? i18n._(known.what) : tx(r.what);
  const why = known ? i18n._(known.why) : tx(r.why);
  const period = known ? i18n._(known.period) : tx(r.period);
  return (
    <li>
      <Trans>
        <strong>{what}</strong>: {why}. Kept for {period}.
      </Trans>
    </li>
  );
}

/** What deleting the account will do, in plain words, before anything is asked. */
export function DeletionPlanView({ plan }: { plan: DeletionPlan }) {
  const { t } = useLingui();
  const graceDays = plan.graceDays;
  return (
    <div className="flex flex-col gap-3">
      <Part title={t`Your upcoming sessions`}>
        {plan.bookings.length === 0 ? (
          <p>
            <Trans>You have no upcoming sessions.</Trans>
          </p>
        ) : (
          <>
            <p>
              <Trans>These sessions will be cancelled as soon as you confirm:</Trans>
            </p>
            <ul className="list-disc space-y-1 pl-5">
              {plan.bookings.map((b) => (
                <BookingLine key={b.bookingId} b={b} />
              ))}
            </ul>
            <p className="text-muted">
              <Trans>
                Banks usually show a refund within 5 to 7 working days. Refunds already issued stay issued, even if you
                keep your account.
              </Trans>
            </p>
          </>
        )}
        {plan.unpublishExpert ? (
          <p>
            <Trans>
              Your expert profile is hidden from members at once, and members with a session are told and refunded.
            </Trans>
          </p>
        ) : null}
      </Part>
      {plan.courses.length > 0 ? (
        <Part title={t`Courses you will lose`}>
          <ul className="list-disc space-y-1 pl-5">
            {plan.courses.map((c) => (
              <li key={c.name}>
                {c.name} ({formatMoney(c.amountPaise)})
              </li>
            ))}
          </ul>
          <p className="text-muted">
            <Trans>Course purchases are not refunded.</Trans>
          </p>
        </Part>
      ) : null}
      <Part title={t`What is erased`}>
        <p>
          <Trans>
            Your profile and photo, posts and their images, comments, likes, follows, chats (the other person sees
            'Deleted member' and the text removed), notifications, assessments, journal and mood entries, data
            downloads, devices and sign-in history, and the account itself.
          </Trans>
        </p>
      </Part>
      <Part title={t`What Saathi must keep`}>
        <p>
          <Trans>These are kept without your name, email or phone number:</Trans>
        </p>
        <ul className="list-disc space-y-1 pl-5">
          {plan.retained.map((r) => (
            <RetainedLine key={r.key} r={r} />
          ))}
        </ul>
      </Part>
      <Part title={<Plural value={graceDays} one="# day to change your mind" other="# days to change your mind" />}>
        <p>
          <Trans>
            Your account is erased {graceDays} days after you confirm. Until then, signing in and choosing Keep my
            account undoes it. Other devices are signed out now.
          </Trans>
        </p>
      </Part>
    </div>
  );
}
