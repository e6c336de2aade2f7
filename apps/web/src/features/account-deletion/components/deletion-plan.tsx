import { type DeletionPlan, rupees } from "@saathi/contract/account-deletion";
import type { ReactNode } from "react";
import { whenIndia } from "./pending-deletion-notice.tsx";

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <div className="mt-2 space-y-2 text-sm text-ink">{children}</div>
    </section>
  );
}

/** What deleting the account will do, in plain words, before anything is asked. */
export function DeletionPlanView({ plan }: { plan: DeletionPlan }) {
  return (
    <div className="flex flex-col gap-3">
      <Part title="Your upcoming sessions">
        {plan.bookings.length === 0 ? (
          <p>You have no upcoming sessions.</p>
        ) : (
          <>
            <p>These sessions will be cancelled as soon as you confirm:</p>
            <ul className="list-disc space-y-1 pl-5">
              {plan.bookings.map((b) => (
                <li key={b.bookingId}>
                  {whenIndia(b.startsAt)} with {b.withName}
                  {b.refund ? ` — ${rupees(b.amountPaise)} refunded in full to the original payment method` : ""}
                </li>
              ))}
            </ul>
            <p className="text-muted">
              Banks usually show a refund within 5 to 7 working days. Refunds already issued stay issued, even if you
              keep your account.
            </p>
          </>
        )}
        {plan.unpublishExpert ? (
          <p>Your expert profile is hidden from members at once, and members with a session are told and refunded.</p>
        ) : null}
      </Part>
      {plan.courses.length > 0 ? (
        <Part title="Courses you will lose">
          <ul className="list-disc space-y-1 pl-5">
            {plan.courses.map((c) => (
              <li key={c.name}>
                {c.name} ({rupees(c.amountPaise)})
              </li>
            ))}
          </ul>
          <p className="text-muted">Course purchases are not refunded.</p>
        </Part>
      ) : null}
      <Part title="What is erased">
        <p>
          Your profile and photo, posts and their images, comments, likes, follows, chats (the other person sees
          'Deleted member' and the text removed), notifications, assessments, journal and mood entries, data downloads,
          devices and sign-in history, and the account itself.
        </p>
      </Part>
      <Part title="What Saathi must keep">
        <p>These are kept without your name, email or phone number:</p>
        <ul className="list-disc space-y-1 pl-5">
          {plan.retained.map((r) => (
            <li key={r.key}>
              <strong>{r.what}</strong>: {r.why}. Kept for {r.period}.
            </li>
          ))}
        </ul>
      </Part>
      <Part title={`${plan.graceDays} days to change your mind`}>
        <p>
          Your account is erased {plan.graceDays} days after you confirm. Until then, signing in and choosing Keep my
          account undoes it. Other devices are signed out now.
        </p>
      </Part>
    </div>
  );
}
