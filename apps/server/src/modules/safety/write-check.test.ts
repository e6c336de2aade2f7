// The write check through the real endpoints: crisis posts are published and queued,
// posts describing a means with risk held (imminent), hyperbole left alone, chat crisis levels reach the receiver, the journal/mood
// check stores nothing, watched words, posting mute, and new-account limits.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { staffMember } from "../../../test/admin-helpers.ts";
import { bookAndPay } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";

let h: Harness;
let wsUrl: string;

const post = (m: Member, content: string) =>
  h.app.inject({ method: "POST", url: "/api/posts", headers: { cookie: m.cookie }, payload: { content } });
const send = (m: Member, receiverId: string, message: string) =>
  h.app.inject({
    method: "POST",
    url: "/api/chat/messages",
    headers: { cookie: m.cookie },
    payload: { receiverId, message },
  });
const itemOf = async (targetId: string) =>
  (
    await h.database.db.execute<{
      risk: number;
      sources: string[];
      held: boolean;
      crisis_level: string | null;
      context: unknown;
      watched_word: string | null;
    }>(
      sql`select risk, sources, held, crisis_level, context, watched_word from moderation_items where target_id = ${targetId}`,
    )
  ).rows[0];
const count = async (table: string) =>
  (await h.database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]?.n ?? 0;
/** Ages an account past the new-account days. */
const age = (m: Member) =>
  h.database.db.execute(sql`update user_profiles set created_at = now() - interval '30 days' where user_id = ${m.id}`);

beforeAll(async () => {
  h = await startHarness({ NEW_ACCOUNT_LIMITS: "true" });
  await h.app.listen({ port: 0, host: "127.0.0.1" });
  const a = h.app.server.address();
  wsUrl = `ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`;
});
afterAll(() => h.close());

describe("posts and comments", () => {
  it("a crisis post is published and queued with risk 2; the writer's answer carries the level", async () => {
    const [writer, reader] = await Promise.all([h.member(), h.member()]);
    const r = await post(writer, "I want to die, I can't do this anymore");
    expect(r.statusCode).toBe(200);
    expect(r.json().crisis).toEqual({ level: "risk", held: false });
    expect(r.json().held).toBeUndefined();
    const item = await itemOf(r.json().id);
    expect(item).toMatchObject({ risk: 2, held: false, crisis_level: "risk" });
    expect(item?.sources).toEqual(["crisis"]);
    expect(item?.context).toMatchObject({ content: "I want to die, I can't do this anymore" });
    const seen = (await h.app.inject({ url: "/api/feed", headers: { cookie: reader.cookie } })).json();
    expect(seen.items.some((p: { id: string }) => p.id === r.json().id)).toBe(true);
    const themes = await h.database.db.execute<{ themes: string[] }>(
      sql`select themes from posts where id = ${r.json().id}`,
    );
    expect(themes.rows[0]?.themes).toEqual(["suicide"]);
  });

  it("the answer says when someone else hurts the writer, even read beside their own risk (no 'Tell {name}' then)", async () => {
    const writer = await h.member();
    const both = await post(writer, "papa maarte hain, jeene ka mann nahi karta");
    expect(both.statusCode).toBe(200);
    expect(both.json().crisis).toEqual({ level: "risk", held: false, othersDanger: true });
    const danger = await post(writer, "papa maarte hain");
    expect(danger.json().crisis).toEqual({ level: "danger", held: false, othersDanger: true });
    // Their own risk alone says nothing of anyone else.
    const own = await post(writer, "jeene ka mann nahi karta");
    expect(own.json().crisis?.othersDanger).toBeUndefined();
  });

  it("a post describing a means with risk is held (stored held, not published) and queued imminent with risk 3", async () => {
    const [writer, reader] = await Promise.all([h.member(), h.member()]);
    const r = await post(writer, "I bought a rope, going to hang myself tonight");
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ crisis: { level: "imminent", held: true }, held: true });
    const state = await h.database.db.execute<{ moderation_state: string }>(
      sql`select moderation_state from posts where id = ${r.json().id}`,
    );
    expect(state.rows[0]?.moderation_state).toBe("held");
    expect(await itemOf(r.json().id)).toMatchObject({ risk: 3, held: true, crisis_level: "imminent" });
    // Invisible to others (the feed filters held content), visible to its writer.
    const feedOf = async (m: Member) =>
      (await h.app.inject({ url: "/api/feed", headers: { cookie: m.cookie } }))
        .json()
        .items.map((p: { id: string }) => p.id);
    expect(await feedOf(reader)).not.toContain(r.json().id);
    expect(await feedOf(writer)).toContain(r.json().id);
  });

  it("hyperbole is published and not queued", async () => {
    const writer = await h.member();
    for (const text of ["this exam is killing me", "hasi se mar gaya yaar"]) {
      const r = await post(writer, text);
      expect(r.json().crisis).toEqual({ level: "none", held: false });
      expect(await itemOf(r.json().id)).toBeUndefined();
    }
  });

  it("a crisis comment is saved and queued", async () => {
    const [writer, other] = await Promise.all([h.member(), h.member()]);
    const p = (await post(other, "Rough week, anyone else?")).json();
    const r = await h.app.inject({
      method: "POST",
      url: `/api/posts/${p.id}/comments`,
      headers: { cookie: writer.cookie },
      // An active thought (C-SSRS level 2); "i dont want to live anymore" is a wish to be dead: concern.
      payload: { content: "same, honestly i want to kill myself" },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().crisis.level).toBe("risk");
    expect(await itemOf(r.json().id)).toMatchObject({ risk: 2 });
  });
});

describe("chat", () => {
  it("a Hinglish crisis message reaches the receiver with its level, live and in history, and is queued with context", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const socket = new WebSocket(wsUrl, { headers: { cookie: b.cookie } });
    const events: { event: string; data: Record<string, unknown> }[] = [];
    await new Promise<void>((resolve) => {
      socket.on("message", (raw) => {
        const msg = JSON.parse(String(raw));
        if (msg.type === "ready") socket.send(JSON.stringify({ type: "subscribe", channel: `user_messages_${b.id}` }));
        if (msg.type === "subscribed") resolve();
        if (msg.type === "event") events.push({ event: msg.event, data: msg.data });
      });
    });
    for (const t of ["hi", "kaisa hai?", "theek nahi hoon", "bahut thak gaya"]) await send(a, b.id, t);
    const r = await send(a, b.id, "yaar mujhe ab jeena nahi hai, marna chahta hoon");
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ crisisLevel: "risk", crisis: { level: "risk", held: false } });
    for (let i = 0; i < 60 && !events.some((e) => e.data.id === r.json().id); i++)
      await new Promise((x) => setTimeout(x, 50));
    expect(events.find((e) => e.data.id === r.json().id)?.data.crisisLevel).toBe("risk");
    socket.close();
    const history = (await h.app.inject({ url: `/api/chat/messages/${a.id}`, headers: { cookie: b.cookie } })).json();
    expect(history.at(-1).crisisLevel).toBe("risk");
    expect(history[0].crisisLevel).toBeNull();
    const item = await itemOf(r.json().id);
    expect(item?.risk).toBe(2);
    const ctx = item?.context as { messages: { message: string }[] };
    expect(ctx.messages.map((m) => m.message)).toEqual([
      "hi",
      "kaisa hai?",
      "theek nahi hoon",
      "bahut thak gaya",
      "yaar mujhe ab jeena nahi hai, marna chahta hoon",
    ]);
  });
});

describe("chat: a message describing a means (imminent)", () => {
  it("is held: the sender is answered held, the receiver is not notified, and it is queued with risk 3", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const r = await send(a, b.id, "maine neend ki goliyan jama kar li hain, aaj raat sab khatam");
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ held: true, crisisLevel: "imminent", crisis: { level: "imminent", held: true } });
    const notes = (await h.app.inject({ url: "/api/notifications", headers: { cookie: b.cookie } })).json();
    expect(notes.items.filter((n: { type: string }) => n.type === "message")).toHaveLength(0);
    expect(await itemOf(r.json().id)).toMatchObject({ risk: 3, held: true });
    const stored = await h.database.db.execute<{ moderation_state: string }>(
      sql`select moderation_state from chat_messages where id = ${r.json().id}`,
    );
    expect(stored.rows[0]?.moderation_state).toBe("held");
  });

  it("reaches the receiver, with a notification, once a moderator approves it", async () => {
    const [a, b, mod] = await Promise.all([h.member(), h.member(), staffMember(h)]);
    const r = await send(a, b.id, "maine neend ki goliyan jama kar li hain, aaj raat sab khatam");
    expect(r.json()).toMatchObject({ held: true });
    const history = async () =>
      (await h.app.inject({ url: `/api/chat/messages/${a.id}`, headers: { cookie: b.cookie } })).json();
    expect(JSON.stringify(await history())).not.toContain(r.json().id);
    const item = await h.database.db.execute<{ id: string }>(
      sql`select id from moderation_items where target_type = 'message' and target_id = ${r.json().id}`,
    );
    const approve = await h.post(
      `/api/admin/moderation/${item.rows[0]?.id}/action`,
      { action: "approve", reason: "A friend asking for help; the receiver should see it" },
      { cookie: mod.cookie },
    );
    expect(approve.statusCode).toBe(200);
    expect(JSON.stringify(await history())).toContain(r.json().id);
    const notes = (await h.app.inject({ url: "/api/notifications", headers: { cookie: b.cookie } })).json();
    expect(notes.items.filter((n: { type: string }) => n.type === "message")).toHaveLength(1);
  });
});

describe("journal and mood check", () => {
  it("answers the level to members and visitors, and stores nothing", async () => {
    const m = await h.member();
    const before = await Promise.all(["moderation_items", "posts", "journal_entries"].map(count));
    const asMember = await h.app.inject({
      method: "POST",
      url: "/api/safety/check",
      headers: { cookie: m.cookie, origin: ORIGIN },
      payload: { text: "aaj lag raha hai ki marna hi behtar hai" },
    });
    expect(asMember.json()).toEqual({ level: "risk" });
    const visitor = await h.app.inject({
      method: "POST",
      url: "/api/safety/check",
      payload: { text: "nice walk today" },
    });
    expect(visitor.json()).toEqual({ level: "none" });
    expect(await Promise.all(["moderation_items", "posts", "journal_entries"].map(count))).toEqual(before);
  });
  it("says when someone else hurts the writer, as a post's answer does (no 'Tell {name}' on the journal's card then)", async () => {
    const check = async (text: string) =>
      (await h.app.inject({ method: "POST", url: "/api/safety/check", payload: { text } })).json();
    expect(await check("papa maarte hain, jeene ka mann nahi karta")).toEqual({ level: "risk", othersDanger: true });
    expect(await check("papa maarte hain")).toEqual({ level: "danger", othersDanger: true });
    expect(await check("jeene ka mann nahi karta")).toEqual({ level: "risk" });
  });
  it("refuses a missing text with 400", async () => {
    const r = await h.app.inject({ method: "POST", url: "/api/safety/check", payload: {} });
    expect(r.statusCode).toBe(400);
  });
});

describe("expert reviews and the crisis card's expert", () => {
  it("a crisis review is saved and queued; GET /api/safety/help answers the earliest slot of a listed expert", async () => {
    const expert = await publishedExpert(h, { fullName: "Neha Iyer" });
    const help = (await h.app.inject({ url: "/api/safety/help" })).json();
    expect(help.earliest).toMatchObject({ expertId: expert.id, displayName: "Neha Iyer" });
    expect(Number.isNaN(Date.parse(help.earliest.startsAt))).toBe(false);
    const member = await h.member();
    await age(member);
    const { bookingId } = await bookAndPay(h, member, expert.id);
    await h.database.db.execute(
      sql`update bookings set starts_at = now() - interval '3 hours', ends_at = now() - interval '2 hours' where id = ${bookingId}`,
    );
    const r = await h.post(
      `/api/bookings/${bookingId}/review`,
      { rating: 2, feedback: "She was kind but honestly I still want to die" },
      { cookie: member.cookie },
    );
    expect(r.statusCode).toBe(200);
    expect(await itemOf(r.json().id)).toMatchObject({ risk: 2, crisis_level: "risk" });
  });
});

describe("watched words", () => {
  it("block answers 422 and saves nothing; hold saves held and queues; flag saves visible and queues", async () => {
    await h.database.db.execute(
      sql`insert into watched_words (phrase, action) values ('buy followers', 'block'), ('crypto tips', 'hold'), ('loser', 'flag')`,
    );
    h.built.writeCheck.invalidateWatchedWords();
    const m = await h.member();
    const before = await count("posts");
    const blocked = await post(m, "Buy  FOLLOWERS cheap here");
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json()).toMatchObject({ code: "WATCHED_WORD_BLOCKED" });
    expect(await count("posts")).toBe(before);
    const held = await post(m, "free crypto tips in my bio");
    expect(held.json().held).toBe(true);
    expect(await itemOf(held.json().id)).toMatchObject({ risk: 1, held: true, watched_word: "crypto tips" });
    const flagged = await post(m, "what a loser");
    expect(flagged.json().held).toBeUndefined();
    expect(await itemOf(flagged.json().id)).toMatchObject({ risk: 1, held: false, watched_word: "loser" });
  });
});

describe("posting mute", () => {
  it("answers 403 on posts, comments and messages until it ends", async () => {
    const [m, other] = await Promise.all([h.member(), h.member()]);
    const p = (await post(other, "hello all")).json();
    await h.database.db.execute(
      sql`update user_profiles set posting_muted_until = now() + interval '1 day' where user_id = ${m.id}`,
    );
    const answers = [
      await post(m, "hello"),
      await h.app.inject({
        method: "POST",
        url: `/api/posts/${p.id}/comments`,
        headers: { cookie: m.cookie },
        payload: { content: "hi" },
      }),
      await send(m, other.id, "hi"),
    ];
    for (const r of answers) {
      expect(r.statusCode).toBe(403);
      expect(r.json().code).toBe("POSTING_MUTED");
      expect(r.json().message).toMatch(/can't post, comment or send messages until/);
    }
    await h.database.db.execute(
      sql`update user_profiles set posting_muted_until = now() - interval '1 minute' where user_id = ${m.id}`,
    );
    expect((await post(m, "back again")).statusCode).toBe(200);
  });

  it("says when it ends in the reader's language: a Hindi date for a Hindi reader", async () => {
    const [hi, en] = await Promise.all([h.member({ locale: "hi" }), h.member()]);
    for (const m of [hi, en])
      await h.database.db.execute(
        sql`update user_profiles set posting_muted_until = '2031-03-05T10:30:00Z' where user_id = ${m.id}`,
      );
    const inHindi = await h.app.inject({
      method: "POST",
      url: "/api/posts",
      headers: { cookie: hi.cookie, "x-saathi-lang": "hi" },
      payload: { content: "hello" },
    });
    expect(inHindi.statusCode).toBe(403);
    expect(inHindi.json().message).toContain("5 मार्च 2031");
    expect(inHindi.json().message).not.toContain("Mar");
    const inEnglish = await post(en, "hello");
    expect(inEnglish.json().message).toContain("until 5 Mar 2031, 4:00 pm,");
  });
});

describe("new-account limits", () => {
  it("a new account gets 429 with retryAfter after 5 posts an hour; an older account does not", async () => {
    const [fresh, old] = await Promise.all([h.member(), h.member()]);
    await age(old);
    for (let i = 0; i < 5; i++) expect((await post(fresh, `note ${i}`)).statusCode).toBe(200);
    const over = await post(fresh, "one more");
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("NEW_ACCOUNT_LIMIT");
    expect(over.json().retryAfter).toBeGreaterThan(0);
    expect(over.json().message).toMatch(
      /^New accounts can share up to 5 posts an hour\. Please try again in \d+ minutes?\.$/,
    );
    for (let i = 0; i < 7; i++) expect((await post(old, `note ${i}`)).statusCode).toBe(200);
  });
  it("messages of a new account are limited too (its age read with the send context); an older account's are not", async () => {
    const [fresh, old, partner] = await Promise.all([h.member(), h.member(), h.member()]);
    await age(old);
    for (let i = 0; i < 60; i++) expect((await send(fresh, partner.id, `hello ${i}`)).statusCode).toBe(200);
    const over = await send(fresh, partner.id, "one more");
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("NEW_ACCOUNT_LIMIT");
    expect(over.json().message).toMatch(/^New accounts can send up to 60 messages an hour\./);
    for (let i = 0; i < 61; i++) expect((await send(old, partner.id, `hello ${i}`)).statusCode).toBe(200);
  });
  it("follows of a new account are limited too", async () => {
    const fresh = await h.member();
    const targets = await Promise.all(Array.from({ length: 21 }, () => h.member()));
    const codes: number[] = [];
    for (const t of targets) {
      codes.push(
        (await h.app.inject({ method: "POST", url: `/api/follows/${t.id}`, headers: { cookie: fresh.cookie } }))
          .statusCode,
      );
    }
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
