// What a client causes is logged at warn or below, so a line at error level (50) stays an alarm: an
// oversized or broken WebSocket frame, a bad Origin or callbackURL sent to better-auth, bad input of
// every kind. A fault of the server's own (a 5xx) is still logged at error, with its stack.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";
import { betterAuthLogLevel } from "../auth/auth-log-level.ts";
import { socketErrorLevel } from "../realtime/socket-errors.ts";
import { createLogger } from "./logger.ts";

const lines: string[] = [];
const logger = createLogger("debug", { write: (s: string) => void lines.push(s) });
let h: Harness;
let member: Member;
let wsUrl: string;

type Line = { level: number; msg?: string; err?: { stack?: string }; source?: string; code?: string };
const since = (from: number) => lines.slice(from).map((l) => JSON.parse(l) as Line);
const alarms = (from: number) => since(from).filter((l) => l.level >= 50);
const show = (from: number) => lines.slice(from).join("\n");

beforeAll(async () => {
  h = await startHarness({}, { logger });
  // better-auth turns its own Origin check off under test; production has it on.
  (await h.built.auth.$context).skipOriginCheck = false;
  await h.app.listen({ port: 0, host: "127.0.0.1" });
  const a = h.app.server.address();
  wsUrl = `ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`;
  member = await h.member();
}, 60_000);
afterAll(() => h.close());
afterEach(() => vi.restoreAllMocks());

/** Opens a signed-in socket and waits for "ready". */
async function openSocket(): Promise<WebSocket> {
  const ws = new WebSocket(wsUrl, { headers: { cookie: member.cookie } });
  await new Promise<void>((resolve, reject) => {
    ws.once("message", () => resolve());
    ws.once("error", reject);
  });
  return ws;
}
const closed = (ws: WebSocket) =>
  new Promise<number>((resolve) => {
    ws.on("error", () => {});
    ws.once("close", (code) => resolve(code));
  });
/** Lines are written as the socket closes on the server; give the close a moment to be logged. */
const settle = () => new Promise((r) => setTimeout(r, 200));

describe("client-caused errors are not logged at error level", () => {
  it("an oversized WebSocket frame closes the socket (1009) with a warning, no error line", async () => {
    const from = lines.length;
    const ws = await openSocket();
    const code = closed(ws);
    ws.send("x".repeat(20 * 1024));
    expect(await code).toBe(1009);
    await settle();
    expect(alarms(from), show(from)).toEqual([]);
    expect(since(from).some((l) => l.level === 40 && l.code === "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH")).toBe(true);
  });

  it("a broken frame (a reserved opcode) too", async () => {
    const from = lines.length;
    const ws = await openSocket();
    const code = closed(ws);
    // A masked frame with FIN and the reserved opcode 0x3, empty payload.
    (ws as unknown as { _socket: import("node:net").Socket })._socket.write(Buffer.from([0x83, 0x80, 1, 2, 3, 4]));
    expect(await code).toBe(1002);
    await settle();
    expect(alarms(from), show(from)).toEqual([]);
  });

  it("a bad Origin or callbackURL on better-auth is refused (403) with a warning, nothing on the console", async () => {
    const consoleError = vi.spyOn(console, "error");
    const from = lines.length;
    const badOrigin = await h.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { cookie: member.cookie, origin: "https://evil.example" },
      payload: { email: member.email, password: "secret12" },
    });
    expect(badOrigin.statusCode).toBe(403);
    const badCallback = await h.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: ORIGIN },
      payload: {
        email: "someone@test.local",
        password: "secret1234",
        name: "S",
        ageBand: "18+",
        callbackURL: "https://evil.example",
      },
    });
    expect(badCallback.statusCode).toBe(403);
    expect(alarms(from), show(from)).toEqual([]);
    const warned = since(from).filter((l) => l.source === "better-auth" && l.level === 40);
    expect(warned.map((l) => l.msg)).toEqual([
      "Invalid origin: https://evil.example",
      "Invalid callbackURL: https://evil.example",
    ]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("bad input (4xx of every kind) writes no error line", async () => {
    const from = lines.length;
    const asMember = { origin: ORIGIN, cookie: member.cookie };
    const answers = await Promise.all([
      h.app.inject({
        method: "POST",
        url: "/api/posts",
        headers: { ...asMember, "content-type": "application/json" },
        payload: "{bad",
      }),
      h.app.inject({ method: "POST", url: "/api/posts", headers: asMember, payload: { content: 5 } }),
      h.app.inject({
        method: "POST",
        url: "/api/posts",
        headers: { ...asMember, origin: "https://evil.example" },
        payload: {},
      }),
      h.app.inject({ method: "GET", url: "/api/notifications", headers: { cookie: "better-auth.session_token=%%%" } }),
      h.app.inject({ method: "POST", url: "/api/auth/sign-in/email", headers: { origin: ORIGIN }, payload: "{bad" }),
      h.app.inject({ method: "GET", url: "/api/posts/not-a-post" }),
    ]);
    for (const a of answers) expect(a.statusCode, a.body).toBeGreaterThanOrEqual(400);
    for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
    expect(alarms(from), show(from)).toEqual([]);
  });
});

describe("a fault of the server's own is still an alarm", () => {
  it("a 5xx is logged at error with its stack", async () => {
    const from = lines.length;
    vi.spyOn(h.built.writeCheck, "check").mockRejectedValueOnce(new Error("the classifier broke"));
    const r = await h.app.inject({
      method: "POST",
      url: "/api/posts",
      headers: { origin: ORIGIN, cookie: member.cookie },
      payload: { content: "hello" },
    });
    expect(r.statusCode).toBe(500);
    const alarm = alarms(from);
    expect(alarm).toHaveLength(1);
    expect(alarm[0]?.err?.stack).toContain("the classifier broke");
  });

  it("a socket's own fault and better-auth's own faults stay errors; what clients send does not", () => {
    expect(socketErrorLevel(new Error("connection to the database lost"))).toBe("error");
    expect(
      socketErrorLevel(
        Object.assign(new RangeError("Max payload size exceeded"), { code: "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH" }),
      ),
    ).toBe("warn");
    expect(socketErrorLevel(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }))).toBe("warn");
    expect(betterAuthLogLevel("error", "Failed to create user", new Error("db"))).toBe("error");
    expect(betterAuthLogLevel("error", "INTERNAL_SERVER_ERROR", new Error("db"))).toBe("error");
    expect(betterAuthLogLevel("error", 'relation "session" does not exist', undefined)).toBe("error");
    expect(betterAuthLogLevel("error", "Failed to create session", undefined)).toBe("error");
    expect(betterAuthLogLevel("error", 'Invalid origin: https://x.example/relation "a"', undefined)).toBe("warn");
    expect(betterAuthLogLevel("error", "Invalid callbackURL: https://x.example/table", undefined)).toBe("warn");
    expect(
      betterAuthLogLevel("error", "Blocked cross-site navigation login attempt (CSRF protection)", undefined),
    ).toBe("warn");
    expect(betterAuthLogLevel("error", "INVALID_CALLBACK_REQUEST", new Error("zod"))).toBe("warn");
    expect(betterAuthLogLevel("warn", "Invalid password", undefined)).toBe("warn");
    expect(betterAuthLogLevel("info", "If it's a valid URL, please add it to trustedOrigins", undefined)).toBe("debug");
  });
});
