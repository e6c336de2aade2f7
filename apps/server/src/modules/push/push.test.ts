// Web Push end to end: a push service on this machine receives each push, checks its VAPID
// signature and decrypts it with the subscription's keys; a member's language, choices and devices
// are obeyed, and only the owner manages their subscriptions.
import { statSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { call } from "../../../test/moderation-helpers.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";
import { pushSubscriptions } from "../../platform/db/schema/push.ts";
import { translate } from "../../platform/i18n/translator.ts";
import { PUSH_TEXT } from "./push.messages.ts";
import {
  decryptPush,
  type ReceivedPush,
  startTestPushService,
  type TestBrowser,
  type TestPushService,
  verifyVapid,
} from "./test-push-service.ts";

let h: Harness;
let service: TestPushService;
let serverKey: string;

beforeAll(async () => {
  h = await startHarness();
  service = await startTestPushService();
  serverKey = (await h.app.inject({ url: "/api/push/key" })).json().publicKey;
});
afterAll(async () => {
  await h.close();
  await service.close();
});

const subscribe = (m: Member | null, body: object) => call(h, m, "POST", "/api/push/subscriptions", body);
const unsubscribe = (m: Member | null, endpoint: string) =>
  call(h, m, "DELETE", "/api/push/subscriptions", { endpoint });
async function subscribed(m: Member): Promise<TestBrowser> {
  const b = service.browser();
  const res = await subscribe(m, b.json);
  expect(res.statusCode, res.body).toBe(201);
  return b;
}
const subscriptionsOf = (userId: string) =>
  h.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** Checks the push like a push service (VAPID) and opens it like the browser (RFC 8291). */
function open(push: ReceivedPush, b: TestBrowser) {
  const claims = verifyVapid(push.headers.authorization as string);
  expect(claims.publicKey).toBe(serverKey);
  expect(claims.aud).toBe(service.origin);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
  expect(claims.sub).toMatch(/^(mailto:\S+@\S+|https:\/\/\S+)$/);
  expect(push.headers["content-encoding"]).toBe("aes128gcm");
  return JSON.parse(decryptPush(push.body, b)) as {
    title: string;
    body: string;
    url: string;
    tag?: string;
    kind: string;
  };
}

describe("subscriptions", () => {
  it("gives the VAPID public key, made once under DATA_DIR and readable only by the server", async () => {
    expect(Buffer.from(serverKey, "base64url")).toHaveLength(65);
    const file = path.join(h.dataDir, "vapid.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await h.app.inject({ url: "/api/push/key" })).json().publicKey).toBe(serverKey);
  });

  it("refuses visitors (401) whatever they send", async () => {
    const b = service.browser();
    for (const res of [
      await subscribe(null, b.json),
      await subscribe(null, { endpoint: "http://x" }),
      await unsubscribe(null, b.endpoint),
      await h.app.inject({
        method: "DELETE",
        url: "/api/push/subscriptions",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it("answers 400 to bad subscriptions, never 500", async () => {
    const m = await h.member();
    const good = service.browser().json;
    const keys = good.keys;
    const shortKey = Buffer.alloc(64, 4).toString("base64url");
    const notAPoint = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url");
    const bodies: [string, object][] = [
      ["http endpoint", { ...good, endpoint: good.endpoint.replace("https:", "http:") }],
      ["not a URL", { ...good, endpoint: "https://" }],
      ["credentials in URL", { ...good, endpoint: good.endpoint.replace("https://", "https://user:pw@") }],
      ["control character", { ...good, endpoint: `${good.endpoint}\u0007` }],
      ["newline", { ...good, endpoint: `${good.endpoint}\nX-Header: 1` }],
      ["space", { ...good, endpoint: `${good.endpoint} x` }],
      ["too long", { ...good, endpoint: `${good.endpoint}/${"a".repeat(1100)}` }],
      ["p256dh of 64 bytes", { ...good, keys: { ...keys, p256dh: shortKey } }],
      ["p256dh of 66 bytes", { ...good, keys: { ...keys, p256dh: Buffer.alloc(66, 4).toString("base64url") } }],
      ["p256dh in base64 with padding", { ...good, keys: { ...keys, p256dh: `${keys.p256dh}=` } }],
      ["auth of 15 bytes", { ...good, keys: { ...keys, auth: Buffer.alloc(15, 1).toString("base64url") } }],
      ["auth of 17 bytes", { ...good, keys: { ...keys, auth: Buffer.alloc(17, 1).toString("base64url") } }],
      ["no keys", { endpoint: good.endpoint }],
      ["an extra field", { ...good, owner: "someone" }],
      ["p256dh not on the curve", { ...good, keys: { ...keys, p256dh: notAPoint } }],
    ];
    for (const [what, body] of bodies) {
      const res = await subscribe(m, body);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().code, what).toBeTruthy();
    }
    expect(await subscriptionsOf(m.id)).toHaveLength(0);
    expect((await unsubscribe(m, "http://127.0.0.1/x")).statusCode).toBe(400);
  });

  it("lets only the owner remove a subscription; a browser subscribed again moves to its new member", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const browser = await subscribed(a);
    expect((await unsubscribe(b, browser.endpoint)).statusCode).toBe(404);
    expect(await subscriptionsOf(a.id)).toHaveLength(1);
    expect((await unsubscribe(a, browser.endpoint)).statusCode).toBe(200);
    expect(await subscriptionsOf(a.id)).toHaveLength(0);
    expect((await unsubscribe(a, browser.endpoint)).statusCode).toBe(404);

    // A shared device: the member who signs in and subscribes next owns the browser's pushes.
    await subscribed(a);
    const shared = service.browser();
    expect((await subscribe(a, shared.json)).statusCode).toBe(201);
    expect((await subscribe(b, shared.json)).statusCode).toBe(201);
    expect((await subscriptionsOf(a.id)).map((s) => s.endpoint)).not.toContain(shared.endpoint);
    expect((await subscriptionsOf(b.id)).map((s) => s.endpoint)).toEqual([shared.endpoint]);
  });

  it("keeps a member's ten newest browsers", async () => {
    const m = await h.member();
    for (let i = 0; i < 12; i++) await subscribed(m);
    expect(await subscriptionsOf(m.id)).toHaveLength(10);
  });
});

describe("pushes", () => {
  it("a follow request reaches a Hindi reader in Hindi, signed and encrypted", async () => {
    const kavya = await h.member({ displayName: "Kavya" });
    const asha = await h.member({ isPrivate: true, locale: "hi" });
    const browser = await subscribed(asha);
    expect((await call(h, kavya, "POST", `/api/follows/${asha.id}`)).statusCode).toBe(200);
    const [push] = await service.waitFor(browser);
    const payload = open(push!, browser);
    const title = translate("hi", "{who} wants to follow you", { who: "Kavya" });
    expect(title).toMatch(/[\u0900-\u097F]/);
    expect(payload).toEqual({
      title,
      body: translate("hi", PUSH_TEXT.follow_request),
      url: "/notification",
      kind: "follows",
    });
    expect(payload.title).toContain("Kavya");
    expect(payload.body).toMatch(/[\u0900-\u097F]/);
  });

  it("an incoming call rings on the callee's devices and opens the call screen", async () => {
    const kavya = await h.member({ displayName: "Kavya" });
    const expert = await publishedExpert(h);
    const browser = await subscribed(expert);
    const booking = await h.post("/api/dev/practice-session", {
      memberEmail: kavya.email,
      expertEmail: expert.email,
      startsInMinutes: 0,
    });
    const bookingId = booking.json().bookingId as string;
    const started = await call(h, kavya, "POST", "/api/calls", { calleeId: expert.id, bookingId });
    expect(started.statusCode, started.body).toBe(200);
    const [push] = await service.waitFor(browser);
    expect(push!.headers.urgency).toBe("high");
    expect(push!.headers.ttl).toBe("60");
    expect(push!.headers.topic).toMatch(/^[\w-]{1,32}$/);
    const payload = open(push!, browser);
    expect(payload.title).toBe("Kavya is calling you");
    expect(payload.url).toBe(`/call/${started.json().roomId}`);
    expect(payload.tag).toBe(`call-${started.json().roomId}`);
    expect(payload.kind).toBe("calls");
  });

  it("a new message is pushed when the receiver is away, without what was written", async () => {
    const [kavya, ravi] = await Promise.all([h.member({ displayName: "Kavya" }), h.member()]);
    const browser = await subscribed(ravi);
    const sent = await call(h, kavya, "POST", "/api/chat/messages", { receiverId: ravi.id, message: "secret words" });
    expect(sent.statusCode, sent.body).toBe(200);
    const [push] = await service.waitFor(browser);
    const payload = open(push!, browser);
    expect(payload).toEqual({
      title: "Kavya sent you a message",
      body: PUSH_TEXT.message,
      url: "/chat",
      tag: `chat-${kavya.id}`,
      kind: "messages",
    });
    expect(JSON.stringify(payload)).not.toContain("secret");

    // With a Saathi tab connected the message shows there: no push.
    await h.database.db.update(userProfiles).set({ isOnline: true }).where(eq(userProfiles.userId, ravi.id));
    await call(h, kavya, "POST", "/api/chat/messages", { receiverId: ravi.id, message: "hello again" });
    await h.built.push.idle();
    expect(service.to(browser)).toHaveLength(1);
  });

  it("obeys the member's push choice per kind, and the settings show it", async () => {
    const [kavya, asha] = await Promise.all([h.member(), h.member({ isPrivate: true })]);
    const browser = await subscribed(asha);
    const put = await call(h, asha, "PUT", "/api/settings/notifications", {
      kind: "follows",
      inApp: true,
      email: false,
      push: false,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().kinds).toContainEqual({ kind: "follows", inApp: true, email: false, push: false, locked: false });
    expect(put.json().kinds).toContainEqual({ kind: "messages", inApp: true, email: false, push: true, locked: false });
    await call(h, kavya, "POST", `/api/follows/${asha.id}`);
    await h.built.push.idle();
    expect(service.to(browser)).toHaveLength(0);
    const result = await h.built.push.sendToUser(asha.id, "follows", { type: "follow_request", url: "/notification" });
    expect(result).toMatchObject({ sent: 0, skipped: "preference" });
    // A change that leaves push out keeps the choice.
    await call(h, asha, "PUT", "/api/settings/notifications", { kind: "follows", inApp: false, email: false });
    const kinds = (await call(h, asha, "GET", "/api/settings/notifications")).json().kinds;
    expect(kinds).toContainEqual({ kind: "follows", inApp: false, email: false, push: false, locked: false });
    // The other kinds still push.
    const other = await h.built.push.sendToUser(asha.id, "messages", { type: "message", url: "/chat" });
    expect(other).toMatchObject({ sent: 1, removed: 0, failed: 0 });
  });

  it("removes a subscription the push service calls gone (410 or 404) and logs other failures", async () => {
    const m = await h.member();
    const [gone, missing, failing, fine] = [
      await subscribed(m),
      await subscribed(m),
      await subscribed(m),
      await subscribed(m),
    ];
    service.answer(new URL(gone.endpoint).pathname, 410);
    service.answer(new URL(missing.endpoint).pathname, 404);
    service.answer(new URL(failing.endpoint).pathname, 500);
    const result = await h.built.push.sendToUser(m.id, "bookings", {
      title: "Your session starts soon",
      url: "/bookings",
    });
    expect(result).toMatchObject({ sent: 1, removed: 2, failed: 1 });
    expect(result.errors[0]).toMatch(/^500/);
    const left = (await subscriptionsOf(m.id)).map((s) => s.endpoint).sort();
    expect(left).toEqual([failing.endpoint, fine.endpoint].sort());
    expect(open(service.to(fine)[0]!, fine).title).toBe("Your session starts soon");
  });

  it("names a member who hides their name by username, as everywhere else", async () => {
    const [quiet, ravi] = await Promise.all([h.member({ isHideName: true, username: "quiet_one" }), h.member()]);
    const browser = await subscribed(ravi);
    expect(
      (await call(h, quiet, "POST", "/api/chat/messages", { receiverId: ravi.id, message: "hi" })).statusCode,
    ).toBe(200);
    const [push] = await service.waitFor(browser);
    expect(open(push!, browser).title).toBe("@quiet_one sent you a message");
  });

  it("sends nothing from a member the receiver blocked", async () => {
    const [kavya, ravi] = await Promise.all([h.member(), h.member()]);
    const browser = await subscribed(ravi);
    expect((await call(h, ravi, "POST", `/api/blocks/${kavya.id}`)).statusCode).toBe(200);
    const result = await h.built.push.sendToUser(ravi.id, "messages", {
      type: "message",
      actorId: kavya.id,
      url: "/chat",
    });
    expect(result.skipped).toBe("hidden");
    expect(service.to(browser)).toHaveLength(0);
  });
});
