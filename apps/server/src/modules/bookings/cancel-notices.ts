// What a cancelled session (or a late payment given back) tells the member and the expert, in the app
// and by email: the one place every path goes through (member or expert cancel, an admin's suspension,
// a payment that arrived after its hold, a refund the job finally sent). The words come from where the
// refund really stands (refundOf: the payment and its refunds rows), never from what was hoped for.
import { formatRupees } from "@saathi/contract/experts";
import type { NotificationType } from "@saathi/contract/notifications";
import { formatDateTime } from "../../platform/i18n/format.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { BookingsDeps } from "./bookings.deps.ts";
import { CANCELLED_BY_MSG as BY, CANCEL_EMAIL_MSG as EMAIL, CANCEL_NOTICE_MSG as NOTICE } from "./bookings.messages.ts";
import { paidFromPackage } from "./bookings.policy.ts";
import type { BookingRow, RefundSummary } from "./bookings.repository.ts";

export type CancelledBy = "member" | "expert" | "admin";

type Deps = Pick<BookingsDeps, "bookings" | "notifications" | "messenger" | "log">;

const rupees = (paise: number) => `₹${formatRupees(paise)}`;

/** The member's sentence for a cancelled session, from the refund's state. */
const memberNotice = (r: RefundSummary) =>
  r.state === "refunded"
    ? NOTICE.memberRefunded
    : r.state === "pending"
      ? NOTICE.memberPending
      : r.state === "retrying"
        ? NOTICE.memberRetrying
        : NOTICE.memberUnpaid;

const expertNotice = (r: RefundSummary) =>
  r.state === "refunded" ? NOTICE.expertRefunded : r.state === "none" ? NOTICE.expertUnpaid : NOTICE.expertPending;

export function createCancelNotices(d: Deps) {
  /** One person: the in-app row (their settings decide) and the email (when they chose email for bookings). */
  const tell = async (
    to: string,
    actor: string,
    b: BookingRow,
    type: NotificationType,
    notice: string,
    values: { by?: string; amount: string },
    subject: string,
    email: boolean,
  ) => {
    await d.notifications.notify(
      to,
      type,
      actor,
      {
        booking_id: b.id,
        starts_at: b.startsAt.toISOString(),
        message: notice,
        message_values: JSON.stringify({ when: b.startsAt.toISOString(), ...values }),
      },
      // The email below carries the amount; notify() must not send its short one as well.
      { email: false },
    );
    if (!email || !d.messenger || !(await d.notifications.emailChosen(to, type))) return;
    const address = (await d.bookings.emailsOf(b)).get(to);
    if (!address) return;
    const locale = await d.messenger.localeOfUser(to);
    const t = translatorFor(locale);
    const when = formatDateTime(b.startsAt, locale, { dateStyle: "medium", timeStyle: "short" });
    const text = t(notice, { when, amount: values.amount, ...(values.by ? { by: t(values.by) } : {}) });
    await d.messenger
      .sendEmail({
        to: address,
        subject: t(subject, { when, amount: values.amount }),
        text: t(EMAIL.text, { notice: text }),
      })
      .catch((err) => d.log.warn({ err, bookingId: b.id }, "cancellation email not sent"));
  };

  return {
    /**
     * A session was cancelled (after its refund was tried): both people are told who cancelled it and
     * where the money stands. `emails` lets a caller that writes its own email to one side skip ours.
     */
    async cancelled(
      b: BookingRow,
      by: CancelledBy,
      emails: { member: boolean; expert: boolean } = { member: true, expert: true },
      /**
       * The package's unused sessions are refunded right after (a block, an expert who left): the member
       * is not told the credit is there to book again, only that nothing was charged for this session.
       */
      creditRefunded = false,
    ) {
      const r = await d.bookings.refundOf(b.id);
      const amount = rupees(r.refunded + r.pending || r.amount);
      const subject = EMAIL.cancelledSubject;
      // A session paid from a package gets its credit back, not money: both are told that.
      const credit = paidFromPackage(b) && r.state === "none";
      const memberCredit = creditRefunded ? NOTICE.memberCreditRefunded : NOTICE.memberCredit;
      const expertCredit = creditRefunded ? NOTICE.expertUnpaid : NOTICE.expertCredit;
      await tell(
        b.clientId,
        b.expertId,
        b,
        "booking_cancelled",
        credit ? memberCredit : memberNotice(r),
        { by: by === "member" ? BY.you : BY[by], amount },
        subject,
        emails.member,
      );
      await tell(
        b.expertId,
        b.clientId,
        b,
        "booking_cancelled",
        credit ? expertCredit : expertNotice(r),
        { by: by === "expert" ? BY.you : BY[by], amount },
        subject,
        emails.expert,
      );
    },

    /** A payment that came after its hold ended was given back (or is being): the member is told. */
    async latePayment(b: BookingRow) {
      const r = await d.bookings.refundOf(b.id);
      const notice = r.state === "refunded" ? NOTICE.lateRefunded : NOTICE.latePending;
      await tell(b.clientId, b.expertId, b, "refund", notice, { amount: rupees(r.amount) }, EMAIL.refundSubject, true);
    },

    /** A refund that had not gone through at first (the job sent it later): the member hears it is done. */
    async refundDone(b: BookingRow, paise: number) {
      await tell(
        b.clientId,
        b.expertId,
        b,
        "refund",
        NOTICE.refundDone,
        { amount: rupees(paise) },
        EMAIL.refundSubject,
        true,
      );
    },
  };
}

export type CancelNotices = ReturnType<typeof createCancelNotices>;
