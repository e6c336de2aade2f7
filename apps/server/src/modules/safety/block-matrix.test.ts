// The block matrix: once either of two members blocks the other, neither sees or reaches
// the other through any endpoint or realtime channel, in both directions, while a third member is
// unaffected. Blocking is silent: the blocked member gets the same answers as for someone absent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let wsUrl: string;
let blocker: Member;
let blocked: Member;
let third: Member;
const posts: Record<string, string> = {};

const get = (m: Member, url: string) => h.app.inject({ url, headers: { cookie: m.cookie } });
const send = (m: Member, method: "POST" | "DELETE" | "PUT", url: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });
const ids = (r: { json(): unknown }) => ((r.json() as { items: { id: string }[] }).items ?? []).map((p) => p.id);

/** Whether `m` may subscribe to `channel` (the socket answers subscribed or error). */
async function subscribes(m: Member, channel: string): Promise<boolean> {
  const socket = new WebSocket(wsUrl, { headers: { cookie: m.cookie } });
  const ok = await new Promise<boolean>((resolve) => {
    socket.on("message", (raw) => {
      const msg = JSON.parse(String(raw));
      if (msg.type === "ready") socket.send(JSON.stringify({ type: "subscribe", channel }));
      if (msg.type === "subscribed") resolve(true);
      if (msg.type === "error") resolve(false);
    });
  });
  socket.close();
  return ok;
}

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: "127.0.0.1" });
  const a = h.app.server.address();
  wsUrl = `ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`;
  [blocker, blocked, third] = await Promise.all([
    h.member({ username: `blocker_${Date.now() % 100000}`, displayName: "Asha Blocker" }),
    h.member({ username: `blockee_${Date.now() % 100000}`, displayName: "Bhanu Blockee" }),
    h.member(),
  ]);
  // Before the block: follows both ways, a chat, posts and a comment each, a notification.
  expect((await send(blocker, "POST", `/api/follows/${blocked.id}`)).statusCode).toBe(200);
  expect((await send(blocked, "POST", `/api/follows/${blocker.id}`)).statusCode).toBe(200);
  for (const m of [blocker, blocked]) {
    posts[m.id] = (await send(m, "POST", "/api/posts", { content: `A post by ${m.id}` })).json().id;
  }
  expect((await send(blocked, "POST", `/api/posts/${posts[blocker.id]}/comments`, { content: "Hi" })).statusCode).toBe(
    200,
  );
  expect(
    (await send(blocked, "POST", "/api/chat/messages", { receiverId: blocker.id, message: "hello" })).statusCode,
  ).toBe(200);
  expect((await send(blocker, "POST", `/api/blocks/${blocked.id}`)).statusCode).toBe(200);
});
afterAll(() => h.close());

const pairs = () =>
  [
    [blocker, blocked],
    [blocked, blocker],
  ] as const;

describe("the block matrix", () => {
  it("block list: the blocker sees the blocked member with undo; the blocked member is never told", async () => {
    const list = (await get(blocker, "/api/blocks")).json();
    expect(list.items.map((i: { person: { userId: string } }) => i.person.userId)).toEqual([blocked.id]);
    expect((await get(blocked, "/api/blocks")).json().items).toEqual([]);
    expect((await send(blocker, "POST", `/api/blocks/${blocker.id}`)).statusCode).toBe(400);
    expect((await send(blocker, "POST", "/api/blocks/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await h.app.inject({ url: "/api/blocks" })).statusCode).toBe(401);
  });

  it("feed, profile posts and single posts: neither sees the other's; a third member sees both", async () => {
    for (const [me, other] of pairs()) {
      expect(ids(await get(me, "/api/feed"))).not.toContain(posts[other.id]);
      expect(ids(await get(me, "/api/feed"))).toContain(posts[me.id]);
      expect((await get(me, `/api/posts/${posts[other.id]}`)).statusCode).toBe(404);
      expect((await get(me, `/api/profiles/${other.id}/posts`)).statusCode).toBe(404);
    }
    const seen = ids(await get(third, "/api/feed"));
    expect(seen).toEqual(expect.arrayContaining([posts[blocker.id], posts[blocked.id]]));
  });

  it("profiles and follower lists: 404 both ways, like a missing member; lists leave them out", async () => {
    for (const [me, other] of pairs()) {
      const r = await get(me, `/api/profiles/${other.id}`);
      expect(r.statusCode).toBe(404);
      expect(r.json().code).toBe("USER_NOT_FOUND");
    }
    expect((await get(third, `/api/profiles/${blocker.id}`)).statusCode).toBe(200);
    // The third member follows both; each of the pair sees only themself in the third's followers.
    await send(third, "POST", `/api/follows/${blocker.id}`);
    for (const m of [blocker, blocked]) await send(m, "POST", `/api/follows/${third.id}`);
    const followers = (m: Member) =>
      get(m, `/api/profiles/${third.id}/followers`).then((r) => r.json().map((u: { userId: string }) => u.userId));
    expect(await followers(blocker)).not.toContain(blocked.id);
    expect(await followers(blocked)).not.toContain(blocker.id);
    expect(await followers(third)).toEqual(expect.arrayContaining([blocker.id, blocked.id]));
  });

  it("comments: neither reads the other's; the blocked member cannot comment on the blocker's post", async () => {
    const list = (await get(blocker, `/api/posts/${posts[blocker.id]}/comments`)).json();
    expect(list.map((c: { userId: string }) => c.userId)).not.toContain(blocked.id);
    expect((await get(blocker, `/api/posts/${posts[blocker.id]}`)).json().commentCount).toBe(0);
    expect((await get(third, `/api/posts/${posts[blocker.id]}`)).json().commentCount).toBe(1);
    for (const [me, other] of pairs()) {
      const r = await send(me, "POST", `/api/posts/${posts[other.id]}/comments`, { content: "hey" });
      expect(r.statusCode).toBe(404);
      expect((await get(me, `/api/posts/${posts[other.id]}/comments`)).statusCode).toBe(404);
    }
  });

  it("search: neither finds the other; a third member finds both", async () => {
    const found = (m: Member, q: string) =>
      get(m, `/api/users/search?q=${q}`).then((r) => r.json().map((u: { userId: string }) => u.userId));
    expect(await found(blocked, "Asha")).not.toContain(blocker.id);
    expect(await found(blocker, "Bhanu")).not.toContain(blocked.id);
    expect(await found(third, "Asha")).toContain(blocker.id);
    expect(await found(third, "Bhanu")).toContain(blocked.id);
  });

  it("follows: ended both ways at the block, and neither can follow again", async () => {
    for (const [me, other] of pairs()) {
      expect((await send(me, "POST", `/api/follows/${other.id}`)).statusCode).toBe(404);
    }
    expect((await get(third, `/api/profiles/${blocker.id}`)).json().stats.followers).toBe(1);
  });

  it("chat: no conversation, no history, and a send is refused like a missing member", async () => {
    for (const [me, other] of pairs()) {
      const list = (await get(me, "/api/chat/conversations")).json();
      expect(list.map((c: { userId: string }) => c.userId)).not.toContain(other.id);
      expect((await get(me, `/api/chat/messages/${other.id}`)).statusCode).toBe(404);
      const r = await send(me, "POST", "/api/chat/messages", { receiverId: other.id, message: "hi?" });
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe("User not found");
      const synced = (await get(me, "/api/chat/sync?after=0")).json();
      expect(synced.filter((m: { senderId: string }) => m.senderId === other.id)).toEqual([]);
    }
    expect(
      (await send(third, "POST", "/api/chat/messages", { receiverId: blocker.id, message: "hi" })).statusCode,
    ).toBe(200);
  });

  it("realtime: neither may subscribe to their pair channel; the third member's pair channel works", async () => {
    const pair = (a: Member, b: Member) => `chat_messages_${[a.id, b.id].sort().join("_")}`;
    expect(await subscribes(blocker, pair(blocker, blocked))).toBe(false);
    expect(await subscribes(blocked, pair(blocker, blocked))).toBe(false);
    expect(await subscribes(third, pair(third, blocker))).toBe(true);
  });

  it("notifications: none from the other, and older ones are hidden", async () => {
    for (const [me, other] of pairs()) {
      const items = (await get(me, "/api/notifications")).json().items;
      expect(items.filter((n: { actorId: string | null }) => n.actorId === other.id)).toEqual([]);
    }
  });

  it("calls: a blocked pair cannot ring each other even with a booking", async () => {
    const expert = await publishedExpert(h);
    const member = await h.member();
    const booking = await h.post("/api/dev/practice-session", {
      memberEmail: member.email,
      expertEmail: expert.email,
      startsInMinutes: 0,
    });
    const bookingId = booking.json().bookingId;
    expect((await send(expert, "POST", `/api/blocks/${member.id}`)).statusCode).toBe(200);
    const r = await send(member, "POST", "/api/calls", { calleeId: expert.id, bookingId });
    expect(r.statusCode).toBe(404);
    await send(expert, "DELETE", `/api/blocks/${member.id}`);
    expect((await send(member, "POST", "/api/calls", { calleeId: expert.id, bookingId })).statusCode).toBe(200);
  });

  it("unblocking restores visibility (follows stay ended)", async () => {
    expect((await send(blocker, "DELETE", `/api/blocks/${blocked.id}`)).statusCode).toBe(200);
    expect((await get(blocked, `/api/profiles/${blocker.id}`)).statusCode).toBe(200);
    expect((await get(blocked, `/api/profiles/${blocker.id}`)).json().relationship.isFollowing).toBe(false);
    expect((await get(blocker, "/api/blocks")).json().items).toEqual([]);
  });
});

describe("experts and a blocked member", () => {
  it("an expert blocked either way leaves the member's directory and detail page; others still see them", async () => {
    const expert = await publishedExpert(h);
    const member = await h.member();
    const listed = (m: Member) =>
      get(m, "/api/experts?pageSize=50").then((r) => (r.json().items as { expertId: string }[]).map((e) => e.expertId));
    expect(await listed(member)).toContain(expert.id);
    expect((await send(member, "POST", `/api/blocks/${expert.id}`)).statusCode).toBe(200);
    expect(await listed(member)).not.toContain(expert.id);
    expect((await get(member, `/api/experts/${expert.id}`)).statusCode).toBe(404);
    expect((await get(third, `/api/experts/${expert.id}`)).statusCode).toBe(200);
  });
});
