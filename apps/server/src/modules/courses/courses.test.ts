import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedWebhook, payInSandbox } from "../../../test/booking-helpers.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { seedDemoCourses } from "../../seed/demo-courses.ts";
import { parseByteRange } from "./byte-range.ts";

let h: Harness;
let asha: Member;
let ravi: Member;
let free: { id: string };
let paid: { id: string; price: number };

const get = (m: Member | null, url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ url, headers: { ...(m ? { cookie: m.cookie } : {}), ...headers } });
const post = (m: Member, url: string, payload?: object) => h.post(url, payload, { cookie: m.cookie });
type Detail = { modules: { title: string; lessons: { id: string; mediaUrl: string | null; mediaKind: string }[] }[] };
const lessonsOf = (d: Detail) => d.modules.flatMap((m) => m.lessons);

beforeAll(async () => {
  h = await startHarness();
  await seedDemoCourses(h.database.db, h.built.storage);
  await seedDemoCourses(h.database.db, h.built.storage); // seeding twice changes nothing
  [asha, ravi] = await Promise.all([h.member(), h.member()]);
  const list = (await get(asha, "/api/courses")).json();
  free = list.courses.find((c: { isPaid: boolean }) => !c.isPaid);
  paid = list.courses.find((c: { isPaid: boolean }) => c.isPaid);
});
afterAll(() => h.close());

describe("courses", () => {
  it("lists courses with categories and tags; a free course is open, a paid one is not", async () => {
    const res = await get(asha, "/api/courses");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.courses).toHaveLength(2);
    expect(body.categories.map((c: { name: string }) => c.name)).toContain("Anxiety");
    expect(body.tags.length).toBeGreaterThan(0);
    expect(free).toMatchObject({ name: "Calm Foundations", price: 0, owned: true });
    expect(paid).toMatchObject({ name: "Managing Anxiety at Work", price: 49900, owned: false });
    expect((await get(null, "/api/courses")).statusCode).toBe(401);
  });

  it("a free course's detail has modules in order with playable lessons, and an empty module", async () => {
    const d = (await get(asha, `/api/courses/${free.id}`)).json() as Detail & { introVideoUrl: string };
    expect(d.modules.map((m) => m.title)).toEqual(["Breathing to settle", "Noticing without judging", "Rest"]);
    expect(d.modules[2]?.lessons).toEqual([]);
    const lessons = lessonsOf(d);
    expect(lessons.every((l) => l.mediaUrl?.startsWith("/api/courses/lessons/"))).toBe(true);
    const intro = await h.app.inject({ url: d.introVideoUrl });
    expect(intro.statusCode).toBe(200);
    expect(intro.rawPayload.length).toBeGreaterThan(10_000);
    const video = lessons.find((l) => l.mediaKind === "video");
    const media = await get(asha, video?.mediaUrl ?? "");
    expect(media.statusCode).toBe(200);
    expect(media.headers["content-type"]).toBe("video/mp4");
    expect(media.headers["accept-ranges"]).toBe("bytes");
    // An MP4 starts with an ftyp box.
    expect(media.rawPayload.subarray(4, 8).toString("latin1")).toBe("ftyp");
  });

  it("serves byte ranges of lesson media, and 416 past the end", async () => {
    const d = (await get(asha, `/api/courses/${free.id}`)).json() as Detail;
    const url = lessonsOf(d).find((l) => l.mediaKind === "audio")?.mediaUrl ?? "";
    const whole = await get(asha, url);
    const size = whole.rawPayload.length;
    expect(whole.headers["content-type"]).toBe("audio/mpeg");
    const part = await get(asha, url, { range: "bytes=100-199" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const open = await get(asha, url, { range: "bytes=1000-" });
    expect(open.headers["content-range"]).toBe(`bytes 1000-${size - 1}/${size}`);
    expect((await get(asha, url, { range: `bytes=${size + 10}-` })).statusCode).toBe(416);
  });

  it("a paid course's lessons stay locked until it is bought; its media answers 403", async () => {
    const d = (await get(ravi, `/api/courses/${paid.id}`)).json() as Detail;
    expect(lessonsOf(d).every((l) => l.mediaUrl === null)).toBe(true);
    const [lesson] = await h.database.db
      .execute<{ id: string }>(sql`
      select l.id from course_lessons l join course_modules m on m.id = l.module_id where m.course_id = ${paid.id}`)
      .then((r) => r.rows);
    const media = await get(ravi, `/api/courses/lessons/${lesson?.id}/media`);
    expect(media.statusCode).toBe(403);
    expect(media.json().message).toBe("Buy this course to open its lessons.");
    expect((await get(ravi, `/api/courses/lessons/${randomUUID()}/media`)).statusCode).toBe(404);
    expect((await get(null, `/api/courses/lessons/${lesson?.id}/media`)).statusCode).toBe(401);
  });

  it("buying: order → sandbox pay → verify opens the lessons for the buyer only", async () => {
    const order = await post(asha, `/api/courses/${paid.id}/purchase`);
    expect(order.statusCode).toBe(200);
    const o = order.json();
    expect(o).toMatchObject({ amount: 49900, currency: "INR", provider: "sandbox" });
    // Someone else cannot pay or verify this order.
    expect((await post(ravi, `/api/payments/sandbox/${o.orderId}/pay`)).statusCode).toBe(404);
    const pay = await payInSandbox(h, asha, o.orderId);
    expect((await post(ravi, `/api/courses/purchases/${o.purchaseId}/verify`, pay)).statusCode).toBe(404);
    const v = await post(asha, `/api/courses/purchases/${o.purchaseId}/verify`, pay);
    expect(v.statusCode).toBe(200);
    expect(v.json()).toEqual({ owned: true, courseId: paid.id });
    // Verifying again is harmless.
    expect((await post(asha, `/api/courses/purchases/${o.purchaseId}/verify`, pay)).statusCode).toBe(200);
    const d = (await get(asha, `/api/courses/${paid.id}`)).json() as Detail & { owned: boolean };
    expect(d.owned).toBe(true);
    const url = lessonsOf(d)[0]?.mediaUrl ?? "";
    expect((await get(asha, url)).statusCode).toBe(200);
    expect((await get(ravi, url)).statusCode).toBe(403);
    const again = await post(asha, `/api/courses/${paid.id}/purchase`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You already have this course.");
  });

  it("a forged signature opens nothing; a cancelled checkout closes the purchase", async () => {
    const o = (await post(ravi, `/api/courses/${paid.id}/purchase`)).json();
    const forged = await post(ravi, `/api/courses/purchases/${o.purchaseId}/verify`, {
      orderId: o.orderId,
      paymentId: "pay_fake",
      signature: "0".repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect((await get(ravi, `/api/courses/${paid.id}`)).json().owned).toBe(false);
    const o2 = (await post(ravi, `/api/courses/${paid.id}/purchase`)).json();
    const closed = await post(ravi, `/api/courses/purchases/${o2.purchaseId}/close`, { reason: "cancelled" });
    expect(closed.json()).toEqual({ closed: true });
    const status = await h.database.db.execute<{ status: string }>(
      sql`select status from course_purchases where id = ${o2.purchaseId}`,
    );
    expect(status.rows[0]?.status).toBe("CANCELLED");
  });

  it("a webhook settles a course order whose browser vanished", async () => {
    const m = await h.member();
    const o = (await post(m, `/api/courses/${paid.id}/purchase`)).json();
    const pay = await payInSandbox(h, m, o.orderId);
    const res = await capturedWebhook(h, o.orderId, pay.paymentId);
    expect(res.json()).toEqual({ status: "paid" });
    expect((await get(m, `/api/courses/${paid.id}`)).json().owned).toBe(true);
  });

  it("bad input gets a 4xx with a message, never a 5xx", async () => {
    expect((await get(asha, "/api/courses/not-a-uuid")).statusCode).toBe(400);
    const missing = await get(asha, `/api/courses/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Course not found");
    const freeBuy = await post(asha, `/api/courses/${free.id}/purchase`);
    expect(freeBuy.statusCode).toBe(400);
    const o = (await post(ravi, `/api/courses/${paid.id}/purchase`)).json();
    expect((await post(ravi, `/api/courses/purchases/${o.purchaseId}/verify`, { orderId: 5 })).statusCode).toBe(400);
    expect((await post(ravi, `/api/courses/purchases/${o.purchaseId}/close`, { reason: "bored" })).statusCode).toBe(
      400,
    );
  });
});

describe("parseByteRange", () => {
  it("reads the first range and ignores what it does not understand", () => {
    expect(parseByteRange("bytes=0-")).toEqual({ start: 0 });
    expect(parseByteRange("bytes=10-20")).toEqual({ start: 10, end: 20 });
    expect(parseByteRange("bytes=10-20, 30-40")).toEqual({ start: 10, end: 20 });
    expect(parseByteRange("bytes=20-10")).toBeUndefined();
    expect(parseByteRange("bytes=-500")).toBeUndefined();
    expect(parseByteRange("items=1-2")).toBeUndefined();
    expect(parseByteRange(undefined)).toBeUndefined();
  });
});
