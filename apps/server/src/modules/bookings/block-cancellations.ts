// A block between a member and an expert ends their sessions to come: the call would refuse the pair at
// the time, so nobody keeps paying for a session that cannot happen. Each is ended as the blocker's own
// cancellation would end it, through the same steps: an unpaid hold is released (a payment that still
// arrives is given back by settle, as any payment after its hold); a confirmed session is cancelled by
// the blocker's side (a member's block is the member's cancellation, an expert's the expert's), refunded
// in full through the one refund path (claimed, idempotent, retried by the reconciliation job), or given
// its package credit back; and both are told by the ordinary cancellation notices (cancel-notices.ts).
// Once the pair's sessions are ended, the event's reaction has packages refund the unused sessions of the
// pair's packages (`credits.refundAllBetween`), so the credits it gave back are among them.
// Blocking is silent: nothing here names the block, and the cancellation carries no reason.
//
// Two callers: the "block.made" event, right after the block (visibility), and the minute sweep over
// every block, which finishes what an event did not (a crash between the block and its reaction, a
// failure, a node that went away). Both are idempotent: each step only moves a row still in its state.
import type { DomainEvents } from "../../platform/modules/domain-events.ts";
import type { BlockCancellationsRepository, BoundBooking } from "./block-cancellations.repository.ts";
import type { BookingsDeps } from "./bookings.deps.ts";
import { paidFromPackage } from "./bookings.policy.ts";
import { createSettlement } from "./settle.service.ts";

type Deps = Pick<
  BookingsDeps,
  "bookings" | "payments" | "notifications" | "publisher" | "log" | "reminders" | "messenger" | "credits"
> & { bound: BlockCancellationsRepository };

export interface BlockEndings {
  /** Confirmed sessions cancelled (refunded, or their package credit back). */
  cancelled: number;
  /** Unpaid holds released. */
  released: number;
  /** Sessions whose ending failed (logged; the next sweep tries again). */
  failed: number;
}

export function createBlockCancellations(d: Deps) {
  const { refund, changed, notices } = createSettlement(d);

  /** An unpaid hold: the slot is free again at once. False when it is no longer held. */
  const release = async (b: BoundBooking) => {
    if (!(await d.bookings.releaseHold(b.id, "CANCELLED", false))) return false;
    const found = await d.bookings.find(b.id);
    if (found) await changed(found.booking);
    return true;
  };

  /** A confirmed session to come, cancelled by the blocker's side. False when it is not one (any more). */
  const cancel = async (b: BoundBooking) => {
    const side = b.blocker_id === b.client_id ? "member" : "expert";
    // The same conditional write as every cancellation: only a CONFIRMED session that has not started.
    if (!(await d.bookings.cancel(b.id, side, null))) return false;
    const found = await d.bookings.find(b.id);
    if (!found) return true;
    const { booking, payment } = found;
    // The money first: the cancel marked it owed, so a failure here is retried by the reconciliation job.
    if (payment?.status === "captured" && payment.gatewayPaymentId && !paidFromPackage(payment)) await refund(booking);
    await d.reminders?.cancel(booking.id);
    // A package's unused sessions are refunded next (packages' port, below): not "ready to book again".
    await notices.cancelled(booking, side, undefined, true);
    await changed(booking);
    return true;
  };

  const endAll = async (rows: BoundBooking[]): Promise<BlockEndings> => {
    const out: BlockEndings = { cancelled: 0, released: 0, failed: 0 };
    for (const b of rows) {
      try {
        if (b.status === "HELD" && (await release(b))) out.released++;
        // Confirmed, or confirmed meanwhile (a payment settled while the hold was being released).
        else if (await cancel(b)) out.cancelled++;
      } catch (err) {
        out.failed++;
        d.log.error({ err, bookingId: b.id }, "a session between a blocked pair was not ended; the sweep retries");
      }
    }
    return out;
  };

  return {
    /** "block.made": never throws (the block stands, and the other modules still react). */
    async blockMade({ blockerId, blockedId }: DomainEvents["block.made"]): Promise<BlockEndings> {
      let out: BlockEndings;
      try {
        out = await endAll(await d.bound.between(blockerId, blockedId));
      } catch (err) {
        d.log.error({ err }, "sessions between a blocked pair were not read; the sweep retries");
        out = { cancelled: 0, released: 0, failed: 1 };
      }
      // Then, and only then, the pair's session packages: every unused session, the credits just given
      // back included, is refunded (packages' port; it never throws, and its own sweep finishes the rest).
      await d.credits?.refundAllBetween(blockerId, blockedId);
      return out;
    },

    /** The minute sweep: sessions to come between any blocked pair (what an event missed). */
    async sweep(): Promise<BlockEndings> {
      const out = await endAll(await d.bound.acrossBlocks());
      if (out.cancelled || out.released) d.log.warn(out, "the sweep ended sessions a block had left");
      return out;
    },
  };
}

export type BlockCancellations = ReturnType<typeof createBlockCancellations>;
