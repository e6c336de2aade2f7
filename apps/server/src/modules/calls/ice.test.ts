import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { iceServersFor, turnCredential } from "./ice.ts";

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
});
