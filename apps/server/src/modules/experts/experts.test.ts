import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookAndPay, slotsOf } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let hindiVideo: Member;
let spanishChat: Member;
let newYork: Member;
let asha: Member;
const get = (url: string, m?: Member) => h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
const names = (res: { json(): { items: { displayName: string }[] } }) => res.json().items.map((e) => e.displayName);

beforeAll(async () => {
  h = await startHarness();
  hindiVideo = await publishedExpert(h, {
    fullName: "Hindi Video",
    languages: ["Hindi"],
    sessionTypes: ["video"],
    specialisations: ["Depression", "Relationship", "Mental Health"],
  });
  spanishChat = await publishedExpert(h, {
    fullName: "Spanish Chat",
    languages: ["Spanish", "English"],
    sessionTypes: ["chat"],
    specialisations: ["Work Challenges", "Teen and Family", "Stress & Anxiety"],
  });
  newYork = await publishedExpert(h, {
    fullName: "New York",
    languages: ["English"],
    weeklySchedule: [{ weekday: 1, startTime: "09:00", endTime: "11:00", timezone: "America/New_York" }],
  });
  asha = await h.member();
});
afterAll(() => h?.close());

describe("directory", () => {
  it("lists published experts with fee, tags and the next free slot", async () => {
    const res = await get("/api/experts");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, pageSize: 12, total: 3 });
    const card = res.json().items.find((e: { expertId: string }) => e.expertId === hindiVideo.id);
    expect(card).toMatchObject({
      consultationFee: 100000,
      languages: ["Hindi"],
      sessionTypes: ["video"],
      rating: null,
    });
    expect(Date.parse(card.nextAvailableSlot)).toBeGreaterThan(Date.now());
  });

  it("gives the landing page's featured experts the same next free slot as the directory", async () => {
    // The landing card and the directory card of one expert must agree.
    const slotById = (items: { expertId: string; nextAvailableSlot: string | null }[]) =>
      Object.fromEntries(items.map((e) => [e.expertId, e.nextAvailableSlot]));
    const featured = slotById((await get("/api/experts/featured")).json());
    const directory = slotById((await get("/api/experts")).json().items);
    const asMember = slotById((await get("/api/experts", asha)).json().items);
    expect(Object.keys(featured).sort()).toEqual(Object.keys(directory).sort());
    expect(featured).toEqual(directory);
    expect(asMember).toEqual(directory);
    expect(Object.values(featured).every((v) => v !== null)).toBe(true);
  });

  it("filters by specialisation, language, session type and favourites", async () => {
    expect(names(await get("/api/experts?specialisations=Work%20Challenges"))).toEqual(["Spanish Chat"]);
    expect(names(await get("/api/experts?languages=Hindi"))).toEqual(["Hindi Video"]);
    expect(names(await get("/api/experts?sessionTypes=chat"))).toEqual(["Spanish Chat"]);
    expect(names(await get("/api/experts?languages=Spanish&sessionTypes=video"))).toEqual([]);
    expect((await get("/api/experts?favourites=true", asha)).json().items).toEqual([]);
    const fav = await h.app.inject({
      method: "PUT",
      url: `/api/experts/${spanishChat.id}/favourite`,
      headers: { cookie: asha.cookie },
    });
    expect(fav.json()).toEqual({ isFavourite: true });
    expect(names(await get("/api/experts?favourites=true", asha))).toEqual(["Spanish Chat"]);
    // Someone else's favourites are theirs alone.
    expect((await get("/api/experts?favourites=true", hindiVideo)).json().items).toEqual([]);
    await h.app.inject({
      method: "DELETE",
      url: `/api/experts/${spanishChat.id}/favourite`,
      headers: { cookie: asha.cookie },
    });
    expect((await get("/api/experts?favourites=true", asha)).json().items).toEqual([]);
  });

  it("answers bad filters and pages with 400, and favourites need a member", async () => {
    expect((await get("/api/experts?languages=Klingon")).statusCode).toBe(400);
    expect((await get("/api/experts?sessionTypes=fax")).statusCode).toBe(400);
    expect((await get("/api/experts?page=0")).statusCode).toBe(400);
    expect((await get("/api/experts?pageSize=500")).statusCode).toBe(400);
    expect((await h.app.inject({ method: "PUT", url: `/api/experts/${hindiVideo.id}/favourite` })).statusCode).toBe(
      401,
    );
    expect((await get(`/api/experts/not-a-user/availability`)).statusCode).toBe(400);
    expect((await get(`/api/experts/${asha.id}/availability`)).statusCode).toBe(404);
  });

  it("pages by 12 with the total", async () => {
    const res = await get("/api/experts?pageSize=2&page=2");
    expect(res.json()).toMatchObject({ page: 2, total: 3 });
    expect(res.json().items).toHaveLength(1);
  });

  it("finds an expert by username with or without @, and 404s for members", async () => {
    const { username } = (await get(`/api/experts/${hindiVideo.id}`)).json();
    expect((await get(`/api/experts/@${username}`)).json().expertId).toBe(hindiVideo.id);
    expect((await get(`/api/experts/${username}`)).json().expertId).toBe(hindiVideo.id);
    expect((await get(`/api/experts/${asha.id}`)).statusCode).toBe(404);
  });
});

describe("availability", () => {
  it("is 60-minute slots over 14 days, in the future, minus confirmed bookings", async () => {
    const slots = await slotsOf(h, hindiVideo.id);
    expect(slots.length).toBeGreaterThan(13 * 23);
    expect(Date.parse(slots[0] as string)).toBeGreaterThan(Date.now());
    expect(Date.parse(slots.at(-1) as string)).toBeLessThan(Date.now() + 14 * 86_400_000);
    const { startsAt } = await bookAndPay(h, asha, newYork.id, 1);
    expect(await slotsOf(h, hindiVideo.id)).not.toContain(startsAt);
  });

  it("computes a New York expert's hours in New York, whatever the server's zone", async () => {
    const before = process.env.TZ;
    try {
      for (const tz of ["UTC", "Asia/Kolkata"]) {
        process.env.TZ = tz;
        const slots = await slotsOf(h, newYork.id);
        // Two Mondays in 14 days at 09:00 and 10:00 (one of which the first test booked).
        expect(slots.length).toBeGreaterThanOrEqual(3);
        for (const s of slots) {
          const local = new Intl.DateTimeFormat("en-US", {
            timeZone: "America/New_York",
            weekday: "short",
            hour: "2-digit",
            hourCycle: "h23",
          }).format(new Date(s));
          expect(["Mon, 09", "Mon, 10"]).toContain(local);
        }
      }
    } finally {
      process.env.TZ = before;
    }
  });

  it("feedbacks page by 5 with hasMore", async () => {
    const db = h.database.db;
    for (let i = 0; i < 7; i++) {
      const m = await h.member();
      const { rows } = await db.execute<{ id: string }>(sql`
        insert into bookings (expert_id, client_id, starts_at, ends_at, status, session_type, language, amount, provider, hold_expires_at)
        values (${spanishChat.id}, ${m.id}, now() - make_interval(days => ${i + 2}), now() - make_interval(days => ${i + 2}) + interval '1 hour',
                'CONFIRMED', 'chat', 'English', 100, 'sandbox', now()) returning id`);
      await h.post(`/api/bookings/${rows[0]?.id}/review`, { rating: 5, feedback: `Thanks ${i}` }, { cookie: m.cookie });
    }
    const p1 = (await get(`/api/experts/${spanishChat.id}/feedbacks`)).json();
    expect(p1.items).toHaveLength(5);
    expect(p1.hasMore).toBe(true);
    const p2 = (await get(`/api/experts/${spanishChat.id}/feedbacks?page=2`)).json();
    expect(p2.items).toHaveLength(2);
    expect(p2.hasMore).toBe(false);
    expect((await get(`/api/experts/${spanishChat.id}`)).json()).toMatchObject({ rating: 5, feedbackCount: 7 });
  });
});

describe("previously consulted", () => {
  it("lists an expert after a finished session, and leaves them out while blocked either way", async () => {
    const { bookingId } = await bookAndPay(h, asha, newYork.id);
    await h.database.db.execute(
      sql`update bookings set starts_at = now() - interval '3 hours', ends_at = now() - interval '2 hours' where id = ${bookingId}`,
    );
    const consulted = async () =>
      ((await get("/api/experts/previously-consulted", asha)).json() as { expertId: string }[]).map((e) => e.expertId);
    const send = (m: Member, method: "POST" | "DELETE", url: string) =>
      h.app.inject({ method, url, headers: { cookie: m.cookie, origin: "http://localhost:3000" } });
    expect(await consulted()).toContain(newYork.id);
    for (const [by, whom] of [
      [asha, newYork],
      [newYork, asha],
    ] as const) {
      expect((await send(by, "POST", `/api/blocks/${whom.id}`)).statusCode).toBe(200);
      expect(await consulted()).not.toContain(newYork.id);
      expect((await send(by, "DELETE", `/api/blocks/${whom.id}`)).statusCode).toBe(200);
    }
    expect(await consulted()).toContain(newYork.id);
  });
});
