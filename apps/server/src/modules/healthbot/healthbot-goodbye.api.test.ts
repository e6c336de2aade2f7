// Health Bot API: goodbyes (decision 041, "Goodbyes"). "bye, take care" as a first message, which the
// crisis check reads as imminent on its goodbye words alone, gets a goodbye and the gentle helpline card,
// not the safety check; the same words after the gentle answer of the last 24 hours open the safety check.
import { HEALTHBOT_TEXT, type HealthbotView } from "@saathi/contract/healthbot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { readCrisis } from "../language/index.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(() => h.close());

const say = async (cookie: string, text: string): Promise<HealthbotView> => {
  const res = await h.post("/api/healthbot/messages", { type: "text", text }, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const texts = (v: HealthbotView) => v.messages.map((m) => m.text);

describe("goodbyes to the Health Bot", () => {
  it("'bye, take care' (read as imminent on its goodbye words alone) gets a goodbye and the gentle card", async () => {
    // The premise: the crisis check reads these words as imminent with no sign but the goodbye's.
    const reading = readCrisis("bye, take care");
    expect(reading.level).toBe("imminent");
    expect(reading.signals.every((s) => s === "model" || s.endsWith(".goodbye"))).toBe(true);
    const m = await h.member();
    const v = await say(m.cookie, "bye, take care");
    expect(texts(v)).toContain(HEALTHBOT_TEXT.goodbye);
    expect(texts(v)).toContain(HEALTHBOT_TEXT.helplinesBeside);
    expect(texts(v)).not.toContain(HEALTHBOT_TEXT.pause);
    expect(v.care).toBe("gentle");
    expect(v.crisis).toBe(false);
    expect(v.flow).toBe("home");
  });

  it("'ok bye' gets a goodbye and no card", async () => {
    const m = await h.member();
    const v = await say(m.cookie, "ok bye");
    expect(texts(v)).toContain(HEALTHBOT_TEXT.goodbye);
    expect(texts(v)).not.toContain(HEALTHBOT_TEXT.greeting);
    expect(v.care ?? "none").toBe("none");
    expect(v.crisis).toBe(false);
  });

  it("after the gentle answer of the last 24 hours, 'bye, take care' opens the safety check", async () => {
    const m = await h.member();
    const gentle = await say(m.cookie, "i feel so lonely these days");
    expect(texts(gentle)).toContain(HEALTHBOT_TEXT.gentleHeavy);
    const v = await say(m.cookie, "bye, take care");
    expect(v.crisis).toBe(true);
    expect(texts(v)).toContain(HEALTHBOT_TEXT.pause);
    expect(texts(v)).not.toContain(HEALTHBOT_TEXT.goodbye);
  });

  it("a goodbye with words of risk beside it opens the safety check", async () => {
    const m = await h.member();
    const v = await say(m.cookie, "bye everyone, i am done with life");
    expect(v.crisis).toBe(true);
    expect(texts(v)).not.toContain(HEALTHBOT_TEXT.goodbye);
  });
});
