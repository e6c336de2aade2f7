// A member with at least one row of every kind 'Download my data' gathers, each text carrying
// `tag` (so a test can tell whose data ended up where). Written straight to the database except the
// journal, which goes through the API after a sensitive-processing consent (the API asks for one).
import { randomUUID } from "node:crypto";
import type { Harness, Member } from "./harness.ts";

/** A small valid WebP (1×1), enough for a stored post image. */
export const TINY_WEBP = Buffer.from("UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=", "base64");

let slot = 0;

/**
 * Gives `me` one row of every kind; `other` is whom they chat with, follow and report; `third` is
 * whom they ask to follow, block, mute and book (as the expert). Answers the post's image key.
 */
export async function seedEveryKind(h: Harness, me: Member, other: Member, third: Member, tag: string) {
  const q = (text: string, values: unknown[] = []) => h.database.pool.query(text, values);
  const one = async (text: string, values: unknown[]) => (await q(text, values)).rows[0] as { id: string };
  const imageKey = `posts/${me.id}/${randomUUID().replaceAll("-", "")}.webp`;
  await h.built.storage.putPrivate(imageKey, TINY_WEBP, "image/webp");
  const post = await one(`insert into posts (user_id, content, media_urls) values ($1, $2, $3) returning id`, [
    me.id,
    `<b>${tag} post</b> & "quoted"`,
    [imageKey],
  ]);
  const comment = await one(`insert into post_comments (post_id, user_id, content) values ($1, $2, $3) returning id`, [
    post.id,
    me.id,
    `${tag} comment`,
  ]);
  await q(`insert into post_likes (post_id, user_id) values ($1, $2)`, [post.id, me.id]);
  await q(`insert into post_comment_likes (comment_id, user_id) values ($1, $2)`, [comment.id, me.id]);
  await q(`insert into post_helpful_marks (post_id, user_id) values ($1, $2)`, [post.id, me.id]);
  await q(`insert into follows (follower_id, following_id, status) values ($1, $2, 'accepted'), ($1, $3, 'pending')`, [
    me.id,
    other.id,
    third.id,
  ]);
  await q(`insert into chat_messages (sender_id, receiver_id, message) values ($1, $2, $3)`, [
    me.id,
    other.id,
    `${tag} message`,
  ]);
  await q(`insert into notifications (user_id, type, data) values ($1, 'account', $2)`, [
    me.id,
    JSON.stringify({ message: `${tag} notification` }),
  ]);
  await q(`insert into consents (user_id, purpose, version) values ($1, 'sensitive', '2026-11')`, [me.id]);
  await q(`insert into consents (user_id, purpose, version, withdrawn_at) values ($1, 'terms', '2026-01', now())`, [
    me.id,
  ]);
  await q(
    `insert into assessment_results (user_id, instrument, answers, score, band_key) values ($1, 'phq9', '{1,2,0,0,0,0,0,0,0}', 3, 'minimal')`,
    [me.id],
  );
  const journal = await h.post(
    "/api/journal",
    { clientId: randomUUID(), body: `${tag} journal`, createdAt: new Date().toISOString() },
    { cookie: me.cookie },
  );
  if (journal.statusCode !== 200) throw new Error(`journal: ${journal.body}`);
  // A challenge run with a day done and its private note.
  const challenge = await one(
    `insert into challenges (user_id, slug, time_zone) values ($1, 'anxiety-5-day', 'Asia/Kolkata') returning id`,
    [me.id],
  );
  await q(
    `insert into challenge_days (challenge_id, user_id, day, local_date, note) values ($1, $2, 1, '2026-11-02', $3)`,
    [challenge.id, me.id, `${tag} challenge note`],
  );
  const bot = await h.post(
    "/api/healthbot/messages",
    { type: "text", text: `${tag} healthbot` },
    { cookie: me.cookie },
  );
  if (bot.statusCode !== 200) throw new Error(`healthbot: ${bot.body}`);
  const startsAt = new Date(Date.UTC(2026, 0, 1, 10 + slot++));
  const booking = await one(
    `insert into bookings (expert_id, client_id, starts_at, ends_at, status, session_type, language, amount, provider, hold_expires_at)
     values ($1, $2, $3, $3::timestamptz + interval '50 minutes', 'CONFIRMED', 'video', 'English', 50000, 'sandbox', $3) returning id`,
    [third.id, me.id, startsAt],
  );
  const payment = await one(
    `insert into payments (booking_id, provider, gateway_order_id, status, amount) values ($1, 'sandbox', $2, 'captured', 50000) returning id`,
    [booking.id, `${tag}-order`],
  );
  await q(
    `insert into refunds (booking_id, payment_id, amount, reason, source, idempotency_key) values ($1, $2, 100, $3, 'admin', $4)`,
    [booking.id, payment.id, `${tag} refund`, randomUUID()],
  );
  // A session package bought from `third`, one session booked with it, one unused session refunded.
  const purchase = await one(
    `insert into package_purchases (member_id, expert_id, sessions, price, provider, gateway_order_id, gateway_payment_id, status, paid_at)
     values ($1, $2, 4, 200000, 'sandbox', $3, $4, 'partly_refunded', now()) returning id`,
    [me.id, third.id, `${tag}-package-order`, `${tag}-package-payment`],
  );
  await q(`insert into package_uses (purchase_id, amount, status) values ($1, 50000, 'booked')`, [purchase.id]);
  await q(
    `insert into package_refunds (purchase_id, sessions, amount, status, idempotency_key) values ($1, 1, 50000, 'refunded', $2)`,
    [purchase.id, randomUUID()],
  );
  // A circle hosted by `third`: a paid seat with the member's circle nickname, and a waitlist place.
  const circle = await one(
    `insert into circles (expert_id, topic, language, title, minutes, seats, fee) values ($1, 'grief', 'English', $2, 60, 4, 30000) returning id`,
    [third.id, `${tag} circle`],
  );
  const meeting = await one(
    `insert into circle_occurrences (circle_id, starts_at, ends_at, seats) values ($1, $2, $2::timestamptz + interval '60 minutes', 4) returning id`,
    [circle.id, new Date(Date.UTC(2026, 1, 1, 10 + slot++))],
  );
  await q(
    `insert into circle_seats (occurrence_id, member_id, seat_number, status, nickname, amount, provider, gateway_order_id, gateway_payment_id)
     values ($1, $2, 1, 'confirmed', $3, 30000, 'sandbox', $4, $5)`,
    [meeting.id, me.id, `${tag} nickname`, `${tag}-seat-order`, `${tag}-seat-payment`],
  );
  await q(
    `insert into circle_reviews (occurrence_id, seat_id, member_id, rating, comment)
     select $1, s.id, $2, 4, $3 from circle_seats s where s.gateway_order_id = $4`,
    [meeting.id, me.id, `${tag} circle review`, `${tag}-seat-order`],
  );
  await q(`insert into circle_waitlist (occurrence_id, member_id) values ($1, $2)`, [meeting.id, me.id]);
  await q(`insert into circle_room_removals (occurrence_id, member_id) values ($1, $2)`, [meeting.id, me.id]);
  await seedCare(h, me, third, booking.id, tag);
  const course = await one(
    `insert into wellness_courses (slug, name, description) values ($1, 'Calm', 'A course') returning id`,
    [`calm-${randomUUID()}`],
  );
  await q(
    `insert into course_purchases (course_id, user_id, amount, provider, gateway_order_id, status) values ($1, $2, 9900, 'sandbox', $3, 'PAID')`,
    [course.id, me.id, `${tag}-course-order`],
  );
  await q(
    `insert into expert_feedbacks (booking_id, expert_id, client_id, rating, content) values ($1, $2, $3, 5, $4)`,
    [booking.id, third.id, me.id, `${tag} review`],
  );
  const item = await one(
    `insert into moderation_items (target_type, target_id, author_id) values ('profile', $1, $2) returning id`,
    [other.id, other.id],
  );
  await q(
    `insert into reports (reporter_id, target_type, target_id, item_id, reason, details) values ($1, 'profile', $2, $3, 'spam', $4)`,
    [me.id, other.id, item.id, `${tag} report`],
  );
  await q(`insert into blocks (blocker_id, blocked_id) values ($1, $2)`, [me.id, third.id]);
  await q(`insert into mutes (muter_id, muted_id) values ($1, $2)`, [me.id, third.id]);
  await q(
    `insert into grievances (user_id, kind, body, target_at, due_at) values ($1, 'complaint', $2, now() + interval '7 days', now() + interval '90 days')`,
    [me.id, `${tag} grievance`],
  );
  await q(`insert into nominees (user_id, name, contact, relation) values ($1, $2, 'n@example.com', 'sister')`, [
    me.id,
    `${tag} nominee`,
  ]);
  await q(`insert into safety_plans (user_id, steps) values ($1, $2)`, [
    me.id,
    JSON.stringify({ warningSigns: [`${tag} warning sign`], copingAlone: ["a walk"] }),
  ]);
  await q(`insert into trusted_contacts (user_id, name, phone, relation) values ($1, $2, '9000000002', 'friend')`, [
    me.id,
    `${tag} trusted contact`,
  ]);
  await q(`insert into sign_in_events (user_id, ip_address, user_agent) values ($1, '10.0.0.1', $2)`, [
    me.id,
    `${tag} agent`,
  ]);
  await q(`insert into notification_preferences (user_id, kind, in_app, email) values ($1, 'messages', true, false)`, [
    me.id,
  ]);
  // A check-in choice and one check-in; a flagged post of theirs kept in the review set (consented).
  await q(`insert into care_check_in_prefs (user_id, enabled) values ($1, true)`, [me.id]);
  await q(`insert into care_check_ins (user_id, day, due_at) values ($1, current_date, now())`, [me.id]);
  const flagged = await one(
    `insert into moderation_items (target_type, target_id, author_id, sources, crisis_level) values ('post', $1, $2, '{crisis}', 'risk') returning id`,
    [post.id, me.id],
  );
  await q(`insert into crisis_outcomes (item_id, outcome, crisis_level, text) values ($1, 'true_alarm', 'risk', $2)`, [
    flagged.id,
    `${tag} review-set`,
  ]);
  // Peer circles: a room (led by `other`), `me`'s membership under a nickname, a message, the listener way.
  const room = await one(
    `insert into peer_rooms (topic, language, name, open_hours) values ('grief', 'English', $1, '[]') returning id`,
    [`${tag} circle room`],
  );
  await q(`insert into peer_room_listeners (room_id, listener_id) values ($1, $2)`, [room.id, other.id]);
  const membership = await one(
    `insert into peer_room_members (room_id, user_id, nickname, muted_at, muted_by) values ($1, $2, $3, now(), $4) returning id`,
    [room.id, me.id, `Owl ${slot}`, other.id],
  );
  await q(`insert into peer_room_messages (room_id, member_id, author_id, text) values ($1, $2, $3, $4)`, [
    room.id,
    membership.id,
    me.id,
    `${tag} circle message`,
  ]);
  await q(
    `insert into listener_status (user_id, status, motivation, decided_by, reason) values ($1, 'revoked', $2, $3, 'r')`,
    [me.id, `${tag} listener motivation`, other.id],
  );
  await q(
    `insert into listener_quiz_attempts (user_id, answers, score, passed) values ($1, '{"risk":"c"}', 1, false)`,
    [me.id],
  );
  return { imageKey, postId: post.id };
}

/**
 * Care between sessions for `member` with `expert` around one of their bookings: a care link, a goal,
 * homework with the member's note, a questionnaire asked and answered (a result carrying the booking),
 * a shared summary, the expert's private note (its stored column holds `${tag} PRIVATE NOTE`, so a test
 * can prove it never leaves) and the member's care_scores consent for that expert.
 */
export async function seedCare(h: Harness, member: Member, expert: Member, bookingId: string, tag: string) {
  const q = (text: string, values: unknown[] = []) => h.database.pool.query(text, values);
  const one = async (text: string, values: unknown[]) => (await q(text, values)).rows[0] as { id: string };
  const link = await one(
    `insert into care_links (expert_id, member_id) values ($1, $2)
     on conflict (expert_id, member_id) do update set status = care_links.status returning id`,
    [expert.id, member.id],
  );
  await q(
    `insert into care_goals (link_id, title, measure, target_date, progress) values ($1, $2, $3, '2026-03-01', 40)`,
    [link.id, `${tag} goal`, `${tag} measure`],
  );
  await q(
    `insert into care_homework (link_id, kind, instructions, due_date, status, member_note, done_at)
     values ($1, 'task', $2, '2026-02-01', 'done', $3, now())`,
    [link.id, `${tag} homework`, `${tag} homework note`],
  );
  const result = await one(
    `insert into assessment_results (user_id, instrument, answers, score, band_key, booking_id)
     values ($1, 'gad7', '{2,2,1,1,1,0,3}', 10, 'moderate', $2) returning id`,
    [member.id, bookingId],
  );
  await q(
    `insert into measurement_requests (booking_id, link_id, member_id, instrument, status, answered_at, result_id)
     values ($1, $2, $3, 'gad7', 'answered', now(), $4)`,
    [bookingId, link.id, member.id, result.id],
  );
  await q(`insert into session_summaries (booking_id, link_id, text) values ($1, $2, $3)`, [
    bookingId,
    link.id,
    `${tag} summary`,
  ]);
  await q(
    `insert into session_notes (booking_id, link_id, key_id, iv, tag, ciphertext) values ($1, $2, 'k1', 'iv', 'tg', $3)`,
    [bookingId, link.id, `${tag} PRIVATE NOTE`],
  );
  await q(`insert into consents (user_id, purpose, version, expert_id) values ($1, 'care_scores', '2026-11', $2)`, [
    member.id,
    expert.id,
  ]);
  return { linkId: link.id, resultId: result.id };
}
