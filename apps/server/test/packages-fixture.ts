// The people and steps of a session-packages test: an expert's offer, a purchase through the sandbox
// checkout, a booking with a credit, a refund of unused sessions (exported `let`s are live bindings).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { user } from "../src/platform/db/schema/auth.ts";
import { userProfiles } from "../src/platform/db/schema/profiles.ts";
import { staffMember } from "./admin-helpers.ts";
import { payInSandbox, slotsOf } from "./booking-helpers.ts";
import { publishedExpert } from "./experts-fixture.ts";
import { type Harness, type Member, startHarness } from "./harness.ts";

export let h: Harness;
export let expert: Member;
export let otherExpert: Member;
export let asha: Member;
export let ravi: Member;
export let moderator: Member;
export let admin: Member;
export let slots: string[] = [];
export let nextSlot = 0;

export type Purchase = {
  id: string;
  status: string;
  remaining: number;
  used: number;
  refundableNow: number;
  price: number;
};

export const get = (m: Member | null, url: string) => h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
export const send = (m: Member | null, method: "POST" | "PUT" | "DELETE", url: string, payload?: object, extra = {}) =>
  h.app.inject({
    method,
    url,
    headers: { origin: "http://localhost:3000", ...(m ? { cookie: m.cookie } : {}), ...extra },
    ...(payload ? { payload } : {}),
  });
export const offer = async (ex: Member, sessions: 4 | 8, price: number) => {
  const res = await send(ex, "PUT", `/api/expert/packages/${sessions}`, { price });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; price: number; perSession: number };
};
export const startPurchase = async (m: Member, offerId: string) => {
  const res = await send(m, "POST", `/api/packages/${offerId}/purchase`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { purchaseId: string; orderId: string; amount: number };
};
/** Buys through the sandbox checkout as the browser does: order → Pay → verify. */
export const buy = async (m: Member, offerId: string): Promise<Purchase> => {
  const { purchaseId, orderId } = await startPurchase(m, offerId);
  const paid = await payInSandbox(h, m, orderId);
  const v = await send(m, "POST", `/api/packages/purchases/${purchaseId}/verify`, paid);
  expect(v.statusCode, v.body).toBe(200);
  return v.json() as Purchase;
};
export const book = (m: Member, purchaseId: string, startsAt = slots[nextSlot++]) =>
  send(m, "POST", "/api/bookings/package", { purchaseId, startsAt, sessionType: "video", language: "English" });
export const refund = (m: Member, purchaseId: string, body: object = {}, key?: string) =>
  send(m, "POST", `/api/packages/purchases/${purchaseId}/refund`, body, key ? { "idempotency-key": key } : {});
export const purchaseOf = async (m: Member, id: string) =>
  (await get(m, `/api/packages/purchases/${id}`)).json() as Purchase;
export const dashboard = async () =>
  (await get(admin, "/api/admin/dashboard")).json() as {
    refundsThisWeek: { count: number; paise: number };
    revenue: { weekPaise: number };
  };

/** Passes over the next free slot (a test that books one by another way). */
export const skipSlot = () => {
  nextSlot++;
};

/** Starts the harness and the people of a packages test (call once at the top of a test file). */
export function usePackagesWorld(): void {
  beforeAll(async () => {
    h = await startHarness();
    expert = await publishedExpert(h, { fullName: "Kiran Das" });
    otherExpert = await publishedExpert(h, { fullName: "Meera Rao" });
    asha = await h.member({ displayName: "Asha Test" });
    ravi = await h.member({ displayName: "Ravi Test" });
    admin = await staffMember(h);
    moderator = await h.member();
    await h.database.db.update(user).set({ role: "moderator" }).where(eq(user.id, moderator.id));
    await h.database.db.update(userProfiles).set({ role: "moderator" }).where(eq(userProfiles.userId, moderator.id));
    slots = await slotsOf(h, expert.id);
    expect(slots.length).toBeGreaterThan(30);
  }, 180_000);
  afterAll(() => h?.close());
}
