// Health Bot: a link that names a flow (`/healthbot?flow=<id>`, as homework from a counsellor opens it)
// starts that flow at once; an unknown id is a kind 404 that changes nothing; bad input is 400; visitors
// 401; and a link never takes a member out of the safety check.

import { HEALTHBOT_TEXT, HEALTHBOT_TOPIC_TEXT, type HealthbotView } from "@saathi/contract/healthbot";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
const get = async (m: Member): Promise<HealthbotView> =>
  (await h.app.inject({ url: "/api/healthbot", headers: { cookie: m.cookie } })).json();
const send = (m: Member | null, body: object) => h.post("/api/healthbot/messages", body, m ? { cookie: m.cookie } : {});
const ok = async (m: Member, body: object): Promise<HealthbotView> => {
  const res = await send(m, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const texts = (v: HealthbotView) => v.messages.map((m) => m.text);
const stored = async (m: Member) =>
  (
    await h.database.db.execute<{ n: number }>(
      sql`select count(*)::int n from healthbot_messages where user_id = ${m.id}`,
    )
  ).rows[0]?.n;

beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(() => h.close());

describe("Health Bot: starting a flow from a link", () => {
  it("answers a visitor 401", async () => {
    expect((await send(null, { type: "start", flow: "grounding" })).statusCode).toBe(401);
  });

  it("starts the named flow at once, after the welcome the member saw", async () => {
    const m = await h.member();
    const v = await ok(m, { type: "start", flow: "grounding" });
    expect(v.flow).toBe("grounding");
    expect(v.node).toBe("flow.see");
    expect(v.crisis).toBe(false);
    const all = texts(v);
    expect(all[0]).toBe(HEALTHBOT_TEXT.hello);
    // The member's side names the exercise, then the flow's first lines.
    const mine = v.messages.filter((x) => x.from === "member");
    expect(mine.map((x) => x.text)).toEqual([HEALTHBOT_TOPIC_TEXT.grounding]);
    expect(all.at(-1)).toMatch(/5 things you can see/i);
    expect((await get(m)).flow).toBe("grounding");
  });

  it("opened again mid-flow carries on where the member is; another flow starts that one", async () => {
    const m = await h.member();
    await ok(m, { type: "start", flow: "grounding" });
    expect((await ok(m, { type: "reply", id: "done" })).node).toBe("flow.touch");
    const again = await ok(m, { type: "start", flow: "grounding" });
    expect(again.node).toBe("flow.touch");
    expect(texts(again)).toContain(HEALTHBOT_TEXT.sameFlow);
    const other = await ok(m, { type: "start", flow: "sleep" });
    expect(other.flow).toBe("sleep");
  });

  it("an unknown flow is a kind 404 in the member's language and changes nothing", async () => {
    const m = await h.member();
    for (const flow of ["no-such-flow", "home", "constructor", "__proto__", "GROUNDING"]) {
      const res = await send(m, { type: "start", flow });
      expect(res.statusCode, flow).toBe(404);
      expect(res.json().code).toBe("HEALTHBOT_FLOW_NOT_FOUND");
      expect(res.json().message).toMatch(/couldn't find that exercise/);
    }
    const hi = await h.app.inject({
      method: "POST",
      url: "/api/healthbot/messages",
      headers: { cookie: m.cookie, "x-saathi-lang": "hi", "content-type": "application/json" },
      payload: JSON.stringify({ type: "start", flow: "nope" }),
    });
    expect(hi.statusCode).toBe(404);
    expect(hi.json().message).toMatch(/[\u0900-\u097F]/);
    expect(await stored(m)).toBe(0);
    expect((await get(m)).flow).toBe("home");
  });

  it("refuses bad input with 400, never 500", async () => {
    const m = await h.member();
    for (const body of [
      { type: "start" },
      { type: "start", flow: "" },
      { type: "start", flow: "   " },
      { type: "start", flow: 42 },
      { type: "start", flow: null },
      { type: "start", flow: ["grounding"] },
      { type: "start", flow: "x".repeat(65) },
    ]) {
      const res = await send(m, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await stored(m)).toBe(0);
  });

  it("never leaves the safety check: the member stays there and nothing is stored", async () => {
    const m = await h.member();
    await ok(m, { type: "reply", id: "sleep" });
    await ok(m, { type: "text", text: "marna chahta hu yaar" });
    const no = await ok(m, { type: "reply", id: "no" });
    expect(no.node).toBe("safety.unsafe");
    const before = await stored(m);
    const v = await ok(m, { type: "start", flow: "grounding" });
    expect(v.crisis).toBe(true);
    expect(v.node).toBe("safety.unsafe");
    expect(await stored(m)).toBe(before);
    // The helplines stay; only the check's own answers leave it.
    expect(v.replies.map((r) => r.id)).toEqual(["recheck"]);
  });
});
