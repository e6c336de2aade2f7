// Cross-site requests with a member's cookie (decision 009): refused with 403 on every
// state-changing endpoint and on the WebSocket handshake; same-site and non-browser clients pass.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";
import { CROSS_SITE_MESSAGE } from "./origin-check.ts";

const EVIL = "https://evil.example";
let h: Harness;
let victim: Member;
let other: Member;

type Method = "POST" | "PATCH" | "DELETE" | "PUT";
const send = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie: victim.cookie, ...headers }, ...(payload ? { payload } : {}) });
/** The victim's own profile (throws if the session is gone, so no assertion on it passes vacuously). */
async function me(): Promise<{ displayName: string | null }> {
  const r = await h.app.inject({ url: "/api/me", headers: { cookie: victim.cookie } });
  const profile = r.json().profile;
  if (r.statusCode !== 200 || !profile) throw new Error(`no profile: ${r.body}`);
  return profile;
}

beforeAll(async () => {
  h = await startHarness();
  [victim, other] = await Promise.all([h.member(), h.member()]);
});
afterAll(() => h.close());

/** State-changing endpoints across modules, each with a body it would accept. */
const endpoints = (): [Method, string, object | undefined][] => [
  ["POST", "/api/posts", { content: "forged post" }],
  ["POST", "/api/bookings", { expertId: other.id, startsAt: new Date().toISOString() }],
  ["POST", `/api/follows/${other.id}`, undefined],
  ["DELETE", `/api/follows/${other.id}`, undefined],
  ["POST", "/api/chat/messages", { receiverId: other.id, message: "forged", clientId: "temp-1" }],
  ["PATCH", "/api/profiles/me", { displayName: "Forged Name" }],
  ["DELETE", `/api/journal/${randomUUID()}`, undefined],
  ["POST", "/api/journal", { clientId: randomUUID(), body: "forged", createdAt: new Date().toISOString() }],
];

describe("cross-site requests with the victim's cookie", () => {
  it("an untrusted Origin is 403 CROSS_SITE_REQUEST on every state-changing endpoint", async () => {
    for (const [method, url, body] of endpoints()) {
      const r = await send(method, url, { origin: EVIL }, body);
      expect(r.statusCode, `${method} ${url}: ${r.body}`).toBe(403);
      expect(r.json()).toEqual({ code: "CROSS_SITE_REQUEST", message: CROSS_SITE_MESSAGE });
    }
    // Nothing happened on the victim's behalf.
    expect((await me()).displayName).not.toBe("Forged Name");
    const journal = await h.app.inject({ url: "/api/journal", headers: { cookie: victim.cookie } });
    expect(journal.json().entries).toEqual([]);
  });

  it("Sec-Fetch-Site cross-site or same-site is 403, with or without an Origin", async () => {
    const cases: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: EVIL },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://blog.localhost:3000" },
    ];
    for (const headers of cases) {
      const r = await send("PATCH", "/api/profiles/me", headers, { displayName: "Forged Name" });
      expect(r.statusCode, JSON.stringify(headers)).toBe(403);
      expect(r.json().code).toBe("CROSS_SITE_REQUEST");
    }
    expect((await me()).displayName).not.toBe("Forged Name");
  });

  it("the app's own origin, Sec-Fetch-Site same-origin, and clients without either header get the normal answer", async () => {
    const cases: Record<string, string>[] = [
      { origin: ORIGIN },
      { "sec-fetch-site": "same-origin", origin: ORIGIN },
      { "sec-fetch-site": "none" },
      {},
    ];
    for (const [i, headers] of cases.entries()) {
      const r = await send("PATCH", "/api/profiles/me", headers, { displayName: `Victim ${i}` });
      expect(r.statusCode, `${JSON.stringify(headers)}: ${r.body}`).toBe(200);
      expect(r.json().displayName).toBe(`Victim ${i}`);
    }
    const del = await send("DELETE", `/api/journal/${randomUUID()}`, { origin: ORIGIN });
    expect(del.json().code).not.toBe("CROSS_SITE_REQUEST");
  });

  it("reads stay open: a cross-site GET is answered (it changes nothing)", async () => {
    const r = await h.app.inject({
      url: "/api/me",
      headers: { cookie: victim.cookie, origin: EVIL, "sec-fetch-site": "cross-site" },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().user.id).toBe(victim.id);
  });

  it("the payment webhook is exempt (Razorpay's servers call it; its signature is the check)", async () => {
    const r = await h.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", origin: EVIL, "sec-fetch-site": "cross-site" },
      payload: JSON.stringify({ event: "payment.captured" }),
    });
    expect(r.statusCode).toBe(401);
    expect(r.json().code).toBe("BAD_SIGNATURE");
  });

  it("the auth routes are left to better-auth, which checks Origin against the same trusted list", async () => {
    // better-auth skips its own check when NODE_ENV is test, so this only shows that ours stays out of the way.
    const r = await h.post("/api/auth/sign-in/email", { email: other.email, password: "wrong-pass" });
    expect(r.statusCode).toBe(401);
    const forged = await h.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: EVIL, "sec-fetch-site": "cross-site", "content-type": "application/json" },
      payload: JSON.stringify({ email: other.email, password: "wrong-pass" }),
    });
    expect(forged.json().code).not.toBe("CROSS_SITE_REQUEST");
  });
});

describe("cross-site WebSocket hijacking", () => {
  let url: string;
  beforeAll(async () => {
    await h.app.listen({ port: 0, host: "127.0.0.1" });
    const a = h.app.server.address();
    url = `ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`;
  });

  /** Opens a socket; resolves with the first message, or the HTTP status if the handshake was refused. */
  const open = (headers: Record<string, string>) =>
    new Promise<{ status?: number; first?: { type: string } }>((resolve, reject) => {
      const socket = new WebSocket(url, { headers: { cookie: victim.cookie, ...headers } });
      const timer = setTimeout(() => reject(new Error("no answer in 3 s")), 3000);
      // A refused handshake: the answer, then the server must close the connection (or it leaks).
      socket.on("unexpected-response", (req, res) => {
        res.resume();
        req.socket?.once("close", () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode });
        });
      });
      socket.on("message", (raw) => {
        clearTimeout(timer);
        resolve({ first: JSON.parse(String(raw)) });
        socket.close();
      });
      socket.on("error", () => {});
    });

  it("a handshake from another site with the victim's cookie is refused with 403", async () => {
    expect(await open({ origin: EVIL })).toEqual({ status: 403 });
    expect(await open({ origin: EVIL, "sec-fetch-site": "cross-site" })).toEqual({ status: 403 });
  });

  it("the app's own origin (and a non-browser client) still connects", async () => {
    expect((await open({ origin: ORIGIN })).first?.type).toBe("ready");
    expect((await open({})).first?.type).toBe("ready");
  });
});
