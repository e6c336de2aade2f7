import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
const send = (m: Member, method: "POST" | "DELETE", url: string) =>
  h.app.inject({ method, url, headers: { cookie: m.cookie } });
const notificationsOf = async (m: Member) =>
  (await h.app.inject({ url: "/api/notifications", headers: { cookie: m.cookie } })).json();
/** Lets the next follow action on this pair through without waiting 2 s. */
const forgetThrottle = () => h.database.db.execute(sql`delete from rate_limits where key like 'follow:%'`);

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("follows", () => {
  it("following a public member is immediate and notifies them", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const r = await send(a, "POST", `/api/follows/${b.id}`);
    expect(r.json()).toEqual({ status: "following", followers: 1 });
    const n = await notificationsOf(b);
    expect(n.unread).toBe(1);
    expect(n.items[0]).toMatchObject({ type: "follow", isRead: false, data: { actorId: a.id } });
  });

  it("a private member must accept; accept notifies the requester", async () => {
    const [a, p] = await Promise.all([h.member(), h.member({ isPrivate: true })]);
    expect((await send(a, "POST", `/api/follows/${p.id}`)).json()).toEqual({ status: "requested", followers: 0 });
    expect((await notificationsOf(p)).items[0]).toMatchObject({ type: "follow_request", data: { actorId: a.id } });
    const accepted = await send(p, "POST", `/api/follow-requests/${a.id}/accept`);
    expect(accepted.json()).toEqual({ status: "following", followers: 1 });
    expect((await notificationsOf(a)).items[0]).toMatchObject({ type: "follow_accept", data: { actorId: p.id } });
    // The answered request no longer sits in the owner's list.
    expect((await notificationsOf(p)).items.filter((n: { type: string }) => n.type === "follow_request")).toHaveLength(
      0,
    );
  });

  it("declining or withdrawing a request removes it", async () => {
    const [a, b, p] = await Promise.all([h.member(), h.member(), h.member({ isPrivate: true })]);
    await send(a, "POST", `/api/follows/${p.id}`);
    await send(b, "POST", `/api/follows/${p.id}`);
    expect((await send(p, "POST", `/api/follow-requests/${a.id}/decline`)).json().status).toBe("none");
    await forgetThrottle();
    expect((await send(b, "DELETE", `/api/follows/${p.id}`)).json().status).toBe("none");
    expect((await notificationsOf(p)).items).toHaveLength(0);
    expect((await send(p, "POST", `/api/follow-requests/${a.id}/accept`)).statusCode).toBe(404);
  });

  it("unfollow ends following", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    await send(a, "POST", `/api/follows/${b.id}`);
    await forgetThrottle();
    expect((await send(a, "DELETE", `/api/follows/${b.id}`)).json()).toEqual({ status: "none", followers: 0 });
  });

  it("cannot follow oneself; unknown and malformed ids are 4xx", async () => {
    const a = await h.member();
    const self = await send(a, "POST", `/api/follows/${a.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("You cannot follow yourself");
    expect((await send(a, "POST", "/api/follows/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await send(a, "POST", "/api/follows/not-a-uuid")).statusCode).toBe(400);
  });

  it("a second follow action within 2000 ms is refused with 'Slow down!'", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    expect((await send(a, "POST", `/api/follows/${b.id}`)).statusCode).toBe(200);
    const again = await send(a, "DELETE", `/api/follows/${b.id}`);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe("Slow down!");
  });

  it("only the owner can accept a request made to them", async () => {
    const [a, p, intruder] = await Promise.all([h.member(), h.member({ isPrivate: true }), h.member()]);
    await send(a, "POST", `/api/follows/${p.id}`);
    // The intruder has no request from a: nothing to accept, and p's request stays pending.
    expect((await send(intruder, "POST", `/api/follow-requests/${a.id}/accept`)).statusCode).toBe(404);
    const profile = await h.app.inject({ url: `/api/profiles/${p.id}`, headers: { cookie: a.cookie } });
    expect(profile.json().relationship).toMatchObject({ isFollowing: false, requestSent: true });
  });
});

describe("notifications", () => {
  it("mark read: own only", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    await send(a, "POST", `/api/follows/${b.id}`);
    const id = (await notificationsOf(b)).items[0].id;
    expect((await send(a, "POST", `/api/notifications/${id}/read`)).statusCode).toBe(404);
    expect((await send(b, "POST", `/api/notifications/${id}/read`)).statusCode).toBe(200);
    expect((await notificationsOf(b)).unread).toBe(0);
    const count = await h.app.inject({ url: "/api/notifications/unread-count", headers: { cookie: b.cookie } });
    expect(count.json()).toEqual({ unread: 0 });
  });
});
