// CALLS_RELAY_ONLY: every payload that carries ICE servers tells the browser to use the TURN relay
// only, with coturn REST credentials for the member who receives it (e2e/call-relay.spec.ts proves a
// real call through coturn).
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

const SECRET = "relay-only-test-secret";
let h: Harness;
let member: Member;
let expert: Member;

beforeAll(async () => {
  h = await startHarness({ TURN_URLS: "turn:127.0.0.1:3478", TURN_SECRET: SECRET, CALLS_RELAY_ONLY: "true" });
  member = await h.member();
  expert = await publishedExpert(h);
});
afterAll(() => h.close());

const call = (m: Member, method: "GET" | "POST", url: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });

/** The TURN entry of `ice`, checked against coturn's scheme for `userId`. */
function expectTurnFor(ice: { urls: string[]; username?: string; credential?: string }[], userId: string) {
  const turn = ice.find((s) => s.urls.some((u) => u.startsWith("turn:")));
  expect(turn?.urls).toEqual(["turn:127.0.0.1:3478"]);
  const [expiry, id] = turn?.username?.split(":") ?? [];
  expect(id).toBe(userId);
  expect(Number(expiry)).toBeGreaterThan(Date.now() / 1000 + 3500);
  expect(turn?.credential).toBe(
    createHmac("sha1", SECRET)
      .update(turn?.username ?? "")
      .digest("base64"),
  );
}

describe("relay-only calls", () => {
  it("start, incoming, room and accept all say relay, each with the receiver's own TURN credential", async () => {
    const res = await h.post("/api/dev/practice-session", { memberEmail: member.email, expertEmail: expert.email });
    expect(res.statusCode, res.body).toBe(200);
    const { bookingId } = res.json() as { bookingId: string };

    const started = await call(expert, "POST", "/api/calls", { calleeId: member.id, bookingId });
    expect(started.statusCode).toBe(200);
    expect(started.json().iceTransportPolicy).toBe("relay");
    expectTurnFor(started.json().ice, expert.id);
    const { roomId } = started.json();

    const incoming = (await call(member, "GET", "/api/calls/incoming")).json().call;
    expect(incoming).toMatchObject({ roomId, iceTransportPolicy: "relay" });
    expectTurnFor(incoming.ice, member.id);

    const accepted = await call(member, "POST", `/api/calls/${roomId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().iceTransportPolicy).toBe("relay");

    const room = (await call(expert, "GET", `/api/calls/${roomId}`)).json();
    expect(room.iceTransportPolicy).toBe("relay");
    expectTurnFor(room.ice, expert.id);
  });
});
