// A first message (facts read in its send, decision 039): the notification gate and the receiver's
// choices come with the facts, the notification is stored before the message is published, and both
// leave in one bus message. What the receiver's sockets see must not change: the message, then its
// notification, each once, and every member's messages in seq order even when first messages (which
// wait for their notification's insert) and messages in progress are sent at once.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendChat } from "../../../test/chat-helpers.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { listen as listenOn, realtimeUrl } from "../../../test/realtime-listener.ts";

let h: Harness;
let wsUrl: string;
const send = (m: Member, receiverId: string, message: string) => sendChat(h, m, receiverId, message);

/** A socket on the member's message and user channels, collecting events. */
const listen = (m: Member) => listenOn(wsUrl, m, [`user_messages_${m.id}`, `user:${m.id}`]);

beforeAll(async () => {
  h = await startHarness();
  wsUrl = await realtimeUrl(h);
});
afterAll(() => h.close());

describe("a first message and its notification", () => {
  it("reach the receiver's sockets once each, the message first", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const bs = await listen(b);
    const sent = (await send(a, b.id, "hello, first")).json();
    await bs.until(() => bs.events.length >= 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(bs.events.map((e) => e.event)).toEqual(["message", "notification"]);
    expect(bs.events[0]?.data.id).toBe(sent.id);
    expect(bs.events[1]?.data.type).toBe("message");
    const list = (await h.app.inject({ url: "/api/notifications", headers: { cookie: b.cookie } })).json();
    expect(list.items.map((n: { id: string }) => n.id)).toEqual([bs.events[1]?.data.id]);
    bs.socket.close();
  });

  it("first messages from many senders and a conversation in progress, sent at once, reach the receiver in seq order", async () => {
    const b = await h.member();
    const senders = await Promise.all(Array.from({ length: 8 }, () => h.member()));
    const talker = senders[0] as Member;
    for (let i = 0; i < 2; i++) expect((await send(talker, b.id, `warm ${i}`)).statusCode).toBe(200);
    const bs = await listen(b);
    const answers = await Promise.all([
      ...senders.map((s, i) => send(s, b.id, `first ${i}`)),
      ...Array.from({ length: 6 }, (_, i) => send(talker, b.id, `going on ${i}`)),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const ids = answers.map((r) => r.json().id as string);
    const messages = () => bs.events.filter((e) => e.event === "message");
    await bs.until(() => messages().length >= ids.length);
    expect(
      messages()
        .map((e) => e.data.id)
        .sort(),
    ).toEqual([...ids].sort());
    const seqs = messages().map((e) => e.data.seq as number);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    // One unread notification per sender (the talker's from its warm-up).
    await bs.until(() => bs.events.filter((e) => e.event === "notification").length >= senders.length - 1);
    const list = (await h.app.inject({ url: "/api/notifications", headers: { cookie: b.cookie } })).json();
    const actors = list.items.map((n: { data: { actorId: string } }) => n.data.actorId).sort();
    expect(actors).toEqual(senders.map((s) => s.id).sort());
    bs.socket.close();
  });
});
