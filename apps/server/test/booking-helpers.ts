// Booking steps as a member's browser would take them, for the API tests.
import { createHmac, randomUUID } from "node:crypto";
import { type MockInstance, vi } from "vitest";
import type { BuiltApp } from "../src/app.ts";
import type { PaymentGateway } from "../src/platform/payments/gateway.ts";
import type { Harness, Member } from "./harness.ts";

/** Slots are whole hours from now on: one that starts within this is left out, so no test outlives its slot. */
const SLOT_MARGIN_MS = 15 * 60_000;

/**
 * The expert's offered slots that start at least SLOT_MARGIN_MS from now. The first offered slot can start
 * seconds away (at 16:59:58, the 17:00 one): a test that books it would see it turn into the past midway
 * (200 racing attempts answered 195 times 409 and 4 times otherwise, in a run that began at 17:00:00 UTC).
 */
export async function slotsOf(h: Harness, expertId: string): Promise<string[]> {
  const res = await h.app.inject({ url: `/api/experts/${expertId}/availability` });
  const soonest = Date.now() + SLOT_MARGIN_MS;
  return (res.json() as { slots: { startsAt: string }[] }).slots
    .map((s) => s.startsAt)
    .filter((startsAt) => Date.parse(startsAt) >= soonest);
}

export function createBooking(
  h: Harness,
  m: Member,
  body: { expertId: string; startsAt: string; sessionType?: string; language?: string },
  key: string | null = randomUUID(),
) {
  return h.app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: { cookie: m.cookie, ...(key ? { "idempotency-key": key } : {}) },
    payload: { sessionType: "video", language: "English", ...body },
  });
}

export async function payInSandbox(h: Harness, m: Member, orderId: string) {
  const res = await h.post(`/api/payments/sandbox/${orderId}/pay`, undefined, { cookie: m.cookie });
  const p = res.json() as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  return { orderId: p.razorpay_order_id, paymentId: p.razorpay_payment_id, signature: p.razorpay_signature };
}

export const verify = (h: Harness, m: Member, bookingId: string, body: object) =>
  h.post(`/api/bookings/${bookingId}/verify`, body, { cookie: m.cookie });

/** Books and pays the first free slot; answers the booking id and its start. */
export async function bookAndPay(h: Harness, m: Member, expertId: string, slotIndex = 0) {
  const startsAt = (await slotsOf(h, expertId))[slotIndex];
  if (!startsAt) throw new Error("no free slot");
  const created = await createBooking(h, m, { expertId, startsAt });
  if (created.statusCode !== 200) throw new Error(`create failed: ${created.body}`);
  const { bookingId, orderId } = created.json() as { bookingId: string; orderId: string };
  const v = await verify(h, m, bookingId, await payInSandbox(h, m, orderId));
  if (v.statusCode !== 200) throw new Error(`verify failed: ${v.body}`);
  return { bookingId, startsAt, orderId };
}

/** Razorpay's `payment.captured` webhook for an order, signed with the gateway's webhook secret. */
export function capturedWebhook(h: Harness, orderId: string, paymentId: string) {
  return paymentWebhook(h, "captured", orderId, paymentId);
}

/** The gateway's signed `payment.captured` or `payment.failed` event for an order. */
export function paymentWebhook(h: Harness, status: "captured" | "failed", orderId: string, paymentId: string) {
  const raw = JSON.stringify({
    event: `payment.${status}`,
    payload: { payment: { entity: { id: paymentId, order_id: orderId, status } } },
  });
  return h.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": createHmac("sha256", h.built.payments.gateway.webhookSecret).update(raw).digest("hex"),
      "x-razorpay-event-id": `evt_${randomUUID()}`,
    },
    payload: raw,
  });
}

/**
 * Counts the gateway's refund calls on the harness's node ("node-1") and a second node ("node-2") while a
 * test runs; each call waits `delayMs` before reaching the sandbox, so racing workers really overlap while
 * one is at the gateway. The spies go into `spies`, for the test's afterEach to restore.
 */
export function countGatewayRefunds(h: Harness, second: BuiltApp, spies: MockInstance[], delayMs = 150): string[] {
  const calls: string[] = [];
  for (const [node, built] of [
    ["node-1", h.built],
    ["node-2", second],
  ] as const) {
    const gateway = built.payments.gateway;
    const real = gateway.refund.bind(gateway) as PaymentGateway["refund"];
    spies.push(
      vi.spyOn(gateway, "refund").mockImplementation(async (paymentId, amount, opts) => {
        calls.push(node);
        await new Promise((r) => setTimeout(r, delayMs));
        return real(paymentId, amount, opts);
      }),
    );
  }
  return calls;
}
