// Health Bot API: the bot's own bar for the gentle answer (decision 041, "A lower bar in the Health
// Bot"). A message the crisis model reads as none, but with a crisis share at BOT_CARE_BAR or over, gets
// the gentle answer (warm words, the gentle helpline card, the likeliest flow or a person, "I don't
// feel safe"), never the safety check; ordinary messages go where they went; inside the safety check
// the words still answer it; and no member reaches another's gentle turn.

import { HEALTHBOT_TEXT, type HealthbotView } from "@saathi/contract/healthbot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { readCrisis } from "../language/index.ts";
import { BOT_CARE_BAR, crisisShareOf } from "./healthbot.policy.ts";

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

const first = async (text: string) => {
  const m = await h.member();
  return { m, v: await ok(m, { type: "text", text }) };
};

/** Crisis lines (train side, written for coverage) the crisis model reads as none, between the bot's bar and the threshold. */
const UNDER_THRESHOLD = [
  "dost baar baar bolta jaldi meri tension khatam ho jayegi tumhari",
  "did some cat scratches last night lol not lol",
];

describe("Health Bot: a lower bar for the gentle answer", () => {
  it.each(UNDER_THRESHOLD)(
    "'%s' (none, over the bar): the gentle card with the helplines, no safety check",
    async (text) => {
      const r = readCrisis(text);
      expect(r.level).toBe("none");
      expect(crisisShareOf(r)).toBeGreaterThanOrEqual(BOT_CARE_BAR);
      const { m, v } = await first(text);
      expect(v.care).toBe("gentle");
      expect(v.crisis).toBe(false);
      expect(v.node).toBe("care.gentle");
      expect(texts(v).slice(-3)).toEqual(GENTLE_LINES);
      expect(texts(v)).not.toContain(HEALTHBOT_TEXT.pause);
      expect(texts(v)).not.toContain(HEALTHBOT_TEXT.askSafeNow);
      const ids = v.replies.map((r) => r.id);
      expect(ids).toContain("not-safe");
      expect(ids.at(-1)).toBe("menu");
      // "I don't feel safe" is one tap away.
      expect((await ok(m, { type: "reply", id: "not-safe" })).node).toBe("safety.ask1");
    },
    30_000,
  );

  // "मुझे बहुत अकेला लगता है" reads none with a crisis share of 0.08: under any bar that keeps "hi" (0.15)
  // and ordinary messages out of the card. It is for the language module's corpus (decision 041).
  it.fails("'मुझे बहुत अकेला लगता है' gets the gentle card (a known miss: share 0.08, under the bar)", async () => {
    const { v } = await first("मुझे बहुत अकेला लगता है");
    expect(v.care).toBe("gentle");
  }, 30_000);

  it("ordinary first messages under the bar go where they went", async () => {
    for (const [text, check] of [
      ["hi", (v: HealthbotView) => expect(v.node).toBe("flow.menu")],
      ["neend nahi aa rahi", (v: HealthbotView) => expect(v.flow).toBe("sleep")],
      ["kal exam hai, bahut tension ho rahi hai", (v: HealthbotView) => expect(v.node).not.toBe("care.gentle")],
    ] as const) {
      expect(crisisShareOf(readCrisis(text)), text).toBeLessThan(BOT_CARE_BAR);
      const { v } = await first(text);
      expect(v.care, text).toBe("none");
      check(v);
    }
  }, 60_000);

  it("inside the safety check, a line over the bar still only answers it", async () => {
    const m = await h.member();
    await ok(m, { type: "help" });
    const v = await ok(m, { type: "text", text: UNDER_THRESHOLD[0]! });
    expect(v.node).toBe("safety.ask1");
    expect(v.care).toBe("crisis");
    expect(texts(v)).not.toContain(HEALTHBOT_TEXT.gentleHeavy);
    expect(texts(v).at(-1)).toBe(HEALTHBOT_TEXT.askSafeNow);
  }, 30_000);

  it("a member never sees another's gentle turn, nor answers it", async () => {
    const { m } = await first(UNDER_THRESHOLD[0]!);
    const other = await h.member();
    expect((await get(other)).care).toBe("none");
    expect(texts(await get(other))).not.toContain(UNDER_THRESHOLD[0]);
    expect((await send(other, { type: "reply", id: "not-safe" })).statusCode).toBe(400);
    expect((await get(m)).care).toBe("gentle");
  }, 30_000);
});
