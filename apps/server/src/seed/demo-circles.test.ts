// The demo circles: a newcomer finds two counsellor-led circles with meetings ahead and a peer circle
// led by an approved listener; seeding again adds nothing.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/harness.ts";
import { seedDemo } from "./demo.ts";
import { indiaAt } from "./demo-circles.ts";

let h: Harness;
const seed = () =>
  seedDemo(h.database.db, h.built.auth, h.built.storage, pino({ level: "silent" }), { production: false });
beforeAll(async () => {
  h = await startHarness();
  await seed();
  await seed();
}, 60_000);
afterAll(() => h?.close());

describe("India wall-clock times", () => {
  it("is the given hour in India on the given day from now", () => {
    // 2026-11-29 20:00 UTC is 30 November 01:30 in India: tomorrow there is 1 December.
    const now = Date.UTC(2026, 10, 29, 20, 0);
    expect(indiaAt(1, 18, 30, now).toISOString()).toBe("2026-12-01T13:00:00.000Z");
    expect(indiaAt(0, 7, 0, Date.UTC(2026, 10, 29, 10, 0)).toISOString()).toBe("2026-11-29T01:30:00.000Z");
  });
});

describe("demo circles", () => {
  it("lists the two counsellor-led circles with meetings to come, once however often the seed runs", async () => {
    const res = await h.app.inject({ url: "/api/circles" });
    expect(res.statusCode).toBe(200);
    const titles = (res.json() as { circles: { title: string }[] }).circles.map((c) => c.title).sort();
    expect(titles).toEqual(["Exam stress, together", "अकेलापन: अपने लोगों को ढूँढना"]);
  });

  it("has a peer circle led by an approved listener, open in the evening", async () => {
    const member = await h.member();
    const res = await h.app.inject({ url: "/api/peer-circles/rooms", headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain("Evening check-in: nobody should feel alone");
  });
});
