// Health Bot API: after a check that closes as safe (decision 041), switched on here (it is OFF as shipped:
// no-go on the second ask probe) and restored. Words that ask for a practice but
// read as risk ("how do i stop being so hard on myself") open the safety check as before; when the member
// answers that they are safe and can stay safe, the bot offers that practice first, once. A check begun by
// words that name no practice, or one that closes as not safe, offers nothing more than before.
import { HEALTHBOT_TEXT, HEALTHBOT_TOPIC_TEXT, type HealthbotView } from "@saathi/contract/healthbot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { readCrisis, readIntent } from "../language/index.ts";
import { AFTER_SAFE_OFFER, afterSafeOffer } from "./healthbot-after-safe.ts";
import { holdsHarmWord } from "./healthbot-practice.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  afterSafeOffer.on = true;
}, 120_000);
afterAll(async () => {
  afterSafeOffer.on = AFTER_SAFE_OFFER;
  await h.close();
});

const send = async (cookie: string, body: object): Promise<HealthbotView> => {
  const res = await h.post("/api/healthbot/messages", body, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const say = (cookie: string, text: string) => send(cookie, { type: "text", text });
const tap = (cookie: string, id: string) => send(cookie, { type: "reply", id });
const texts = (v: HealthbotView) => v.messages.map((m) => m.text);
const ids = (v: HealthbotView) => v.replies.map((r) => r.id);

const HARD_ON_MYSELF = "how do i stop being so hard on myself";

describe("after a safety check that closes as safe", () => {
  it("offers nothing new as shipped (the offer is off)", async () => {
    expect(AFTER_SAFE_OFFER).toBe(false);
    afterSafeOffer.on = AFTER_SAFE_OFFER;
    try {
      const m = await h.member();
      await say(m.cookie, HARD_ON_MYSELF);
      await tap(m.cookie, "yes");
      const safe = await tap(m.cookie, "yes");
      expect(safe.node).toBe("safety.safe");
      expect(texts(safe)).not.toContain(HEALTHBOT_TEXT.afterSafe);
      expect(ids(safe)).toEqual(["menu"]);
    } finally {
      afterSafeOffer.on = true;
    }
  });

  it("offers the practice the words were about, first, with a line that says so", async () => {
    // The premise: the crisis check reads these words as risk, and they are about self-compassion.
    expect(readCrisis(HARD_ON_MYSELF).level).toBe("risk");
    expect(readIntent(HARD_ON_MYSELF)).toMatchObject({ intent: "self-compassion" });
    expect(readIntent(HARD_ON_MYSELF).share).toBeGreaterThanOrEqual(0.8);
    const m = await h.member();
    const check = await say(m.cookie, HARD_ON_MYSELF);
    expect(check.node).toBe("safety.ask1");
    expect(texts(check)).toContain(HEALTHBOT_TEXT.askSafeNow);
    // Nothing is offered while the check is open.
    expect(ids(check)).toEqual(["yes", "no"]);
    expect(ids(await tap(m.cookie, "yes"))).toEqual(["yes", "no"]);
    const safe = await tap(m.cookie, "yes");
    expect(safe.node).toBe("safety.safe");
    expect(texts(safe).slice(-2)).toEqual([HEALTHBOT_TEXT.safe, HEALTHBOT_TEXT.afterSafe]);
    expect(safe.replies[0]).toEqual({ id: "try-self-compassion", label: HEALTHBOT_TOPIC_TEXT["self-compassion"] });
    expect(ids(safe)).toContain("menu");
    const started = await tap(m.cookie, "try-self-compassion");
    expect(started.flow).toBe("self-compassion");
    expect(started.crisis).toBe(false);
  });

  it("answers typed yeses the same way", async () => {
    const m = await h.member();
    await say(m.cookie, HARD_ON_MYSELF);
    await say(m.cookie, "haan");
    const safe = await say(m.cookie, "yes");
    expect(safe.node).toBe("safety.safe");
    expect(ids(safe)[0]).toBe("try-self-compassion");
  });

  it("offers nothing more when the check closes as not safe", async () => {
    const m = await h.member();
    await say(m.cookie, HARD_ON_MYSELF);
    const unsafe = await tap(m.cookie, "no");
    expect(unsafe.node).toBe("safety.unsafe");
    expect(texts(unsafe)).not.toContain(HEALTHBOT_TEXT.afterSafe);
    expect(ids(unsafe)).toEqual(["recheck"]);
  });

  it("offers nothing more after a check begun by words that name no practice, or by a tap", async () => {
    // Read as a crisis (and by the intent model as a practice), with a word of harm in it.
    const words = "i don't want to be alive anymore";
    expect(readCrisis(words).level).not.toBe("none");
    expect(holdsHarmWord(words)).toBe(true);
    const m = await h.member();
    await say(m.cookie, words);
    await tap(m.cookie, "yes");
    const safe = await tap(m.cookie, "yes");
    expect(safe.node).toBe("safety.safe");
    expect(texts(safe)).not.toContain(HEALTHBOT_TEXT.afterSafe);
    expect(ids(safe)).toEqual(["menu"]);
  });

  it("offers the practice once: a second check closing as safe after the menu offers nothing", async () => {
    const m = await h.member();
    await say(m.cookie, HARD_ON_MYSELF);
    await tap(m.cookie, "yes");
    expect(ids(await tap(m.cookie, "yes"))[0]).toBe("try-self-compassion");
    await tap(m.cookie, "menu");
    await say(m.cookie, "help");
    await tap(m.cookie, "yes");
    const again = await tap(m.cookie, "yes");
    expect(again.node).toBe("safety.safe");
    expect(ids(again)).toEqual(["menu"]);
  });
});
