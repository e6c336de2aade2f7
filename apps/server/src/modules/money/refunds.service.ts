// Refunds of a booking's payment, full or partial, through the one gateway interface.
// Every refund is a row (pending → refunded), written under the payment's lock with its audit record,
// so two refunds can never add up to more than was paid; the same idempotency key is the same refund.
// The gateway is asked after the commit: if it fails, the refund stays pending and the job retries it.
import { randomUUID } from "node:crypto";
import { MONEY_MSG } from "@saathi/contract/admin-money";
import type { Logger } from "pino";
import type { AuditActor } from "../../platform/audit/audit-log.ts";
import { AppError } from "../../platform/http/errors.ts";
import { formatDateTime } from "../../platform/i18n/format.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { paymentOutcome } from "../../platform/observability/metrics.ts";
import type { PaymentGateway } from "../../platform/payments/gateway.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { MONEY_EMAIL_MSG as EMAIL } from "./money.messages.ts";
import { refundable, refundRefusal } from "./money.policy.ts";
import { presentRefund, rupees } from "./money.presenter.ts";
import type { RefundRow, RefundsRepository } from "./refunds.repository.ts";

export interface RefundsDeps {
  repo: RefundsRepository;
  gateway: PaymentGateway;
  notifications: NotificationsService;
  messenger: Messenger;
  log: Logger;
  /** How long a worker holds a pending refund while it asks the gateway (default 5 minutes). */
  refundLeaseSeconds?: number;
}

export interface RefundRequest {
  bookingId: string;
  amount: number;
  reason: string;
  source: "admin" | "dispute" | "expert_suspended";
  /** Unique per refund meant; repeating it answers the same refund. */
  idempotencyKey: string;
  actor: AuditActor & { id: string };
}

const REFUSALS = {
  not_paid: () => new AppError(409, "NOT_PAID", MONEY_MSG.notPaid),
  nothing_left: () => new AppError(409, "NOTHING_LEFT", MONEY_MSG.nothingLeft),
  over_refund: () => new AppError(422, "OVER_REFUND", MONEY_MSG.overRefund),
};

export function createRefundsService(d: RefundsDeps) {
  const leaseSeconds = d.refundLeaseSeconds ?? 300;
  /** Tells both people once the money has gone back; the member also by email. */
  const announce = async (r: RefundRow) => {
    const p = await d.repo.parties(r.bookingId);
    if (!p) return;
    const extra = { booking_id: r.bookingId, starts_at: new Date(p.starts_at).toISOString() };
    await d.notifications.notify(p.client_id, "refund", p.expert_id, extra);
    await d.notifications.notify(p.expert_id, "refund", p.client_id, extra);
    const locale = await d.messenger.localeOf(p.member_email);
    const t = translatorFor(locale);
    const amount = rupees(r.amount);
    await d.messenger.sendEmail({
      to: p.member_email,
      subject: t(EMAIL.refundSubject, { amount }),
      text: t(EMAIL.refundText, {
        amount,
        expert: p.expert_name,
        when: formatDateTime(p.starts_at, locale, {}),
        reason: r.reason,
        reference: r.gatewayRefundId ?? r.id,
      }),
    });
  };

  /**
   * Asks the gateway for a pending refund; answers the row as it now stands. The row is claimed first,
   * so of two nodes' retry jobs, or a job and the request that made it, one asks; the other
   * answers it as pending, which it still is.
   */
  /**
   * Sends one pending refund if this worker can claim it. `sent` says whether this call is the one that
   * refunded it: a row another worker refunded meanwhile is answered as it is, but not counted here.
   */
  const sendClaimed = async (refundId: string): Promise<{ row: RefundRow | null; sent: boolean }> => {
    const found = await d.repo.find(refundId);
    if (!found || found.refund.status !== "pending" || !found.gatewayPaymentId)
      return { row: found?.refund ?? null, sent: false };
    if (!(await d.repo.claim(refundId, leaseSeconds)))
      return { row: (await d.repo.find(refundId))?.refund ?? null, sent: false };
    try {
      const { refundId: gatewayRefundId } = await d.gateway.refund(found.gatewayPaymentId, found.refund.amount, {
        receipt: found.refund.id,
      });
      paymentOutcome("refunded");
      const done = await d.repo.markRefunded(found.refund.id, gatewayRefundId);
      if (!done) return { row: (await d.repo.find(refundId))?.refund ?? null, sent: false };
      await announce(done.row).catch((err) => d.log.error({ err, refundId }, "refund notification failed"));
      return { row: done.row, sent: true };
    } catch (err) {
      paymentOutcome("refund_failed");
      d.log.error({ err, refundId }, "gateway refund failed; the money job will retry it");
      await d.repo.release(refundId);
      return { row: found.refund, sent: false };
    }
  };
  const send = async (refundId: string) => (await sendClaimed(refundId)).row;

  return {
    /** Creates (or answers again) one refund; the gateway's failure is told as pending, never as done. */
    async refund(req: RefundRequest) {
      const id = randomUUID();
      const result = await d.repo.withPaymentLock(req.bookingId, req.idempotencyKey, (locked) => {
        if (locked.sameKey) {
          if (locked.sameKey.bookingId !== req.bookingId)
            throw new AppError(409, "IDEMPOTENCY_KEY_REUSED", MONEY_MSG.idempotencyKeyReused);
          return { existing: locked.sameKey };
        }
        const state = { ...locked.payment, committed: locked.committed };
        const why = refundRefusal(state, req.amount);
        if (why) throw REFUSALS[why]();
        const left = refundable(state);
        return {
          row: {
            id,
            bookingId: req.bookingId,
            paymentId: locked.payment.id,
            amount: req.amount,
            reason: req.reason,
            source: req.source,
            status: "pending",
            idempotencyKey: req.idempotencyKey,
            requestedBy: req.actor.id,
          },
          audit: {
            actor: req.actor,
            action: "refund.create",
            targetType: "booking",
            targetId: req.bookingId,
            before: { refundable: left },
            after: { refundId: id, amount: req.amount, source: req.source, refundable: left - req.amount },
            reason: req.reason,
          },
        };
      });
      if (!result) throw REFUSALS.not_paid();
      const row = result.created ? ((await send(result.refund.id)) ?? result.refund) : result.refund;
      const after = await d.repo.paymentState(req.bookingId);
      const left = after ? refundable({ ...after.payment, committed: after.committed }) : 0;
      return {
        refund: presentRefund(row),
        message: row.status === "refunded" ? MONEY_MSG.refundDone : MONEY_MSG.refundPending,
        refundable: left,
        created: result.created,
      };
    },

    /** What can still be refunded on a booking (0 without a captured payment). */
    async refundable(bookingId: string) {
      const s = await d.repo.paymentState(bookingId);
      return s ? refundable({ ...s.payment, committed: s.committed }) : 0;
    },

    /** The refund made with this key, if any (a dispute's refund is keyed by the dispute). */
    async byKey(key: string) {
      const row = await d.repo.byKey(key);
      return row ? presentRefund(row) : null;
    },

    async listForBooking(bookingId: string) {
      return (await d.repo.listForBooking(bookingId)).map(presentRefund);
    },

    /** The job: asks the gateway again for refunds still pending after `graceSeconds`. */
    async retryPending(graceSeconds = 120) {
      let refunded = 0;
      for (const id of await d.repo.pendingOlderThan(graceSeconds)) {
        // Only what this worker sent: a row another node refunded meanwhile is theirs to count.
        if ((await sendClaimed(id)).sent) refunded++;
      }
      if (refunded) d.log.info({ refunded }, "pending refunds sent");
      return refunded;
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
