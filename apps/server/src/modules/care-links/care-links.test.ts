// Care links against the real app: only a member with a confirmed booking comes into an expert's care;
// only the two of them see the link (staff neither); the expert chooses the questionnaire; ending care
// leaves the expert read-only, and nothing new.
import { CARE_READ_ONLY_YEARS, type CareLink } from "@saathi/contract/care-between";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asRole, type CareWorld, careRoles, careWorld } from "../../../test/care-fixture.ts";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { careLinks } from "../../platform/db/schema/care-between.ts";
import { careViewOf } from "./care-links.policy.ts";

let h: Harness;
let w: CareWorld;
let link: CareLink;

beforeAll(async () => {
  h = await startHarness();
  w = await careWorld(h);
  const opened = await asRole(h, w.expert, "POST", `/api/care/clients/${w.member.id}`);
  expect(opened.statusCode).toBe(200);
  link = opened.json() as CareLink;
}, 180_000);
afterAll(() => h?.close());

describe("starting care", () => {
  it("the expert's link with their client is active, PHQ-9 by default, and the same on a second call", async () => {
    expect(link).toMatchObject({
      expertId: w.expert.id,
      memberId: w.member.id,
      status: "active",
      instrument: "phq9",
      view: "expert",
    });
    const again = await asRole(h, w.expert, "POST", `/api/care/clients/${w.member.id}`);
    expect((again.json() as CareLink).id).toBe(link.id);
  });
  it("an expert cannot start care with a member who never booked them (404, nothing made)", async () => {
    const res = await asRole(h, w.otherExpert, "POST", `/api/care/clients/${w.member.id}`);
    expect(res.statusCode).toBe(404);
    const rows = await h.database.db.select().from(careLinks).where(eq(careLinks.expertId, w.otherExpert.id));
    expect(rows.map((r) => r.memberId)).not.toContain(w.member.id);
  });
  it("the member sees their counsellor's link without anyone starting it", async () => {
    const res = await asRole(h, w.otherMember, "GET", "/api/care/links");
    expect(res.statusCode).toBe(200);
    const links = (res.json() as { links: CareLink[] }).links;
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ expertId: w.otherExpert.id, view: "member" });
  });
  it("bad ids are 400s", async () => {
    expect((await asRole(h, w.expert, "POST", "/api/care/clients/not-a-uuid")).statusCode).toBe(400);
    expect((await asRole(h, w.expert, "GET", "/api/care/links/%00")).statusCode).toBe(400);
    const bad = await asRole(h, w.expert, "PUT", `/api/care/links/${link.id}/instrument`, { instrument: "bdi" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("who sees a care link (every role × every endpoint)", () => {
  const expected: Record<string, { get: number; instrument: number; end: number; clientsHas: boolean }> = {
    "owner member": { get: 200, instrument: 403, end: 403, clientsHas: false },
    "their expert": { get: 200, instrument: 200, end: 200, clientsHas: true },
    "another member": { get: 404, instrument: 404, end: 404, clientsHas: false },
    "another expert": { get: 404, instrument: 404, end: 404, clientsHas: false },
    moderator: { get: 404, instrument: 404, end: 404, clientsHas: false },
    admin: { get: 404, instrument: 404, end: 404, clientsHas: false },
    anonymous: { get: 401, instrument: 401, end: 401, clientsHas: false },
  };
  it("answers each role as expected and never leaks the link to anyone else", async () => {
    const probe = (await asRole(h, w.expert, "POST", `/api/care/clients/${w.member.id}`)).json() as CareLink;
    for (const [role, m] of careRoles(w)) {
      const e = expected[role];
      if (!e) throw new Error(role);
      const get = await asRole(h, m, "GET", `/api/care/links/${probe.id}`);
      expect([role, get.statusCode]).toEqual([role, e.get]);
      if (e.get !== 200) expect(get.body).not.toContain(w.member.id);
      const inst = await asRole(h, m, "PUT", `/api/care/links/${probe.id}/instrument`, { instrument: "gad7" });
      expect([role, inst.statusCode]).toEqual([role, e.instrument]);
      const clients = await asRole(h, m, "GET", "/api/care/clients");
      if (m) expect([role, clients.body.includes(w.member.id)]).toEqual([role, e.clientsHas]);
      else expect(clients.statusCode).toBe(401);
    }
    // "end" last: it changes the link.
    for (const [role, m] of careRoles(w)) {
      if (role === "their expert") continue;
      const e = expected[role];
      const end = await asRole(h, m, "POST", `/api/care/links/${probe.id}/end`);
      expect([role, end.statusCode]).toEqual([role, e?.end]);
    }
  });
});

describe("ending care", () => {
  it("leaves the expert read-only for the legal period, and a new booking's care reopens it", async () => {
    const ended = await asRole(h, w.expert, "POST", `/api/care/links/${link.id}/end`);
    expect(ended.statusCode).toBe(200);
    const body = ended.json() as CareLink;
    expect(body).toMatchObject({ status: "ended", view: "expert_read_only" });
    const years = (Date.parse(body.readOnlyUntil ?? "") - Date.parse(body.endedAt ?? "")) / (365.25 * 86_400_000);
    expect(Math.round(years)).toBe(CARE_READ_ONLY_YEARS);
    // Read-only: reading works, writing is refused with the reason.
    expect((await asRole(h, w.expert, "GET", `/api/care/links/${link.id}`)).statusCode).toBe(200);
    const write = await asRole(h, w.expert, "PUT", `/api/care/links/${link.id}/instrument`, { instrument: "who5" });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: "CARE_READ_ONLY" });
    // The member still has a confirmed booking: the expert may take them back into care.
    const reopened = (await asRole(h, w.expert, "POST", `/api/care/clients/${w.member.id}`)).json() as CareLink;
    expect(reopened).toMatchObject({ id: link.id, status: "active", endedAt: null });
  });
  it("after the read-only period the expert no longer sees the link at all", () => {
    const past = new Date("2020-01-01T00:00:00Z");
    const facts = { expertId: "e", memberId: "m", status: "ended", readOnlyUntil: past };
    expect(careViewOf("e", facts, new Date())).toBeNull();
    expect(careViewOf("m", facts, new Date())).toBe("member");
    expect(careViewOf("e", { ...facts, readOnlyUntil: new Date(Date.now() + 1000) })).toBe("expert_read_only");
    expect(careViewOf("e", { ...facts, status: "active" })).toBe("expert");
    expect(careViewOf("x", { ...facts, status: "active" })).toBeNull();
  });
});
