// Health Bot API: a practice or a person named in a word or two, in Devanagari or in English, starts that
// practice or offers a person (healthbot-names.ts, decision 041); inside the safety check it answers nothing.
import { HEALTHBOT_TEXT, type HealthbotView } from "@saathi/contract/healthbot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(() => h.close());

const send = async (cookie: string, text: string): Promise<HealthbotView> => {
  const res = await h.post("/api/healthbot/messages", { type: "text", text }, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const texts = (v: HealthbotView) => v.messages.map((m) => m.text);

describe("Health Bot: a practice or a person named in a word or two", () => {
  it.each([
    ["ब्रीदिंग", "breathing"],
    ["मूड", "mood"],
    ["वरी टाइम", "worry-time"],
    ["नीद", "sleep"],
    ["पीएचक्यू", "phq9"],
  ] as const)(
    "'%s' starts %s, with no 'simple bot' and no greeting",
    async (text, flow) => {
      const m = await h.member();
      const v = await send(m.cookie, text);
      expect(v.flow).toBe(flow);
      expect(v.crisis).toBe(false);
      expect(texts(v).join(" ")).not.toMatch(/simple bot/);
    },
    30_000,
  );

  it("'buddy' and 'असली इंसान' offer a person", async () => {
    for (const text of ["buddy", "असली इंसान"]) {
      const v = await send((await h.member()).cookie, text);
      expect(
        texts(v).some((t) => t === HEALTHBOT_TEXT.personOffer || t === HEALTHBOT_TEXT.personNoSlot),
        text,
      ).toBe(true);
    }
  }, 30_000);

  it("inside the safety check a name answers nothing: the question is asked again", async () => {
    const m = await h.member();
    const check = await send(m.cookie, "help");
    expect(check.node).toBe("safety.ask1");
    const v = await send(m.cookie, "मूड");
    expect(v.node).toBe("safety.ask1");
    expect(v.flow).not.toBe("mood");
  }, 30_000);
});

describe("Health Bot: a greeting with a smile or a wave", () => {
  it("'hii 🙂' and 'hi guys 👋' are greeted back, with no safety check and no card beside", async () => {
    for (const text of ["hii 🙂", "hi guys 👋"]) {
      const v = await send((await h.member()).cookie, text);
      expect(v.crisis, text).toBe(false);
      expect(v.care, text).toBe("none");
      expect(texts(v), text).not.toContain(HEALTHBOT_TEXT.askSafeNow);
    }
  }, 30_000);
});

describe("Health Bot: a feeling in a word, an everyday apology", () => {
  it.each([
    ["stressed", "breathing"],
    ["डर", "grounding"],
    ["thakan", "sleep"],
    ["bahut udaas hu", "mood"],
  ] as const)(
    "'%s' starts %s, with no 'simple bot' and no greeting",
    async (text, flow) => {
      const v = await send((await h.member()).cookie, text);
      expect(v.flow).toBe(flow);
      expect(v.crisis).toBe(false);
      expect(texts(v).join(" ")).not.toMatch(/simple bot/);
      expect(texts(v)).not.toContain(HEALTHBOT_TEXT.greeting);
    },
    30_000,
  );

  it("'sorry yaar' opens no safety check and shows no card", async () => {
    const v = await send((await h.member()).cookie, "sorry yaar");
    expect(v.crisis).toBe(false);
    expect(v.care).toBe("none");
    expect(texts(v)).not.toContain(HEALTHBOT_TEXT.askSafeNow);
  }, 30_000);
});
