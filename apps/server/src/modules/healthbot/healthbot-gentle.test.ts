// Health Bot API: the gentle answer to a concern reading (hopelessness, a passive wish). The member
// gets warm words, the gentle helpline card (care "gentle"), a suggested flow, a person, and "I don't
// feel safe" into the check; risk still opens the safety check exactly as before; concern words read
// together with the next line can still reach the check; and no member reaches another's answer.

import { HEALTHBOT_TEXT, type HealthbotView } from "@saathi/contract/healthbot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
const get = async (m: Member): Promise<HealthbotView> =>
  (await h.app.inject({ url: "/api/healthbot", headers: { cookie: m.cookie } })).json();
const send = (m: Member, body: object) => h.post("/api/healthbot/messages", body, { cookie: m.cookie });
const ok = async (m: Member, body: object): Promise<HealthbotView> => {
  const res = await send(m, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const texts = (v: HealthbotView) => v.messages.map((m) => m.text);
const GENTLE_LINES = [HEALTHBOT_TEXT.gentleHeavy, HEALTHBOT_TEXT.gentleNotAlone, HEALTHBOT_TEXT.gentleOffer];

beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(() => h.close());

/** A new member's first typed message. */
const first = async (text: string) => {
  const m = await h.member();
  return { m, v: await ok(m, { type: "text", text }) };
};

describe("Health Bot: the gentle answer to concern", () => {
  it("'I feel lonely': warm words, the gentle card, the mood check-in first; no safety check", async () => {
    const { m, v } = await first("I feel lonely");
    expect(v.care).toBe("gentle");
    expect(v.crisis).toBe(false);
    expect(v.danger).toBe(false);
    expect(v.node).toBe("care.gentle");
    expect(texts(v).slice(-4)).toEqual(["I feel lonely", ...GENTLE_LINES]);
    expect(texts(v)).not.toContain(HEALTHBOT_TEXT.pause);
    expect(texts(v)).not.toContain(HEALTHBOT_TEXT.askSafeNow);
    expect(v.replies).toEqual([
      { id: "try-mood", label: "Check in on my mood" },
      { id: "person", label: "Talk to a person" },
      { id: "not-safe", label: "I don't feel safe" },
      { id: "menu", label: "Back to the menu" },
    ]);
    // The card stays for the turn (a reload shows it), and the suggestion starts its flow.
    expect((await get(m)).care).toBe("gentle");
    const mood = await ok(m, { type: "reply", id: "try-mood" });
    expect(mood.flow).toBe("mood");
    expect(mood.care).toBe("none");
    expect(texts(mood).at(-1)).toBe("How are you feeling right now?");
  }, 30_000);

  it("a passive wish gets the gentle answer with being kind to oneself, never the sleep wind-down", async () => {
    const { v } = await first("hope i don't wake up tomorrow");
    expect(v.care).toBe("gentle");
    expect(v.replies[0]).toEqual({ id: "try-self-compassion", label: "Be kind to myself" });
    expect(v.replies.some((r) => r.id === "try-sleep")).toBe(false);
    const hinglish = await first("sab bekaar lagta hai");
    expect(hinglish.v.care).toBe("gentle");
    expect(hinglish.v.replies.map((r) => r.id)).toContain("not-safe");
  }, 30_000);

  it("'I don't feel safe' starts the safety check at its first question, with the crisis card", async () => {
    const { m } = await first("I feel lonely");
    const v = await ok(m, { type: "reply", id: "not-safe" });
    expect(v.node).toBe("safety.ask1");
    expect(v.crisis).toBe(true);
    expect(v.care).toBe("crisis");
    expect(texts(v).slice(-3)).toEqual(["I don't feel safe", HEALTHBOT_TEXT.pause, HEALTHBOT_TEXT.askSafeNow]);
    // Typed, the reply's words do the same.
    const { m: n } = await first("I feel lonely");
    expect((await ok(n, { type: "text", text: "I don't feel safe" })).node).toBe("safety.ask1");
    // In Hindi (the reply's label as a Hindi reader sees it) and from anywhere else, too.
    const { m: hi } = await first("sab bekaar lagta hai");
    expect((await ok(hi, { type: "text", text: "मुझे सुरक्षित महसूस नहीं हो रहा" })).node).toBe("safety.ask1");
    const elsewhere = await h.member();
    await ok(elsewhere, { type: "reply", id: "breathing" });
    expect((await ok(elsewhere, { type: "text", text: "main safe nahi hoon" })).node).toBe("safety.ask1");
  }, 30_000);

  it("'Talk to a person' makes the offer of a person (earliest expert time or none, and a buddy)", async () => {
    const { m } = await first("I feel lonely");
    const v = await ok(m, { type: "reply", id: "person" });
    expect(v.offer).not.toBeNull();
    expect(v.node).toBe("flow.menu");
    expect(v.care).toBe("none");
    expect(texts(v)).toContain(v.offer?.earliest ? HEALTHBOT_TEXT.personOffer : HEALTHBOT_TEXT.personNoSlot);
  }, 30_000);

  it("'I have pills saved up' still opens the safety check with the crisis card, exactly as before", async () => {
    const { v } = await first("I have pills saved up");
    expect(v.crisis).toBe(true);
    expect(v.danger).toBe(false);
    expect(v.care).toBe("crisis");
    expect(v.node).toBe("safety.ask1");
    expect(texts(v).slice(-2)).toEqual([HEALTHBOT_TEXT.pause, HEALTHBOT_TEXT.askSafeNow]);
    expect(texts(v)).not.toContain(HEALTHBOT_TEXT.gentleHeavy);
  }, 30_000);

  it("after the gentle answer, the next line is read with it: together they can open the check", async () => {
    const { m, v } = await first("i'm so done with life");
    expect(v.care).toBe("gentle");
    // Alone "they will be fine without me" reads none; with the line before it, risk.
    const next = await ok(m, { type: "text", text: "they will be fine without me" });
    expect(next.node).toBe("safety.ask1");
    expect(next.care).toBe("crisis");
  }, 30_000);

  it("inside an open check, a concern reading keeps the member in the check", async () => {
    const m = await h.member();
    await ok(m, { type: "help" });
    const v = await ok(m, { type: "text", text: "I feel lonely" });
    expect(v.crisis).toBe(true);
    expect(v.node.startsWith("safety.")).toBe(true);
    expect(v.care).toBe("crisis");
    expect(texts(v)).not.toContain(HEALTHBOT_TEXT.gentleHeavy);
  }, 30_000);

  it("a member never sees nor answers another's gentle turn", async () => {
    const { m } = await first("I feel lonely");
    const other = await h.member();
    const theirs = await get(other);
    expect(theirs.care).toBe("none");
    expect(texts(theirs)).not.toContain("I feel lonely");
    // The other member was offered none of these replies: 400, and nothing moves for either.
    for (const id of ["not-safe", "try-mood", "person"])
      expect((await send(other, { type: "reply", id })).statusCode, id).toBe(400);
    expect((await get(m)).care).toBe("gentle");
    expect((await get(other)).node).not.toBe("care.gentle");
  }, 30_000);

  it("risk read beside danger from someone else: the safety check, and the card offers no 'Tell {name}'", async () => {
    const both = await first("papa maarte hain, jeene ka mann nahi karta");
    expect(both.v.crisis).toBe(true);
    expect(both.v.danger).toBe(false);
    expect(both.v.othersDanger).toBe(true);
    expect((await get(both.m)).othersDanger).toBe(true);
    // Their own risk alone: the usual card.
    const own = await first("I have pills saved up");
    expect(own.v.crisis).toBe(true);
    expect(own.v.othersDanger).toBeUndefined();
  });
});
