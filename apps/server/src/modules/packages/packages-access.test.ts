// Session packages: bad input answers 400, and every endpoint × every role (owner, the expert, another
// member, another expert, moderator, admin, anonymous) answers as it should, with nothing leaked.
import { describe, expect, it } from "vitest";
import type { Member } from "../../../test/harness.ts";
import {
  admin,
  asha,
  buy,
  expert,
  get,
  h,
  moderator,
  offer,
  otherExpert,
  ravi,
  refund,
  send,
  slots,
  startPurchase,
  usePackagesWorld,
} from "../../../test/packages-fixture.ts";

usePackagesWorld();

describe("bad input answers 400", () => {
  it("offers, purchases, bookings and refunds", async () => {
    expect((await send(expert, "PUT", "/api/expert/packages/5", { price: 100 })).statusCode).toBe(400);
    expect((await send(expert, "PUT", "/api/expert/packages/4", { price: -1 })).statusCode).toBe(400);
    expect((await send(expert, "PUT", "/api/expert/packages/4", { price: 10.5 })).statusCode).toBe(400);
    expect((await send(expert, "PUT", "/api/expert/packages/4", { price: "x" })).statusCode).toBe(400);
    expect((await send(expert, "PUT", "/api/expert/packages/4", { price: 400_001 })).statusCode).toBe(400);
    expect((await send(expert, "PUT", "/api/expert/packages/4", {})).statusCode).toBe(400);
    expect((await send(asha, "POST", "/api/packages/not-a-uuid/purchase")).statusCode).toBe(400);
    expect((await send(asha, "POST", "/api/bookings/package", { purchaseId: "x" })).statusCode).toBe(400);
    // A purchase of her own, so the refund's own body is what is wrong.
    const p = await buy(asha, (await offer(expert, 4, 1_500)).id);
    expect((await refund(asha, p.id, { sessions: 0 })).statusCode).toBe(400);
    expect((await refund(asha, p.id, { sessions: "all" })).statusCode).toBe(400);
    expect((await send(asha, "POST", `/api/packages/purchases/${p.id}/verify`, { orderId: "" })).statusCode).toBe(400);
    expect(
      (
        await send(asha, "POST", "/api/bookings/package", {
          purchaseId: p.id,
          startsAt: "soon",
          sessionType: "video",
          language: "English",
        })
      ).statusCode,
    ).toBe(400);
  }, 60_000);
});

describe("who may do what: every endpoint × every role", () => {
  it("owner, their expert, another member, another expert, moderator, admin, anonymous", async () => {
    const o = await offer(expert, 4, 1_500);
    const p = await buy(asha, o.id);
    const pending = await startPurchase(asha, o.id);
    type Role = "owner" | "expert" | "member" | "otherExpert" | "moderator" | "admin" | "anonymous";
    const who: Record<Role, Member | null> = {
      owner: asha,
      expert,
      member: ravi,
      otherExpert,
      moderator,
      admin,
      anonymous: null,
    };
    const slot = slots[slots.length - 1];
    const cases: {
      name: string;
      call: (m: Member | null) => Promise<{ statusCode: number; body: string }>;
      want: Record<Role, number>;
    }[] = [
      {
        name: "GET my offers",
        call: (m) => get(m, "/api/expert/packages"),
        want: { owner: 403, expert: 200, member: 403, otherExpert: 200, moderator: 403, admin: 403, anonymous: 401 },
      },
      {
        name: "PUT an offer",
        call: (m) => send(m, "PUT", "/api/expert/packages/8", { price: 8_000 }),
        want: { owner: 403, expert: 200, member: 403, otherExpert: 200, moderator: 403, admin: 403, anonymous: 401 },
      },
      {
        name: "GET an expert's offers",
        call: (m) => get(m, `/api/experts/${expert.id}/packages`),
        want: { owner: 200, expert: 200, member: 200, otherExpert: 200, moderator: 200, admin: 200, anonymous: 401 },
      },
      {
        name: "GET my purchases",
        call: (m) => get(m, "/api/packages/purchases"),
        want: { owner: 200, expert: 200, member: 200, otherExpert: 200, moderator: 200, admin: 200, anonymous: 401 },
      },
      {
        name: "GET a purchase",
        call: (m) => get(m, `/api/packages/purchases/${p.id}`),
        want: { owner: 200, expert: 200, member: 404, otherExpert: 404, moderator: 404, admin: 404, anonymous: 401 },
      },
      {
        name: "POST verify",
        call: (m) =>
          send(m, "POST", `/api/packages/purchases/${p.id}/verify`, { orderId: "o", paymentId: "p", signature: "s" }),
        want: { owner: 400, expert: 403, member: 404, otherExpert: 404, moderator: 404, admin: 404, anonymous: 401 },
      },
      {
        name: "POST close",
        call: (m) => send(m, "POST", `/api/packages/purchases/${pending.purchaseId}/close`),
        want: { owner: 200, expert: 403, member: 404, otherExpert: 404, moderator: 404, admin: 404, anonymous: 401 },
      },
      {
        name: "POST book with a credit",
        call: (m) =>
          send(m, "POST", "/api/bookings/package", {
            purchaseId: p.id,
            startsAt: slot,
            sessionType: "video",
            language: "English",
          }),
        want: { owner: 200, expert: 403, member: 404, otherExpert: 404, moderator: 404, admin: 404, anonymous: 401 },
      },
      {
        name: "POST refund",
        call: (m) => send(m, "POST", `/api/packages/purchases/${p.id}/refund`, { sessions: 1 }),
        want: { owner: 200, expert: 403, member: 404, otherExpert: 404, moderator: 404, admin: 404, anonymous: 401 },
      },
      {
        name: "POST purchase",
        call: (m) => send(m, "POST", `/api/packages/${o.id}/purchase`),
        want: { owner: 200, expert: 400, member: 200, otherExpert: 200, moderator: 200, admin: 200, anonymous: 401 },
      },
      {
        name: "DELETE an offer",
        call: (m) => send(m, "DELETE", "/api/expert/packages/8"),
        want: { owner: 403, expert: 200, member: 403, otherExpert: 200, moderator: 403, admin: 403, anonymous: 401 },
      },
    ];
    const order: Role[] = ["anonymous", "member", "otherExpert", "moderator", "admin", "expert", "owner"];
    const got: string[] = [];
    const wanted: string[] = [];
    for (const c of cases)
      for (const role of order) {
        const res = await c.call(who[role]);
        got.push(`${c.name} as ${role}: ${res.statusCode}`);
        wanted.push(`${c.name} as ${role}: ${c.want[role]}`);
        // Nobody but the two people of a purchase reads anything of it.
        if (role !== "owner" && role !== "expert" && res.statusCode !== 200) expect(res.body).not.toContain(p.id);
        if (c.name === "GET my purchases" && role !== "owner") expect(res.body).not.toContain(p.id);
      }
    expect(got).toEqual(wanted);
  }, 240_000);
});

describe("a block either way", () => {
  it("the member cannot buy the expert's package (404, no order opened); unblocking lets them", async () => {
    const o = await offer(expert, 4, 200_000);
    for (const [by, whom] of [
      [expert, ravi],
      [ravi, expert],
    ] as const) {
      expect((await send(by, "POST", `/api/blocks/${whom.id}`, {})).statusCode).toBe(200);
      const res = await send(ravi, "POST", `/api/packages/${o.id}/purchase`);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain("orderId");
      expect((await send(by, "DELETE", `/api/blocks/${whom.id}`)).statusCode).toBe(200);
    }
    expect((await send(ravi, "POST", `/api/packages/${o.id}/purchase`)).statusCode).toBe(200);
  });
});

describe("an account set to be deleted", () => {
  it("cannot buy a package (409, no order opened) until 'Keep my account'", async () => {
    const o = await offer(expert, 8, 300_000);
    const m = await h.member();
    expect((await send(m, "POST", "/api/account/deletion", { password: "secret12" })).statusCode).toBe(200);
    const res = await send(m, "POST", `/api/packages/${o.id}/purchase`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: "DELETION_PENDING", message: expect.stringContaining("Keep my account") });
    expect((await send(m, "DELETE", "/api/account/deletion")).statusCode).toBe(200);
    expect((await send(m, "POST", `/api/packages/${o.id}/purchase`)).statusCode).toBe(200);
  });
});
