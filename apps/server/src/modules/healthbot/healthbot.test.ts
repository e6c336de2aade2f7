// Health Bot API (issue 20): who may read and write, bad input, the crisis route on typed words,
// resuming, the thought record into the journal (with consent), and the plan check-in.

import type { HealthbotView } from "@saathi/contract/healthbot";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let a: Member;
let b: Member;
const get = (m: Member | null) => h.app.inject({ url: "/api/healthbot", headers: m ? { cookie: m.cookie } : {} });
const send = (m: Member, body: object) => h.post("/api/healthbot/messages", body, { cookie: m.cookie });
const ok = async (m: Member, body: object): Promise<HealthbotView> => {
  const res = await send(m, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const texts = (v: HealthbotView) => v.messages.map((m) => m.text);

beforeAll(async () => {
  h = await startHarness();
  [a, b] = await Promise.all([h.member(), h.member()]);
});
afterAll(() => h.close());

describe("Health Bot API", () => {
  it("answers visitors 401 everywhere", async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await h.post("/api/healthbot/messages", { type: "help" })).statusCode).toBe(401);
    expect((await h.app.inject({ method: "DELETE", url: "/api/healthbot" })).statusCode).toBe(401);
  });

  it("greets a new member with what it is, stores nothing until they answer", async () => {
    const m = await h.member();
    const v: HealthbotView = (await get(m)).json();
    expect(v.flow).toBe("home");
    expect(v.crisis).toBe(false);
    expect(texts(v).join(" ")).toMatch(/not a therapist and I'm not for emergencies/);
    expect(v.replies).toHaveLength(10);
    const rows = (
      await h.database.db.execute<{ n: number }>(
        sql`select count(*)::int n from healthbot_messages where user_id = ${m.id}`,
      )
    ).rows;
    expect(rows[0]?.n).toBe(0);
  });

  it("refuses bad input with 400, never 500", async () => {
    for (const body of [
      {},
      { type: "nope" },
      { type: "reply" },
      { type: "reply", id: "" },
      { type: "reply", id: "not-a-reply" },
      { type: "text", text: "   " },
      { type: "text", text: "x".repeat(1001) },
      { type: "text", text: 42 },
    ]) {
      const res = await send(b, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const raw = await h.app.inject({
      method: "POST",
      url: "/api/healthbot/messages",
      headers: { cookie: b.cookie, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(raw.statusCode).toBe(400);
  });

  it("runs a flow from a quick reply and resumes where the member left off", async () => {
    const v1 = await ok(a, { type: "reply", id: "breathing" });
    expect(v1.flow).toBe("breathing");
    expect(v1.node).toBe("flow.start");
    // The welcome they saw, their choice, then the flow's first lines, in order.
    expect(texts(v1).slice(-4)).toEqual([
      "What would you like to do?",
      "Box breathing",
      "Let's do box breathing: in for 4, hold for 4, out for 4, hold for 4.",
      "Sit comfortably and let your shoulders drop. Ready?",
    ]);
    await ok(a, { type: "reply", id: "ready" });
    const back: HealthbotView = (await get(a)).json();
    expect(back.node).toBe("flow.round");
    expect(back.replies.map((r) => r.id)).toEqual(["again", "done"]);
    await ok(a, { type: "reply", id: "done" });
    const end = await ok(a, { type: "text", text: "calmer" });
    expect(end.node).toBe("flow.end");
    expect(end.next.map((n) => n.to)).toEqual(["/breathing-tool", "/daily-journal"]);
    expect(end.replies).toEqual([{ id: "menu", label: "Back to the menu" }]);
  });

  it("keeps each member's conversation to themselves", async () => {
    const other: HealthbotView = (await get(b)).json();
    expect(other.flow).toBe("home");
    expect(texts(other)).not.toContain("Box breathing");
    // Clearing one's own history leaves the other's alone.
    expect(
      (await h.app.inject({ method: "DELETE", url: "/api/healthbot", headers: { cookie: b.cookie } })).json(),
    ).toEqual({
      cleared: true,
    });
    expect(((await get(a)).json() as HealthbotView).node).toBe("flow.end");
  });

  it("stops the flow for a crisis message in Hinglish, and one 'no' never closes the check", async () => {
    const m = await h.member();
    await ok(m, { type: "reply", id: "sleep" });
    const crisis = await ok(m, { type: "text", text: "marna chahta hu yaar" });
    expect(crisis.crisis).toBe(true);
    expect(crisis.node).toBe("safety.ask1");
    const no = await ok(m, { type: "reply", id: "no" });
    expect(no.node).toBe("safety.unsafe");
    expect(no.crisis).toBe(true);
    // 'yes' is no longer on offer; typed yes is not understood; the check stays open.
    expect((await send(m, { type: "reply", id: "yes" })).statusCode).toBe(400);
    expect((await ok(m, { type: "text", text: "haan" })).node).toBe("safety.unsafe");
    expect(((await get(m)).json() as HealthbotView).crisis).toBe(true);
    // Only a fresh check with two yeses closes it.
    await ok(m, { type: "reply", id: "recheck" });
    await ok(m, { type: "reply", id: "yes" });
    const safe = await ok(m, { type: "text", text: "yes" });
    expect(safe.node).toBe("safety.safe");
    expect(safe.crisis).toBe(true);
    expect((await ok(m, { type: "reply", id: "menu" })).crisis).toBe(false);
  });

  it("'help' typed anywhere, or the help button, opens the safety check", async () => {
    const m = await h.member();
    await ok(m, { type: "reply", id: "grounding" });
    expect((await ok(m, { type: "text", text: "help" })).node).toBe("safety.ask1");
    const n = await h.member();
    expect((await ok(n, { type: "help" })).node).toBe("safety.ask1");
  });

  it("understands what typed words are about", async () => {
    const m = await h.member();
    const v = await ok(m, { type: "text", text: "neend nahi aa rahi" });
    expect(v.flow).toBe("sleep");
    const lost = await ok(m, { type: "text", text: "qwerty zxcvb" });
    expect(lost.flow).toBe("sleep");
    expect(texts(lost).at(-1)).toMatch(/simple bot/);
    // Within the flow its own topic is not a switch; from the menu or an end it starts again.
    await ok(m, { type: "reply", id: "done" });
    await ok(m, { type: "reply", id: "done" });
    const end = await ok(m, { type: "reply", id: "write" });
    expect(end.node).toBe("flow.write");
    const again = await ok(m, { type: "text", text: "I can't sleep" });
    expect(again.node).toBe("flow.start");
  });

  it("saves a thought record to the journal only with consent", async () => {
    const m = await h.member();
    await ok(m, { type: "reply", id: "thought-record" });
    for (const answer of [
      "Boss frowned",
      "I'll be fired",
      "Scared, 8/10",
      "He frowned",
      "He praised me",
      "He may be tired",
    ])
      await ok(m, { type: "text", text: answer });
    const refused = await send(m, { type: "reply", id: "save" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("CONSENT_REQUIRED");
    expect(((await get(m)).json() as HealthbotView).node).toBe("flow.save");
    await h.database.db.execute(
      sql`insert into consents (user_id, purpose, version) values (${m.id}, 'sensitive', '2026-11')`,
    );
    expect((await ok(m, { type: "reply", id: "save" })).node).toBe("flow.saved");
    const journal = (await h.app.inject({ url: "/api/journal", headers: { cookie: m.cookie } })).json();
    expect(journal.entries).toHaveLength(1);
    expect(journal.entries[0].body).toContain("Situation: Boss frowned");
    expect(journal.entries[0].body).toContain("A more balanced thought: He may be tired");
  });

  it("asks about a planned small thing on a later visit", async () => {
    const m = await h.member();
    await ok(m, { type: "reply", id: "activation" });
    await ok(m, { type: "text", text: "a 10-minute walk" });
    await ok(m, { type: "reply", id: "evening" });
    // Back at the menu (typed, as the reply's label), the check-in waits first.
    const menu = await ok(m, { type: "text", text: "Back to the menu" });
    expect(menu.node).toBe("flow.menu");
    expect(menu.replies[0]!.id).toBe("checkin");
    const checkin = await ok(m, { type: "reply", id: "checkin" });
    expect(checkin.messages.at(-1)).toMatchObject({
      text: "Earlier you planned: {plan}. How did it go?",
      values: { plan: "a 10-minute walk" },
    });
    await ok(m, { type: "reply", id: "did" });
    expect((await ok(m, { type: "reply", id: "menu" })).replies.some((r) => r.id === "checkin")).toBe(false);
  });
});
