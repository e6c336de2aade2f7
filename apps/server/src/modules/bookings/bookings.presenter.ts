import type { BookingItem, BookingStatus } from "@saathi/contract/bookings";
import type { SessionType } from "@saathi/contract/experts";
import { PACKAGE_PAYMENT_PROVIDER } from "@saathi/contract/packages";
import { ledgerLine } from "../../platform/payments/money.ts";
import { presentDispute } from "../../platform/presenters/dispute.presenter.ts";
import { presentPersonOrUnknown } from "../../platform/presenters/person.presenter.ts";
import type { ListRow } from "./bookings.repository.ts";

/** A booking as one side sees it; the other person's name respects their hide-name flag. */
export function presentBooking(r: ListRow): BookingItem {
  const captured = r.pay_status === "captured" || r.pay_status === "refunded";
  const person = presentPersonOrUnknown(r.person, r.person_id);
  return {
    bookingId: r.id,
    status: r.status as BookingStatus,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: new Date(r.ends_at).toISOString(),
    sessionType: r.session_type as SessionType,
    language: r.language,
    counterpart: {
      userId: r.person_id,
      name: person.displayName,
      username: person.username,
      avatarUrl: person.avatarUrl,
    },
    specialisations: r.specialisations ?? [],
    transactionId: r.gateway_payment_id ?? "N/A",
    paidWithPackage: r.pay_provider === PACKAGE_PAYMENT_PROVIDER,
    money:
      captured && r.amount !== null
        ? {
            amount: r.amount,
            tax: r.tax ?? 0,
            commission: r.commission ?? 0,
            earning: r.earning ?? 0,
            currency: r.currency ?? "INR",
          }
        : null,
    cancelReason: r.cancel_reason,
    cancelledBy: (r.cancelled_by as BookingItem["cancelledBy"]) ?? null,
    refundStatus: (r.refund_status as BookingItem["refundStatus"] | null) ?? "none",
    refundState: (r.refund_state as BookingItem["refundState"]) ?? "none",
    reviewed: r.reviewed,
    guardianAttendance: r.guardian_attendance,
    refunds: { refunded: r.refunded_done ?? 0, pending: r.refund_pending ?? 0 },
    moneyAfterRefunds: afterRefunds(r, captured),
    dispute: presentDispute(r.dispute),
    proposal: r.proposal
      ? {
          id: r.proposal.id,
          startsAt: new Date(r.proposal.starts_at).toISOString(),
          endsAt: new Date(r.proposal.ends_at).toISOString(),
          status: "pending",
        }
      : null,
  };
}

/**
 * The split after refunds, by the same function as the payouts ledger (platform/payments/money.ts
 * ledgerLine), so the expert's money panel and the ledger agree to the paisa. Refunds on their way
 * count: that money is no longer the expert's.
 */
function afterRefunds(r: ListRow, captured: boolean): BookingItem["moneyAfterRefunds"] {
  if (!captured || r.amount === null) return null;
  const line = ledgerLine(
    { amount: r.amount, tax: r.tax ?? 0, commission: r.commission ?? 0, earning: r.earning ?? 0 },
    (r.refunded_done ?? 0) + (r.refund_pending ?? 0),
  );
  return { tax: line.tax, commission: line.commission, refunds: line.refunds, net: line.net };
}
