import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { capturedWebhook, payInSandbox } from "../../../test/booking-helpers.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { seedDemoCourses } from "../../seed/demo-courses.ts";

let h: Harness;
let paid: { id: string };
let refunds: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  h = await startHarness();
  await seedDemoCourses(h.database.db, h.built.storage);
  const m = await h.member();
  const list = (await h.app.inject({ url: "/api/courses", headers: { cookie: m.cookie } })).json();
  paid = list.courses.find((c: { isPaid: boolean }) => c.isPaid);
});
afterAll(() => h?.close());
afterEach(() => refunds?.mockRestore());
const countRefunds = () => {
  refunds = vi.spyOn(h.built.payments.gateway, "refund");
  return refunds;
};

type Pay = { orderId: string; paymentId: string; signature: string };
const order = async (m: Member) =>
  (await h.post(`/api/courses/${paid.id}/purchase`, undefined, { cookie: m.cookie })).json() as {
    purchaseId: string;
    orderId: string;
  };
const verify = (m: Member, purchaseId: string, pay: Pay) =>
  h.post(`/api/courses/purchases/${purchaseId}/verify`, pay, { cookie: m.cookie });
const purchases = async (m: Member) =>
  (
    await h.database.db.execute(
      sql`select id, status, gateway_payment_id from course_purchases where user_id = ${m.id} order by created_at`,
    )
  ).rows as { id: string; status: string; gateway_payment_id: string | null }[];
const owned = async (m: Member) =>
  (await h.app.inject({ url: `/api/courses/${paid.id}`, headers: { cookie: m.cookie } })).json().owned as boolean;
const webhook = (orderId: string, paymentId: string) => capturedWebhook(h, orderId, paymentId);
const ownedAnswer = () => ({ owned: true, courseId: paid.id });

describe("settling a course purchase", () => {
  it("wrong signature (400, nothing changes), then the genuine one opens the course; repeats and the webhook agree", async () => {
    const m = await h.member();
    const o = await order(m);
    const pay = await payInSandbox(h, m, o.orderId);
    const spy = countRefunds();
    expect((await verify(m, o.purchaseId, { ...pay, signature: "0".repeat(64) })).statusCode).toBe(400);
    expect(await owned(m)).toBe(false);
    expect((await purchases(m)).map((p) => p.status)).toEqual(["PENDING"]);
    for (let i = 0; i < 3; i++) expect((await verify(m, o.purchaseId, pay)).json()).toEqual(ownedAnswer());
    expect((await webhook(o.orderId, pay.paymentId)).json()).toEqual({ status: "paid" });
    expect(spy).not.toHaveBeenCalled();
    expect(await purchases(m)).toEqual([{ id: o.purchaseId, status: "PAID", gateway_payment_id: pay.paymentId }]);
    expect(await owned(m)).toBe(true);
  });

  it("20 concurrent genuine verifies: all owned, one PAID purchase, no refund", async () => {
    const m = await h.member();
    const o = await order(m);
    const pay = await payInSandbox(h, m, o.orderId);
    const spy = countRefunds();
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(m, o.purchaseId, pay)));
    for (const a of answers) expect(a.json()).toEqual(ownedAnswer());
    expect(spy).not.toHaveBeenCalled();
    expect((await purchases(m)).map((p) => p.status)).toEqual(["PAID"]);
  });

  it("two orders of one course paid at once: one kept, the other given back exactly once, no 5xx", async () => {
    const m = await h.member();
    const [a, b] = await Promise.all([order(m), order(m)]);
    if (!a || !b) throw new Error("no orders");
    const [payA, payB] = await Promise.all([payInSandbox(h, m, a.orderId), payInSandbox(h, m, b.orderId)]);
    const spy = countRefunds();
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => verify(m, a.purchaseId, payA)),
      ...Array.from({ length: 5 }, () => verify(m, b.purchaseId, payB)),
    ]);
    for (const r of answers) expect(r.json()).toEqual(ownedAnswer());
    const rows = await purchases(m);
    expect(rows.map((p) => p.status).sort()).toEqual(["CANCELLED", "PAID"]);
    const given = rows.find((p) => p.status === "CANCELLED");
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[0]).toBe(given?.gateway_payment_id);
    // Repeats of the given-back payment, by verify or webhook, refund nothing more.
    const givenOrder = given?.id === a.purchaseId ? { o: a, pay: payA } : { o: b, pay: payB };
    expect((await verify(m, givenOrder.o.purchaseId, givenOrder.pay)).json()).toEqual(ownedAnswer());
    expect((await webhook(givenOrder.o.orderId, givenOrder.pay.paymentId)).json()).toEqual({ status: "duplicate" });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("a second payment on a paid order is given back, by verify or by webhook", async () => {
    const m = await h.member();
    const o = await order(m);
    const first = await payInSandbox(h, m, o.orderId);
    expect((await verify(m, o.purchaseId, first)).json()).toEqual(ownedAnswer());
    const second = await payInSandbox(h, m, o.orderId);
    const third = await payInSandbox(h, m, o.orderId);
    const spy = countRefunds();
    expect((await verify(m, o.purchaseId, second)).json()).toEqual(ownedAnswer());
    expect((await webhook(o.orderId, third.paymentId)).json()).toEqual({ status: "duplicate" });
    // Reported again: given back once only.
    await Promise.all([verify(m, o.purchaseId, second), verify(m, o.purchaseId, second)]);
    expect((await webhook(o.orderId, second.paymentId)).json()).toEqual({ status: "duplicate" });
    expect(spy.mock.calls.map((c: unknown[]) => c[0])).toEqual([second.paymentId, third.paymentId]);
    expect(await purchases(m)).toEqual([{ id: o.purchaseId, status: "PAID", gateway_payment_id: first.paymentId }]);
  });

  it("the webhook first, then the member's verify: paid once", async () => {
    const m = await h.member();
    const o = await order(m);
    const pay = await payInSandbox(h, m, o.orderId);
    const spy = countRefunds();
    expect((await webhook(o.orderId, pay.paymentId)).json()).toEqual({ status: "paid" });
    expect((await verify(m, o.purchaseId, pay)).json()).toEqual(ownedAnswer());
    expect((await webhook(o.orderId, pay.paymentId)).json()).toEqual({ status: "paid" });
    expect(spy).not.toHaveBeenCalled();
  });
});
