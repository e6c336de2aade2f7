// Staff set the campus badge (decision 038): an admin with the second factor sets or clears an expert's
// school or college from the console; the card and profile show it at once; every change is audited;
// members, experts, moderators and admins without the second factor are refused; bad input is a 4xx.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember, staffWithoutSecondFactor } from "../../../test/admin-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { moderatorMember } from "../../../test/moderation-helpers.ts";
import { campusChange } from "./vetting.policy.ts";

let h: Harness;
let admin: Member;
let expert: Member;
beforeAll(async () => {
  h = await startHarness();
  admin = await staffMember(h);
  expert = await publishedExpert(h);
}, 60_000);
afterAll(() => h?.close());

const url = (id: string) => `/api/admin/experts/${id}/campus`;
const put = (id: string, payload: object, cookie?: string) =>
  h.app.inject({
    method: "PUT",
    url: url(id),
    headers: { origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    payload,
  });
const get = (id: string, cookie?: string) => h.app.inject({ url: url(id), headers: cookie ? { cookie } : {} });
const audits = async (targetId: string) =>
  (
    await h.database.db.execute<{ action: string; actor_id: string; before: unknown; after: unknown }>(
      sql`select action, actor_id, before, after from audit_log where target_id = ${targetId} and action like 'expert.campus%' order by id`,
    )
  ).rows;

describe("the campus badge rule", () => {
  it("set, clear or nothing", () => {
    expect(campusChange(null, "DPS Noida")).toBe("set");
    expect(campusChange("DPS Noida", "IIT Bombay")).toBe("set");
    expect(campusChange("DPS Noida", null)).toBe("clear");
    expect(campusChange("DPS Noida", "DPS Noida")).toBe("unchanged");
    expect(campusChange(null, null)).toBe("unchanged");
  });
});

describe("staff set the campus badge", () => {
  it("an admin sets it (trimmed), the card and profile show it, and the change is audited", async () => {
    expect((await get(expert.id, admin.cookie)).json()).toEqual({ expertId: expert.id, campusInstitution: null });
    const r = await put(expert.id, { campusInstitution: "  Delhi Public School, Noida " }, admin.cookie);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ expertId: expert.id, campusInstitution: "Delhi Public School, Noida" });
    const detail = (await h.app.inject({ url: `/api/experts/${expert.id}` })).json();
    expect(detail).toMatchObject({ campus: true, campusInstitution: "Delhi Public School, Noida" });
    const list = (await h.app.inject({ url: "/api/experts?pageSize=50" })).json().items as {
      expertId: string;
      campus: boolean;
    }[];
    expect(list.find((e) => e.expertId === expert.id)?.campus).toBe(true);
    expect(await audits(expert.id)).toEqual([
      {
        action: "expert.campus_set",
        actor_id: admin.id,
        before: { campusInstitution: null },
        after: { campusInstitution: "Delhi Public School, Noida" },
      },
    ]);
  });

  it("the same value again writes nothing; clearing removes the badge and is audited", async () => {
    await put(expert.id, { campusInstitution: "Delhi Public School, Noida" }, admin.cookie);
    expect(await audits(expert.id)).toHaveLength(1);
    const cleared = await put(expert.id, { campusInstitution: null }, admin.cookie);
    expect(cleared.json()).toEqual({ expertId: expert.id, campusInstitution: null });
    expect((await h.app.inject({ url: `/api/experts/${expert.id}` })).json()).toMatchObject({ campus: false });
    const rows = await audits(expert.id);
    expect(rows.map((a) => a.action)).toEqual(["expert.campus_set", "expert.campus_clear"]);
    expect(rows[1]).toMatchObject({ before: { campusInstitution: "Delhi Public School, Noida" } });
  });

  it("visitors 401; members, experts, moderators and admins without the second factor 403; nothing changes", async () => {
    const member = await h.member();
    const moderator = await moderatorMember(h);
    const no2fa = await staffWithoutSecondFactor(h);
    const body = { campusInstitution: "Someone Else's School" };
    expect((await put(expert.id, body)).statusCode).toBe(401);
    expect((await get(expert.id)).statusCode).toBe(401);
    for (const [who, cookie, code] of [
      ["member", member.cookie, "STAFF_ONLY"],
      ["the expert", expert.cookie, "STAFF_ONLY"],
      ["moderator", moderator.cookie, "STAFF_ONLY"],
      ["admin without second factor", no2fa.cookie, "TWO_FACTOR_REQUIRED"],
    ] as const) {
      const w = await put(expert.id, body, cookie);
      expect(w.statusCode, who).toBe(403);
      expect(w.json().code, who).toBe(code);
      expect((await get(expert.id, cookie)).statusCode, who).toBe(403);
    }
    expect((await get(expert.id, admin.cookie)).json().campusInstitution).toBeNull();
    expect(await audits(expert.id)).toHaveLength(2);
  });

  it("bad input is a clear 4xx, never a 5xx: empty, one letter, too long, wrong type, missing, bad or unknown id", async () => {
    for (const payload of [
      { campusInstitution: "" },
      { campusInstitution: "   " },
      { campusInstitution: "x" },
      { campusInstitution: "a".repeat(121) },
      { campusInstitution: 42 },
      {},
    ]) {
      const r = await put(expert.id, payload, admin.cookie);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().message, JSON.stringify(payload)).toMatch(/school or college/);
    }
    expect((await put("not-a-uuid", { campusInstitution: "DPS" }, admin.cookie)).statusCode).toBe(400);
    const unknown = await put(crypto.randomUUID(), { campusInstitution: "DPS" }, admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("This expert has no profile yet, so there is no badge to set.");
    // A member (no expert profile) is not an expert either.
    expect((await put(admin.id, { campusInstitution: "DPS" }, admin.cookie)).statusCode).toBe(404);
  });
});
