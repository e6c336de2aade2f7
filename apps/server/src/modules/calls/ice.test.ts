import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../platform/config.ts";
import { iceServersFor, iceTransportPolicyFor, turnCredential } from "./ice.ts";

const base = { STUN_URLS: "stun:stun.l.google.com:19302", TURN_TTL_SECONDS: 3600 };

describe("ICE servers", () => {
  it("gives the one public STUN server by default and no TURN without a secret", () => {
    expect(iceServersFor(base, "u1")).toEqual([{ urls: ["stun:stun.l.google.com:19302"] }]);
    expect(iceServersFor({ ...base, TURN_URLS: "turn:turn.example.org:3478" }, "u1")).toHaveLength(1);
  });

  it("adds TURN with coturn REST credentials that expire after the TTL", () => {
    const now = Date.UTC(2026, 10, 23, 10, 0, 0);
    const servers = iceServersFor(
      { ...base, TURN_URLS: "turn:t.example.org:3478?transport=udp, turns:t.example.org:5349", TURN_SECRET: "s3cret" },
      "user-42",
      now,
    );
    const turn = servers[1];
    const expiry = now / 1000 + 3600;
    expect(turn?.urls).toEqual(["turn:t.example.org:3478?transport=udp", "turns:t.example.org:5349"]);
    expect(turn?.username).toBe(`${expiry}:user-42`);
    expect(turn?.credential).toBe(createHmac("sha1", "s3cret").update(`${expiry}:user-42`).digest("base64"));
  });

  it("makes a different credential for another member or another secret", () => {
    const a = turnCredential("s", "a", 100);
    expect(turnCredential("s", "b", 100).credential).not.toBe(a.credential);
    expect(turnCredential("t", "a", 100).credential).not.toBe(a.credential);
  });

  it("matches coturn's REST scheme (use-auth-secret) on a vector computed outside Node", () => {
    // printf '%s' "1767225600:meera" | openssl dgst -sha1 -hmac "north-star-secret" -binary | base64
    expect(turnCredential("north-star-secret", "meera", 1767225600)).toEqual({
      username: "1767225600:meera",
      credential: "1v01v249gEXgZAAcGRaWQLZvby8=",
    });
    // coturn reads the expiry before the first colon as a unix time in seconds, the id after it.
    const [expiry, id] = (
      iceServersFor({ ...base, TURN_URLS: "turn:t:3478", TURN_SECRET: "x" }, "u-1", 5_000_500)[1]?.username ?? ""
    ).split(":");
    expect([expiry, id]).toEqual(["8600", "u-1"]);
  });
});

describe("relay-only calls (CALLS_RELAY_ONLY)", () => {
  const turn = { TURN_URLS: "turn:127.0.0.1:3478", TURN_SECRET: "s" };

  it("asks browsers for relay candidates only when set, and for every kind by default", () => {
    expect(iceTransportPolicyFor(base)).toBe("all");
    expect(iceTransportPolicyFor({ ...base, ...turn, CALLS_RELAY_ONLY: false })).toBe("all");
    expect(iceTransportPolicyFor({ ...base, ...turn, CALLS_RELAY_ONLY: true })).toBe("relay");
    expect(loadConfig({ DATA_DIR: "/tmp/x", AUTH_SECRET: "a".repeat(32) }).CALLS_RELAY_ONLY).toBe(false);
    expect(
      loadConfig({ DATA_DIR: "/tmp/x", AUTH_SECRET: "a".repeat(32), CALLS_RELAY_ONLY: "true", ...turn })
        .CALLS_RELAY_ONLY,
    ).toBe(true);
  });

  it("refuses to start relay-only without a TURN server, naming the setting", () => {
    const load = () => loadConfig({ DATA_DIR: "/tmp/x", AUTH_SECRET: "a".repeat(32), CALLS_RELAY_ONLY: "true" });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/CALLS_RELAY_ONLY: needs TURN_URLS and TURN_SECRET/);
  });
});
