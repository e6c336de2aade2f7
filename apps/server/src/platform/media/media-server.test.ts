// The media server as the running Saathi server sees it: with none configured (the default of
// `npm start`) the server works and says live circles are unavailable; with a managed Janus it is
// started with the server, reported up by readiness and metrics, usable, and stopped with it; an
// external Janus that does not answer is reported down without making the node unready.
import { existsSync } from "node:fs";
import { MEDIA_MSG } from "@saathi/contract/media";
import { describe, expect, it } from "vitest";
import { meetingWithSeats } from "../../../test/circle-room-fixture.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { freePort } from "./janus-config.ts";
import { managedJanusProblem } from "./managed-janus.ts";

const TOKEN = "metrics-token-for-media-tests";
// A fixed AUTH_SECRET, so that loading the configuration writes no development secret anywhere.
const base = { AUTH_SECRET: "x".repeat(32) };
const problem = managedJanusProblem();

async function mediaMetric(h: Harness) {
  const r = await h.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
  return Object.fromEntries(
    [...r.body.matchAll(/^saathi_media_server_state\{state="(\w+)"\} (\d)$/gm)].map((m) => [m[1], Number(m[2])]),
  );
}

describe("no media server configured (npm start's default when Janus is not installed)", () => {
  it("the server is ready, and live circles are unavailable with a sentence saying why", async () => {
    const h = await startHarness({ METRICS_TOKEN: TOKEN });
    try {
      const ready = await h.app.inject({ url: "/api/ready" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: "ready", media: "not_configured" });
      const { media } = h.built;
      expect(media.mode).toBe("none");
      expect(media.available()).toBe(false);
      expect(media.unavailableReason()).toBe(MEDIA_MSG.notConfigured);
      expect(media.rooms).toBeNull();
      expect(await mediaMetric(h)).toEqual({ up: 0, down: 0, not_configured: 1 });
    } finally {
      await h.close();
    }
  });

  it("MEDIA_SERVER=janus names each missing setting; none and managed need nothing", () => {
    expect(() => loadConfig({ MEDIA_SERVER: "janus" })).toThrow(ConfigError);
    try {
      loadConfig({ MEDIA_SERVER: "janus", JANUS_URL: "http://10.0.0.5:8088/janus" });
    } catch (err) {
      expect(String(err)).toContain("JANUS_ADMIN_URL: is required when MEDIA_SERVER is janus");
      expect(String(err)).toContain("JANUS_ADMIN_SECRET: is required when MEDIA_SERVER is janus");
      expect(String(err)).not.toContain("JANUS_URL:");
    }
    expect(() => loadConfig({ MEDIA_SERVER: "sfu" })).toThrow(/MEDIA_SERVER/);
    expect(() => loadConfig({ JANUS_ADMIN_SECRET: "short" })).toThrow(/JANUS_ADMIN_SECRET: must be at least 16/);
    expect(loadConfig(base).MEDIA_SERVER).toBe("none");
    expect(loadConfig({ ...base, MEDIA_SERVER: "managed" }).JANUS_RTP_PORT_RANGE).toBe("20000-20199");
  });
});

describe("an external Janus that does not answer", () => {
  it("is reported down; the node stays ready and circles say the audio server is not answering", async () => {
    const port = await freePort();
    const h = await startHarness({
      METRICS_TOKEN: TOKEN,
      MEDIA_SERVER: "janus",
      JANUS_URL: `http://127.0.0.1:${port}/janus`,
      JANUS_ADMIN_URL: `http://127.0.0.1:${port}/admin`,
      JANUS_ADMIN_SECRET: "an-admin-secret-of-enough-length",
    });
    try {
      const ready = await h.app.inject({ url: "/api/ready" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: "ready", media: "down" });
      expect(h.built.media.available()).toBe(false);
      expect(h.built.media.unavailableReason()).toBe(MEDIA_MSG.down);
      expect(await mediaMetric(h)).toEqual({ up: 0, down: 1, not_configured: 0 });
      await expect(h.built.media.rooms?.open("circle-x")).rejects.toThrow(/not reachable/);
    } finally {
      await h.close();
    }
  });
});

describe.skipIf(problem !== null)("a managed Janus (MEDIA_SERVER=managed)", () => {
  it("starts with the server, is up in readiness and metrics, runs a room, and stops with the server", async () => {
    const h = await startHarness({ METRICS_TOKEN: TOKEN, MEDIA_SERVER: "managed", JANUS_ICE_INTERFACES: "lo" });
    const { media } = h.built;
    const managed = media.managed();
    let lastPid = managed?.pid;
    try {
      expect(managed).not.toBeNull();
      expect((await h.app.inject({ url: "/api/ready" })).json()).toMatchObject({ status: "ready", media: "up" });
      expect(media.available()).toBe(true);
      expect(media.unavailableReason()).toBeNull();
      expect(await mediaMetric(h)).toEqual({ up: 1, down: 0, not_configured: 0 });
      expect(await media.adminAnswers()).toBe(true);
      const rooms = media.rooms;
      if (!rooms) throw new Error("no rooms");
      // The rooms are kept in the live-room module's tables: a real meeting and a real member.
      const m1 = (await h.member()).id;
      const key = `circle:${await meetingWithSeats(h.app, h.database, await publishedExpert(h), [])}`;
      await rooms.open(key);
      const { token } = await rooms.issueToken(key, { seatId: "s1", memberId: m1 });
      const joined = await rooms.join(key, token, { memberId: m1 });
      expect(await rooms.participants(key)).toMatchObject([{ participantId: joined.participantId, memberId: m1 }]);
      // Nothing a member could be shown carries the Janus room id or secret.
      expect(Object.keys(joined).sort()).toEqual(["participantId", "seatId"]);

      // Janus killed outright: the server starts it again and its rooms work again.
      process.kill(managed?.currentPid() ?? 0, "SIGKILL");
      await waitUntil(() => media.state() === "down", 15_000);
      await waitUntil(() => media.state() === "up", 30_000);
      expect(managed?.currentPid()).not.toBe(managed?.pid);
      await rooms.open(key);
      const again = await rooms.issueToken(key, { seatId: "s1", memberId: m1 });
      await rooms.join(key, again.token, { memberId: m1 });
      expect(await rooms.participants(key)).toHaveLength(1);
      lastPid = managed?.currentPid();
    } finally {
      await h.close();
    }
    expect(existsSync(`/proc/${lastPid}`)).toBe(false);
    expect(media.state()).toBe("down");
  });
});

async function waitUntil(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}
