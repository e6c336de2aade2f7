import { GRIEVANCE_MSG } from "@saathi/contract/grievances";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { GRIEVANCES_PER_DAY } from "./grievances.service.ts";

let h: Harness;
let a: Member;
let b: Member;
let admin: Member;
const DAY = 86_400_000;

const send = (m: Member | null, method: "GET" | "POST", url: string, payload?: object) =>
  h.app.inject({
    method,
    url,
    headers: { origin: "http://localhost:3000", ...(m ? { cookie: m.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  h = await startHarness({ GRIEVANCE_OFFICER_NAME: "Meera Iyer", GRIEVANCE_OFFICER_EMAIL: "dpo@saathi.test" });
  [a, b] = await Promise.all([h.member(), h.member()]);
  admin = await staffMember(h);
});
afterAll(() => h.close());

describe("grievances", () => {
  it("names the configured grievance officer to anyone", async () => {
    expect((await send(null, "GET", "/api/grievances/officer")).json()).toEqual({
      name: "Meera Iyer",
      email: "dpo@saathi.test",
    });
  });

  it("takes a request with a ticket number, a 7-day target and a 90-day limit; lists the member's own only", async () => {
    const before = Date.now();
    const res = await send(a, "POST", "/api/grievances", { kind: "correction", body: "  My birth year is wrong.  " });
    expect(res.statusCode).toBe(200);
    const g = res.json();
    expect(g).toMatchObject({ kind: "correction", body: "My birth year is wrong.", status: "open", answer: null });
    expect(g.ticket).toMatch(/^G-\d{4,}$/);
    const created = new Date(g.createdAt).getTime();
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(g.targetAt).getTime() - created).toBe(7 * DAY);
    expect(new Date(g.dueAt).getTime() - created).toBe(90 * DAY);

    const second = (
      await send(a, "POST", "/api/grievances", { kind: "complaint", body: "Another thing here." })
    ).json();
    expect(second.ticket).not.toBe(g.ticket);
    const mine = (await send(a, "GET", "/api/grievances")).json().items;
    expect(mine.map((x: { ticket: string }) => x.ticket)).toEqual([second.ticket, g.ticket]);
    expect((await send(b, "GET", "/api/grievances")).json().items).toEqual([]);
    expect((await send(a, "GET", `/api/grievances/${g.id}`)).json().ticket).toBe(g.ticket);
    // Another member cannot read it: not found, never forbidden.
    expect((await send(b, "GET", `/api/grievances/${g.id}`)).statusCode).toBe(404);
    expect((await send(null, "GET", "/api/grievances")).statusCode).toBe(401);
    expect((await send(null, "POST", "/api/grievances", { kind: "complaint", body: "x" })).statusCode).toBe(401);
  });

  it("refuses bad input with clear messages", async () => {
    const cases: [object, string][] = [
      [{ kind: "refund", body: "Please help me now." }, "Choose what your request is about."],
      [{ kind: "erasure", body: "short" }, "at least 10 characters"],
      [{ kind: "erasure", body: "x".repeat(4001) }, "under 4000 characters"],
      [{ body: "Please help me now." }, "Choose what your request is about."],
    ];
    for (const [body, message] of cases) {
      const res = await send(a, "POST", "/api/grievances", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await send(a, "GET", "/api/grievances/not-a-uuid")).statusCode).toBe(400);
  });

  it("an admin sees the queue soonest due first and answers once; the member is told in the app and by email", async () => {
    const g = (
      await send(b, "POST", "/api/grievances", { kind: "access", body: "What data do you hold about me?" })
    ).json();
    // Member → 403 on staff routes.
    expect((await send(b, "GET", "/api/admin/grievances")).statusCode).toBe(403);
    expect((await send(b, "POST", `/api/admin/grievances/${g.id}/answer`, { answer: "Done" })).statusCode).toBe(403);

    const queue = (await send(admin, "GET", "/api/admin/grievances")).json();
    expect(queue.total).toBeGreaterThanOrEqual(3);
    const dues = queue.rows.map((r: { dueAt: string }) => r.dueAt);
    expect([...dues].sort()).toEqual(dues);
    const row = queue.rows.find((r: { id: string }) => r.id === g.id);
    expect(row).toMatchObject({ memberId: b.id, memberEmail: b.email, status: "open" });
    expect(row.daysLeft).toBeGreaterThanOrEqual(89);

    expect((await send(admin, "POST", `/api/admin/grievances/${g.id}/answer`, { answer: "  " })).statusCode).toBe(400);
    const answered = await send(admin, "POST", `/api/admin/grievances/${g.id}/answer`, {
      answer: "Your summary is attached to your Download my data page.",
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: "answered", answer: expect.stringContaining("summary") });
    const again = await send(admin, "POST", `/api/admin/grievances/${g.id}/answer`, { answer: "Twice" });
    expect(again.statusCode).toBe(409);

    const seen = (await send(b, "GET", `/api/grievances/${g.id}`)).json();
    expect(seen).toMatchObject({ status: "answered", answer: expect.stringContaining("summary") });
    const notes = (await send(b, "GET", "/api/notifications")).json().items;
    expect(notes[0]).toMatchObject({
      type: "grievance",
      data: { message: `Your request ${g.ticket} has been answered` },
    });
    const mail = (await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(b.email)}` })).json();
    expect(mail[0].subject).toContain(g.ticket);
    const audit = (await send(admin, "GET", `/api/admin/audit?targetType=grievance`)).json();
    expect(JSON.stringify(audit)).toContain("grievance.answer");
    expect((await send(admin, "GET", "/api/admin/grievances?status=answered")).json().rows[0].id).toBe(g.id);
    expect((await send(admin, "GET", "/api/admin/grievances?pageSize=1000")).statusCode).toBe(400);
    expect(
      (await send(admin, "POST", "/api/admin/grievances/00000000-0000-4000-8000-000000000000/answer", { answer: "x" }))
        .statusCode,
    ).toBe(404);
  });

  it("takes at most 10 requests a day from one member, even sent at once; the others are told why", async () => {
    const m = await h.member();
    const body = { kind: "complaint", body: "Please look into my account settings." };
    const answers = await Promise.all(
      Array.from({ length: GRIEVANCES_PER_DAY + 15 }, () => send(m, "POST", "/api/grievances", body)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(GRIEVANCES_PER_DAY);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(15);
    expect(refused[0]?.json()).toMatchObject({ code: "GRIEVANCE_LIMIT", message: GRIEVANCE_MSG.tooMany });
    expect((await send(m, "GET", "/api/grievances")).json().items).toHaveLength(GRIEVANCES_PER_DAY);
    // Another member is not held back by it.
    expect((await send(b, "POST", "/api/grievances", body)).statusCode).toBe(200);
  });
});
