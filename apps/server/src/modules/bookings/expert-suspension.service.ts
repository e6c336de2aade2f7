// When an admin suspends an expert: every CONFIRMED session still to come is cancelled
// (cancelled_by 'admin') and refunded in full through the gateway, by the same cancel and refund path
// a member's cancellation takes; each member is told in the app and by email. Unpaid holds end.
import { formatDateTime } from "../../platform/i18n/format.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import type { BookingsDeps } from "./bookings.deps.ts";
import { EXPERT_GONE_EMAIL_MSG as EMAIL } from "./bookings.messages.ts";
import { paidFromPackage } from "./bookings.policy.ts";
import type { ExpertSuspensionRepository } from "./expert-suspension.repository.ts";
import { createSettlement } from "./settle.service.ts";

export interface ExpertSuspensionDeps
  extends Pick<
    BookingsDeps,
    "bookings" | "payments" | "notifications" | "publisher" | "log" | "reminders" | "credits"
  > {
  affected: ExpertSuspensionRepository;
  messenger: Messenger;
}

export interface SuspensionOutcome {
  cancelled: number;
  refunded: number;
  /** Refunds the gateway did not confirm yet (the reconciliation job retries them). */
  refundsPending: number;
}

export function createExpertSuspensionService(d: ExpertSuspensionDeps) {
  const { refund, changed, notices } = createSettlement(d);
  return {
    async cancelFutureSessions(expertId: string, expertName: string, reason: string): Promise<SuspensionOutcome> {
      const out: SuspensionOutcome = { cancelled: 0, refunded: 0, refundsPending: 0 };
      for (const id of await d.affected.liveHolds(expertId)) await d.bookings.releaseHold(id, "CANCELLED", false);
      for (const b of await d.affected.futureConfirmed(expertId)) {
        if (!(await d.bookings.cancel(b.id, "admin", reason))) continue; // started or cancelled meanwhile
        out.cancelled++;
        await d.reminders?.cancel(b.id);
        const found = await d.bookings.find(b.id);
        if (!found) continue;
        const { booking, payment } = found;
        // A session paid from a package gives its credit back; the member may have it refunded.
        if (payment?.status === "captured" && payment.gatewayPaymentId && !paidFromPackage(payment)) {
          const r = await refund(booking);
          if (r === "refunded") out.refunded++;
          else out.refundsPending++;
        }
        // In the app, both told as every cancellation tells them; by email, the member gets the letter
        // below (why: the expert left) and the expert their suspension's own email.
        await notices.cancelled(booking, "admin", { member: false, expert: false }, true);
        const locale = await d.messenger.localeOf(b.client_email);
        const t = translatorFor(locale);
        const when = formatDateTime(b.starts_at, locale, { dateStyle: "medium", timeStyle: "short" });
        const fromPackage = payment ? paidFromPackage(payment) : false;
        await d.messenger
          .sendEmail({
            to: b.client_email,
            subject: t(fromPackage ? EMAIL.packageSubject : EMAIL.subject),
            text: t(fromPackage ? EMAIL.packageText : EMAIL.text, { expert: expertName, when }),
          })
          .catch((err) => d.log.warn({ err, bookingId: b.id }, "cancellation email not sent"));
        await changed(booking);
      }
      // Session packages with this expert: the credits just given back and every other unused one are
      // refunded now (nobody can book this expert any more).
      await d.credits
        ?.refundAllWithExpert(expertId)
        .catch((err) => d.log.error({ err, expertId }, "package refunds for a departed expert failed"));
      return out;
    },
  };
}

export type ExpertSuspensionService = ReturnType<typeof createExpertSuspensionService>;
