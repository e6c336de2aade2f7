// Health Bot API: who may read and write, bad input, the crisis route on typed words,
// resuming, the thought record into the journal (with consent), and the plan check-in.

import type { HealthbotView } from "@saathi/contract/healthbot";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedExpert } from "../../../test/experts-fixture.ts";
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

describe("Health Bot reads free text", () => {
  /** A new member's first typed message. */
  const first = async (text: string) => ok(await h.member(), { type: "text", text });
  const atSafeNow = async () => {
    const m = await h.member();
    await ok(m, { type: "help" });
    return m;
  };

  it("'neend nahi aa rahi' starts the sleep wind-down", async () => {
    const v = await first("neend nahi aa rahi");
    expect(v.flow).toBe("sleep");
    expect(v.crisis).toBe(false);
    expect(texts(v).at(-1)).not.toMatch(/simple bot/);
  });

  it("'can you help me relax before bed' does not open the crisis check", async () => {
    const v = await first("can you help me relax before bed");
    expect(v.crisis).toBe(false);
  });

  // The first model read it as breathing (0.52) over sleep (0.38); the second and third batches taught it sleep.
  it("'can you help me relax before bed' is the sleep flow (the first model's miss, fixed by the second and third batches)", async () => {
    expect((await first("can you help me relax before bed")).flow).toBe("sleep");
  });

  it("'I have pills saved up' answers with the helplines and the safety check, even mid-flow", async () => {
    const m = await h.member();
    await ok(m, { type: "reply", id: "activation" });
    const v = await ok(m, { type: "text", text: "I have pills saved up" });
    expect(v.crisis).toBe(true);
    expect(v.danger).toBe(false);
    expect(v.node).toBe("safety.ask1");
    expect(texts(v)).toContain("Are you safe right now?");
  }, 30_000);

  it("reads a plan written over several short messages together", async () => {
    const m = await h.member();
    await ok(m, { type: "reply", id: "mood" });
    await ok(m, { type: "text", text: "i've made up my mind" });
    await ok(m, { type: "text", text: "tonight after everyone sleeps" });
    const v = await ok(m, { type: "text", text: "the pills are in my drawer" });
    expect(v.crisis).toBe(true);
  }, 30_000);

  it("danger from someone else shows its own card and starts the check", async () => {
    const v = await first("my father beats me every night and i am scared to go home");
    expect(v.crisis).toBe(true);
    expect(v.danger).toBe(true);
    expect(texts(v)).toContain(
      "What you describe sounds frightening, and it is not your fault. Your safety comes first.",
    );
  }, 30_000);

  it("'i need someone to talk to' offers the earliest expert time (the crisis card's) and a buddy", async () => {
    const expert = await publishedExpert(h, { fullName: "Kavya Rao" });
    const help = (await h.app.inject({ url: "/api/safety/help" })).json();
    const v = await first("i need someone to talk to");
    expect(v.crisis).toBe(false);
    expect(v.offer?.earliest).toEqual(help.earliest);
    expect(v.offer?.earliest?.expertId).toBe(expert.id);
    expect(texts(v)).toContain(
      "Talking to a person can really help. Here is the earliest time an expert is free, or you can message a buddy on Saathi.",
    );
    expect(texts(v).join(" ")).not.toMatch(/simple bot/);
    // The menu follows; the offer is for that turn.
    expect(v.node).toBe("flow.menu");
    const next = await ok(await h.member(), { type: "text", text: "mujhe kisi se baat karni hai" });
    expect(next.offer).not.toBeNull();
  }, 120_000);

  it("'hi' gets a warm reply and the menu", async () => {
    const v = await first("hi");
    expect(v.node).toBe("flow.menu");
    expect(texts(v).slice(-2)).toEqual([
      "Hello, it's good to hear from you. I'm here whenever you want to try something together.",
      "What would you like to do now?",
    ]);
    expect(v.replies.length).toBeGreaterThanOrEqual(10);
    expect(texts(v).join(" ")).not.toMatch(/simple bot/);
  });

  it("when nothing fits, says so and offers three flows, which work once and then go", async () => {
    const m = await h.member();
    const v = await ok(m, { type: "text", text: "qwerty zxcvb" });
    expect(texts(v).at(-1)).toBe("I'm a simple bot and I may not understand everything. Is it about one of these?");
    const guesses = v.replies.filter((r) => r.id.startsWith("try-"));
    expect(guesses).toHaveLength(3);
    // The three come first, each once.
    expect(v.replies.slice(0, 3)).toEqual(guesses);
    expect(new Set(v.replies.map((r) => r.label)).size).toBe(v.replies.length);
    const chosen = await ok(m, { type: "reply", id: guesses[0]!.id });
    expect(chosen.flow).toBe(guesses[0]!.id.slice(4));
    expect(chosen.replies.some((r) => r.id.startsWith("try-"))).toBe(false);
    expect((await send(m, { type: "reply", id: guesses[1]!.id })).statusCode).toBe(400);
  });

  it.each(["pata nahi", "maybe", "नहीं पता", "shayad", "idk"])(
    "at 'Are you safe right now?', '%s' is treated with care: the helplines and a person",
    async (answer) => {
      const m = await atSafeNow();
      const v = await ok(m, { type: "text", text: answer });
      expect(v.node).toBe("safety.unsafe");
      expect(v.crisis).toBe(true);
      expect(texts(v)).toContain(
        "It's okay not to be sure. When you aren't sure, it's best to reach out to someone now.",
      );
      expect(texts(v).join(" ")).not.toMatch(/simple bot/);
    },
    30_000,
  );

  it("at the safety check, yes and no in the member's words", async () => {
    for (const [answers, node] of [
      [["haan"], "safety.ask2"],
      [["yes i am safe", "हाँ"], "safety.safe"],
      [["nahi"], "safety.unsafe"],
      [["नहीं"], "safety.unsafe"],
      [["not really"], "safety.unsafe"],
      [["yes", "no"], "safety.unsafe"],
    ] as const) {
      const m = await atSafeNow();
      let v: HealthbotView | undefined;
      for (const a of answers) v = await ok(m, { type: "text", text: a });
      expect(v?.node, answers.join(" / ")).toBe(node);
    }
  }, 60_000);

  it("words that answer nothing at a safety question ask it again, never the fallback", async () => {
    const m = await atSafeNow();
    const v = await ok(m, {
      type: "text",
      text: "what do you mean by that exactly, I was asking about something else",
    });
    expect(v.node).toBe("safety.ask1");
    expect(texts(v).slice(-2)).toEqual([
      "I want to be sure I understand you. You can answer yes, no, or not sure.",
      "Are you safe right now?",
    ]);
  });

  it("answers 429 to more typed messages a minute than a person writes, and stores none of them", async () => {
    const m = await h.member();
    for (let i = 0; i < 30; i++) await ok(m, { type: "text", text: `Back to the menu` });
    const stored = async () =>
      (
        await h.database.db.execute<{ n: number }>(
          sql`select count(*)::int n from healthbot_messages where user_id = ${m.id}`,
        )
      ).rows[0]?.n;
    const before = await stored();
    const res = await send(m, { type: "text", text: "one more" });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe("SLOW_DOWN");
    expect(await stored()).toBe(before);
  }, 120_000);
});
