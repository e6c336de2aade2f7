// The erasure walk: a member with data in every table we can reach asks to be deleted,
// time moves past the grace, the sweep runs; then EVERY text, uuid and jsonb column of EVERY table is
// searched for their id, email, phone and names, and every stored file for their id. Only the
// pseudonym may remain, in the records the law makes Saathi keep.
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookAndPay, payInSandbox } from "../../../test/booking-helpers.ts";
import { filesUnder, tracesOf } from "../../../test/erasure-traces.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { seedCare } from "../../../test/export-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { writeAudit } from "../../platform/audit/audit-log.ts";
import { seedDemoCourses } from "../../seed/demo-courses.ts";

let h: Harness;
let x: Member;
let b: Member;
let expert: Member;
const NAME = { first: "Zephyrine", last: "Quillfeather", username: "zephy_quillx" };
const PHONE = "9876501234";
const DAY = 86_400_000;

const call = (m: Member, method: "POST" | "PUT" | "DELETE" | "GET", url: string, payload?: object) =>
  h.app.inject({
    method,
    url,
    headers: { cookie: m.cookie, origin: "http://localhost:3000" },
    ...(payload ? { payload } : {}),
  });
const q = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await h.database.db.execute(query)).rows as T[];

async function postWithImage(m: Member, content: string) {
  const img = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#a33" } })
    .png()
    .toBuffer();
  const boundary = "----erasure";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${content}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    img,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await h.app.inject({
    method: "POST",
    url: "/api/posts",
    headers: { cookie: m.cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  expect(res.statusCode).toBeLessThan(300);
  return (res.json() as { id: string }).id;
}

beforeAll(async () => {
  h = await startHarness();
  await seedDemoCourses(h.database.db, h.built.storage);
  [x, b] = await Promise.all([
    h.member({ firstName: NAME.first, lastName: NAME.last, username: NAME.username }),
    h.member(),
  ]);
  expert = await publishedExpert(h);
  await q(sql`update "user" set name = ${`${NAME.first} ${NAME.last}`}, phone_number = ${PHONE} where id = ${x.id}`);
}, 60_000);
afterAll(() => h.close());

describe("the erasure walk", () => {
  it("leaves no row naming the member and no file of theirs, except the pseudonymised retained records", async () => {
    // Social: a post with an image, comments and likes both ways, follows both ways, an avatar.
    const xPost = await postWithImage(x, `Hello from ${NAME.first}`);
    const bPost = (await call(b, "POST", "/api/posts", { content: "B's post" })).json().id as string;
    await call(b, "POST", `/api/posts/${xPost}/comments`, { content: "Nice one" });
    const xComment = (await call(x, "POST", `/api/posts/${bPost}/comments`, { content: "Agree" })).json();
    await call(b, "POST", `/api/posts/${xPost}/like`);
    await call(x, "POST", `/api/posts/${bPost}/like`);
    await call(x, "POST", `/api/posts/${bPost}/helpful`);
    await call(b, "POST", `/api/posts/${xPost}/helpful`);
    if (xComment?.id) await call(b, "POST", `/api/comments/${xComment.id}/like`);
    await call(x, "POST", `/api/follows/${b.id}`);
    await call(b, "POST", `/api/follows/${x.id}`);
    await h.built.storage.put(`users/avatars/${x.id}/profile.webp`, Buffer.from("img"), "image/webp", 60);
    await q(
      sql`update user_profiles set avatar_url = ${`/uploads/users/avatars/${x.id}/profile.webp?v=1`} where user_id = ${x.id}`,
    );
    // Chats both ways (notifications both ways come with them and with the follows).
    expect(
      (await call(x, "POST", "/api/chat/messages", { receiverId: b.id, message: `I am ${NAME.first}` })).statusCode,
    ).toBe(200);
    expect((await call(b, "POST", "/api/chat/messages", { receiverId: x.id, message: "Hi there" })).statusCode).toBe(
      200,
    );
    // Sensitive data (consent first), assessments, journal.
    await q(sql`insert into consents (user_id, purpose, version) values (${x.id}, 'sensitive', '2026-11')`);
    await call(x, "POST", "/api/assessments", { instrumentId: "gad7", answers: [1, 1, 1, 1, 1, 1, 1] });
    await call(x, "POST", "/api/journal", {
      clientId: crypto.randomUUID(),
      body: "Dear diary",
      createdAt: new Date().toISOString(),
    });
    // The 5-Day Anxiety Challenge, a day done with a private note naming them.
    expect((await call(x, "POST", "/api/challenges/anxiety/join", { timeZone: "Asia/Kolkata" })).statusCode).toBe(200);
    const day1 = await call(x, "POST", "/api/challenges/anxiety/days/1/complete", { note: `${NAME.first} breathed` });
    expect(day1.statusCode).toBe(200);
    // Health Bot: a conversation with the member's own words in it.
    expect(
      (await call(x, "POST", "/api/healthbot/messages", { type: "text", text: `I am ${NAME.first} and I can't sleep` }))
        .statusCode,
    ).toBe(200);
    // The safety plan naming them, a trusted contact, and one message sent to that contact on request.
    const plan = { steps: { warningSigns: [`${NAME.first} stops replying`], askForHelp: [NAME.last] } };
    expect((await call(x, "PUT", "/api/safety-plan", plan)).statusCode).toBe(200);
    const contact = { name: "Trusted Person", phone: "9000000003", email: "trusted@example.com" };
    expect((await call(x, "PUT", "/api/safety-plan/trusted-contact", contact)).statusCode).toBe(200);
    expect((await call(x, "POST", "/api/safety-plan/trusted-contact/tell")).statusCode).toBe(200);
    // Bookings: one paid and refunded by cancelling, one paid and still to come (cancelled on request).
    const first = await bookAndPay(h, x, expert.id, 0);
    expect((await call(x, "POST", `/api/bookings/${first.bookingId}/cancel`, {})).statusCode).toBe(200);
    const second = await bookAndPay(h, x, expert.id, 1);
    // Care between sessions with that expert: a link, goal, homework with their note, a questionnaire
    // asked and answered, a shared summary, the expert's private note, a score-sharing consent (each
    // text naming them, so a trace is found).
    await seedCare(h, x, expert, first.bookingId, NAME.first);
    const [course] = await q<{ id: string }>(sql`select id from wellness_courses limit 1`);
    await q(sql`insert into course_purchases (course_id, user_id, amount, provider, gateway_order_id, status, paid_at)
      values (${course?.id}, ${x.id}, 49900, 'sandbox', ${`order_${crypto.randomUUID()}`}, 'PAID', now())`);
    // A session package bought through the checkout (a payment record, kept like the course purchase).
    const offer = (await call(expert, "PUT", "/api/expert/packages/4", { price: 2_000 })).json() as { id: string };
    const order = (await call(x, "POST", `/api/packages/${offer.id}/purchase`)).json() as {
      purchaseId: string;
      orderId: string;
    };
    const packagePaid = await payInSandbox(h, x, order.orderId);
    expect((await call(x, "POST", `/api/packages/purchases/${order.purchaseId}/verify`, packagePaid)).statusCode).toBe(
      200,
    );
    // Circles: a paid seat under their own name as the circle nickname, and a place on a full meeting's waitlist.
    const circle = (
      await call(expert, "POST", "/api/expert/circles", {
        topic: "grief",
        language: "English",
        title: "Erasure circle",
        minutes: 60,
        seats: 2,
        fee: 300,
        startsAt: new Date(Date.now() + 5 * DAY).toISOString(),
        weeks: 2,
      })
    ).json() as { occurrences: { id: string }[] };
    const [meetingA, meetingB] = circle.occurrences.map((o) => o.id);
    const seatRes = (
      await call(x, "POST", `/api/circles/occurrences/${meetingA}/seats`, { nickname: NAME.first })
    ).json() as {
      seat: { id: string };
      checkout: { orderId: string };
    };
    const seatPaid = await payInSandbox(h, x, seatRes.checkout.orderId);
    expect((await call(x, "POST", `/api/circles/seats/${seatRes.seat.id}/verify`, seatPaid)).statusCode).toBe(200);
    for (const m of [b, await h.member()])
      expect(
        (await call(m, "POST", `/api/circles/occurrences/${meetingB}/seats`, { nickname: "Other" })).statusCode,
      ).toBe(200);
    expect((await call(x, "POST", `/api/circles/occurrences/${meetingB}/waitlist`)).statusCode).toBe(200);
    // A review of a circle's meeting naming them (written directly: the route needs a meeting that ended).
    await q(sql`insert into circle_reviews (occurrence_id, seat_id, member_id, rating, comment)
      values (${meetingA}, ${seatRes.seat.id}, ${x.id}, 4, ${`${NAME.first} felt heard`})`);
    // Safety: reports made and against them, blocks and mutes.
    await call(x, "POST", "/api/reports", { targetType: "post", targetId: bPost, reason: "spam" });
    await call(b, "POST", "/api/reports", {
      targetType: "profile",
      targetId: x.id,
      reason: "other",
      details: `about ${NAME.first}`,
    });
    const c = await h.member();
    await call(x, "POST", `/api/blocks/${c.id}`);
    await call(c, "POST", `/api/mutes/${x.id}`, { duration: "forever" });
    // Rights and account rows, written directly (other helpers own their endpoints).
    await q(sql`insert into grievances (user_id, kind, body, target_at, due_at)
      values (${x.id}, 'complaint', ${`${NAME.first} complains`}, now(), now() + interval '90 days')`);
    await q(
      sql`insert into nominees (user_id, name, contact, relation) values (${x.id}, 'Nominee Person', '9000000001', 'sister')`,
    );
    await q(
      sql`insert into notification_preferences (user_id, kind, in_app, email) values (${x.id}, 'follows', true, false)`,
    );
    await h.built.storage.putPrivate(`exports/${x.id}/export.zip`, Buffer.from("zip"), "application/zip");
    await q(
      sql`insert into data_exports (user_id, status, file_key) values (${x.id}, 'ready', ${`exports/${x.id}/export.zip`})`,
    );
    await q(sql`insert into sign_in_events (user_id, ip_address, user_agent) values (${x.id}, '10.0.0.1', 'test')`);
    await q(sql`insert into two_factor (secret, backup_codes, user_id) values ('s', 'c', ${x.id})`);
    // Peer circles: x leads a room, writes in it under a nickname, mutes b there; x's listener way.
    const [room] = await q<{ id: string }>(
      sql`insert into peer_rooms (topic, language, name, open_hours) values ('grief', 'English', 'Evening circle', '[]') returning id`,
    );
    await q(sql`insert into peer_room_listeners (room_id, listener_id) values (${room?.id}, ${x.id})`);
    const [xSeat] = await q<{ id: string }>(
      sql`insert into peer_room_members (room_id, user_id, nickname) values (${room?.id}, ${x.id}, 'Quiet Owl') returning id`,
    );
    await q(sql`insert into peer_room_members (room_id, user_id, nickname, muted_at, muted_by)
      values (${room?.id}, ${b.id}, 'Kite', now(), ${x.id})`);
    await q(sql`insert into peer_room_messages (room_id, member_id, author_id, text)
      values (${room?.id}, ${xSeat?.id}, ${x.id}, ${`${NAME.first} here, rough night`})`);
    await q(
      sql`insert into listener_status (user_id, status, motivation) values (${x.id}, 'approved', ${`I am ${NAME.last}`})`,
    );
    await q(
      sql`insert into listener_status (user_id, status, decided_by, reason) values (${b.id}, 'approved', ${x.id}, 'ok')`,
    );
    await q(
      sql`insert into listener_quiz_attempts (user_id, answers, score, passed) values (${x.id}, '{"risk":"c"}', 6, true)`,
    );
    await writeAudit(h.database.db, {
      actor: { id: null, label: "command line" },
      action: "member.suspend",
      targetType: "member",
      targetId: x.id,
      before: { email: x.email, name: NAME.first },
      reason: `complaint about ${NAME.last}`,
    });

    // Every kind of data really exists before the erasure (else the walk would prove nothing).
    const present = await q<{ t: string; n: number }>(sql`
      select 'posts' t, count(*)::int n from posts where user_id = ${x.id}
      union all select 'comments', count(*)::int from post_comments where user_id = ${x.id}
      union all select 'likes', count(*)::int from post_likes where user_id = ${x.id}
      union all select 'helpful marks', count(*)::int from post_helpful_marks where user_id = ${x.id}
      union all select 'helpful marks on own posts', count(*)::int from post_helpful_marks hm join posts hp on hp.id = hm.post_id where hp.user_id = ${x.id}
      union all select 'comment likes', count(*)::int from post_comment_likes pcl join post_comments pc on pc.id = pcl.comment_id where pc.user_id = ${x.id}
      union all select 'follows', count(*)::int from follows where follower_id = ${x.id} or following_id = ${x.id}
      union all select 'chats sent', count(*)::int from chat_messages where sender_id = ${x.id}
      union all select 'chats received', count(*)::int from chat_messages where receiver_id = ${x.id}
      union all select 'notifications to', count(*)::int from notifications where user_id = ${x.id}
      union all select 'notifications about', count(*)::int from notifications where data::text like ${`%${x.id}%`}
      union all select 'assessments', count(*)::int from assessment_results where user_id = ${x.id}
      union all select 'journal', count(*)::int from journal_entries where user_id = ${x.id}
      union all select 'challenge days', count(*)::int from challenge_days where user_id = ${x.id}
      union all select 'health bot', count(*)::int from healthbot_messages where user_id = ${x.id}
      union all select 'health bot position', count(*)::int from healthbot_conversations where user_id = ${x.id}
      union all select 'safety plan', count(*)::int from safety_plans where user_id = ${x.id}
      union all select 'trusted contact', count(*)::int from trusted_contacts where user_id = ${x.id}
      union all select 'message to the trusted contact', count(*)::int from dev_outbox where text ilike ${`%${NAME.first}%`}
      union all select 'reports made', count(*)::int from reports where reporter_id = ${x.id}
      union all select 'reports about', count(*)::int from reports where target_id = ${x.id}
      union all select 'blocks', count(*)::int from blocks where blocker_id = ${x.id}
      union all select 'mutes', count(*)::int from mutes where muted_id = ${x.id}
      union all select 'sessions', count(*)::int from session where user_id = ${x.id}
      union all select 'circle seats', count(*)::int from peer_room_members where user_id = ${x.id}
      union all select 'circle messages', count(*)::int from peer_room_messages where author_id = ${x.id}
      union all select 'circles led', count(*)::int from peer_room_listeners where listener_id = ${x.id}
      union all select 'circle mutes made', count(*)::int from peer_room_members where muted_by = ${x.id}
      union all select 'listener status', count(*)::int from listener_status where user_id = ${x.id}
      union all select 'listener decisions', count(*)::int from listener_status where decided_by = ${x.id}
      union all select 'listener quiz', count(*)::int from listener_quiz_attempts where user_id = ${x.id}
      union all select 'session packages', count(*)::int from package_purchases where member_id = ${x.id}
      union all select 'circle seats', count(*)::int from circle_seats where member_id = ${x.id}
      union all select 'circle waitlist', count(*)::int from circle_waitlist where member_id = ${x.id}
      union all select 'circle reviews', count(*)::int from circle_reviews where member_id = ${x.id}
      union all select 'care links', count(*)::int from care_links where member_id = ${x.id}
      union all select 'care goals', count(*)::int from care_goals g join care_links l on l.id = g.link_id where l.member_id = ${x.id}
      union all select 'care homework', count(*)::int from care_homework hw join care_links l on l.id = hw.link_id where l.member_id = ${x.id}
      union all select 'questionnaires asked', count(*)::int from measurement_requests where member_id = ${x.id}
      union all select 'session summaries', count(*)::int from session_summaries s join care_links l on l.id = s.link_id where l.member_id = ${x.id}
      union all select 'session notes', count(*)::int from session_notes n join care_links l on l.id = n.link_id where l.member_id = ${x.id}
      union all select 'score-sharing consents', count(*)::int from consents where user_id = ${x.id} and purpose = 'care_scores'
      union all select 'before-session scores', count(*)::int from assessment_results where user_id = ${x.id} and booking_id is not null
      union all select 'outcome summaries', count(*)::int from outcome_summaries where user_id = ${x.id}
      union all select 'refunded payments', count(*)::int from payments pm join bookings bk on bk.id = pm.booking_id
        where bk.client_id = ${x.id} and pm.refund_status is not null and pm.refund_status <> 'none'`);
    expect(present.filter((p) => p.n === 0).map((p) => p.t)).toEqual([]);
    expect(filesUnder(path.join(h.dataDir, "private")).filter((f) => f.includes(x.id)).length).toBeGreaterThanOrEqual(
      3,
    );

    const asked = await call(x, "POST", "/api/account/deletion", { password: "secret12" });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().pending.cancelled).toBe(1);
    // The package's four unused sessions were given back in full (decision 036).
    const [packageBack] = await q<{ paise: number }>(
      sql`select coalesce(sum(amount), 0)::int as paise from package_refunds where purchase_id = ${order.purchaseId}`,
    );
    expect(packageBack?.paise).toBe(200_000);
    const [cancelled] = await q<{ status: string }>(sql`select status from bookings where id = ${second.bookingId}`);
    // The seat in a meeting to come was cancelled and refunded with the request.
    const [seatAfter] = await q<{ status: string }>(sql`select status from circle_seats where id = ${seatRes.seat.id}`);
    expect(seatAfter?.status).toBe("refunded");
    expect(cancelled?.status).toBe("CANCELLED");

    const sweep = await h.post("/api/dev/erasure-sweep", { asOf: new Date(Date.now() + 8 * DAY).toISOString() });
    expect(sweep.json()).toEqual({ erased: 1 });

    const needles = [x.id, x.email, PHONE, NAME.first, NAME.last, NAME.username];
    const { found, columnsSearched } = await tracesOf(h, needles);
    expect(columnsSearched).toBeGreaterThan(150);
    expect(found).toEqual([]);
    const files = [...filesUnder(path.join(h.dataDir, "uploads")), ...filesUnder(path.join(h.dataDir, "private"))];
    expect(files.filter((f) => f.includes(x.id))).toEqual([]);

    // What is kept points to the pseudonym: the paid bookings, their payments, the course purchase.
    const [erased] = await q<{ pseudonym_id: string; retained: unknown[] }>(
      sql`select pseudonym_id, retained from erased_accounts`,
    );
    const ps = erased?.pseudonym_id as string;
    expect(erased?.retained.length).toBeGreaterThan(0);
    const kept = await q<{ id: string }>(sql`select id from bookings where client_id = ${ps} order by id`);
    expect(kept.map((k) => k.id).sort()).toEqual([first.bookingId, second.bookingId].sort());
    expect(
      (await q(sql`select 1 from payments where booking_id in (${first.bookingId}, ${second.bookingId})`)).length,
    ).toBe(2);
    expect((await q(sql`select 1 from course_purchases where user_id = ${ps}`)).length).toBe(1);
    expect((await q(sql`select 1 from package_purchases where member_id = ${ps}`)).length).toBe(1);
    expect((await q(sql`select 1 from audit_log where target_id = ${ps}`)).length).toBe(1);
    // B still sees the conversation, with 'Deleted member' and the text removed; nobody can write to it.
    const conv = await call(b, "GET", `/api/chat/conversations`);
    expect(conv.body).toContain("Deleted member");
    expect(conv.body).not.toContain(NAME.first);
    const thread = await call(b, "GET", `/api/chat/messages/${ps}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.body).toContain("This message was removed");
    expect(thread.body).toContain("Hi there");
    const toErased = await call(b, "POST", "/api/chat/messages", { receiverId: ps, message: "hello?" });
    expect(toErased.statusCode).toBe(404);
    // The account is gone: signing in fails.
    const signIn = await h.post(
      "/api/auth/sign-in/email",
      { email: x.email, password: "secret12" },
      { ip: "10.77.0.1" },
    );
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
    // A second sweep (or another server) finds nothing more to do.
    expect(
      (await h.post("/api/dev/erasure-sweep", { asOf: new Date(Date.now() + 9 * DAY).toISOString() })).json(),
    ).toEqual({
      erased: 0,
    });
  }, 120_000);
});
