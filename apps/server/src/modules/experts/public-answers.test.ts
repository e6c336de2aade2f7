// Featured experts and a visitor's directory page are cached JSON text for a few seconds;
// a hold, a booking's release, an expired hold, a schedule edit, a suspension shows on the very next
// answer of this node (never a "free" hour someone just took).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking } from "../../../test/booking-helpers.ts";
import { fixtureAdmin, publishedExpert, validProfile } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { createExpertsRepository } from "./experts.repository.ts";
import { createExpertsService } from "./experts.service.ts";

type Card = { expertId: string; nextAvailableSlot: string | null; bio: string; isFavourite: boolean };

let h: Harness;
let expert: Member;
let other: Member;
let visitorMember: Member;
const get = (url: string, m?: Member) => h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
const featuredCard = async (id = expert.id) =>
  ((await get("/api/experts/featured")).json() as Card[]).find((c) => c.expertId === id);
const directoryCard = async (m?: Member, id = expert.id) =>
  ((await get("/api/experts?page=1&pageSize=12", m)).json() as { items: Card[] }).items.find((c) => c.expertId === id);
/** Both public answers (featured, a visitor's directory page) agree on the expert's next free hour. */
const nextSlot = async () => {
  const [f, d] = await Promise.all([featuredCard(), directoryCard()]);
  expect(f?.nextAvailableSlot).toBe(d?.nextAvailableSlot);
  return f?.nextAvailableSlot ?? null;
};

beforeAll(async () => {
  h = await startHarness();
  expert = await publishedExpert(h, { fullName: "Cached Expert", bio: "First bio." });
  other = await publishedExpert(h, { fullName: "Other Expert" });
  visitorMember = await h.member();
});
afterAll(() => h?.close());

describe("public expert answers (issue 21)", () => {
  it("are JSON text with the right type, the same as a member's page apart from favourites", async () => {
    const featured = await get("/api/experts/featured");
    expect(featured.statusCode).toBe(200);
    expect(featured.headers["content-type"]).toBe("application/json; charset=utf-8");
    const list = await get("/api/experts?page=1&pageSize=12");
    expect(list.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(list.json()).toMatchObject({ page: 1, pageSize: 12, total: 2 });
    const asMember = await get("/api/experts?page=1&pageSize=12", visitorMember);
    expect(asMember.json()).toEqual(list.json());
    // The body is exactly the presented cards (nothing extra, nothing missing).
    const fresh = await createExpertsService(createExpertsRepository(h.database.db)).featured();
    expect(featured.json()).toEqual(JSON.parse(JSON.stringify(fresh)));
  });

  it("are reused for a few seconds: a change nobody announces is not seen at once", async () => {
    await nextSlot();
    await h.database.db.execute(sql`update expert_profiles set bio = 'Silent edit.' where user_id = ${expert.id}`);
    expect((await featuredCard())?.bio).toBe("First bio.");
    expect((await directoryCard())?.bio).toBe("First bio.");
    // A member's page is never the visitors' cached one.
    expect((await directoryCard(visitorMember))?.bio).toBe("Silent edit.");
  });

  it("drop a held hour at once, and show it again when the hold is released", async () => {
    const first = await nextSlot();
    expect(first).not.toBeNull();
    const held = await createBooking(h, visitorMember, { expertId: expert.id, startsAt: first as string });
    expect(held.statusCode).toBe(200);
    const after = await nextSlot();
    expect(after).not.toBe(first);
    expect(Date.parse(after as string)).toBeGreaterThan(Date.parse(first as string));
    // The other expert's hour is untouched.
    expect((await featuredCard(other.id))?.nextAvailableSlot).toBe(first);

    const { bookingId } = held.json() as { bookingId: string };
    const released = await h.post(
      `/api/bookings/${bookingId}/release`,
      { reason: "cancelled" },
      {
        cookie: visitorMember.cookie,
      },
    );
    expect(released.json()).toEqual({ released: true });
    expect(await nextSlot()).toBe(first);
  });

  it("show an hour again at once when its hold expires (the job)", async () => {
    const first = await nextSlot();
    const held = await createBooking(h, visitorMember, { expertId: expert.id, startsAt: first as string });
    expect(held.statusCode).toBe(200);
    expect(await nextSlot()).not.toBe(first);
    await h.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${held.json().bookingId}`,
    );
    expect(await h.built.jobs.expireHolds()).toBe(1);
    expect(await nextSlot()).toBe(first);
  });

  it("follow a schedule edit at once", async () => {
    const before = await nextSlot();
    // Only Sundays 20:00-21:00 in Kolkata from now on.
    const put = await h.app.inject({
      method: "PUT",
      url: "/api/onboarding",
      headers: { cookie: expert.cookie },
      payload: validProfile({
        fullName: "Cached Expert",
        weeklySchedule: [{ weekday: 0, startTime: "20:00", endTime: "21:00", timezone: "Asia/Kolkata" }],
      }),
    });
    expect(put.statusCode).toBe(200);
    const after = await nextSlot();
    expect(after).not.toBe(before);
    const at = new Date(after as string);
    // 20:00 in Kolkata is 14:30 UTC, on a Sunday.
    expect([at.getUTCDay(), at.getUTCHours(), at.getUTCMinutes()]).toEqual([0, 14, 30]);
  });

  it("drop a suspended expert at once", async () => {
    expect(await featuredCard()).toBeDefined();
    const admin = await fixtureAdmin(h);
    const res = await h.post(
      `/api/admin/members/${expert.id}/suspend`,
      { reason: "Review of reports" },
      {
        cookie: admin.cookie,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(await featuredCard()).toBeUndefined();
    expect(await directoryCard()).toBeUndefined();
    expect(await featuredCard(other.id)).toBeDefined();
  });
});
