// Health Bot API and the attempt layer (decision 034, "A disclosed attempt", "Second round"): a disclosed
// suicide attempt typed to the bot, "maine marne ki koshish ki" (the model alone reads it as none).
// With the layer on it gets the crisis answer: the safety check's first question and the crisis helpline
// card (care "crisis"). The app's switch (ATTEMPT_LAYER) is on since the third round (the lead's choice),
// so the first test asserts the crisis answer as shipped; the last turns the layer off for one message,
// shows the gentle answer the model alone gives, and puts the app's value back (Vitest runs the server
// project with isolate false).

import { HEALTHBOT_TEXT, type HealthbotView } from "@saathi/contract/healthbot";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { ATTEMPT_LAYER, attemptLayer } from "../language/crisis-decision.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(() => h.close());
afterEach(() => {
  attemptLayer.on = ATTEMPT_LAYER;
});

const ATTEMPT = "maine marne ki koshish ki";

/** A new member's first typed message. */
const first = async (text: string): Promise<HealthbotView> => {
  const m = await h.member();
  const res = await h.post("/api/healthbot/messages", { type: "text", text }, { cookie: m.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const texts = (v: HealthbotView) => v.messages.map((m) => m.text);

const expectCrisisAnswer = (v: HealthbotView, text = ATTEMPT) => {
  expect(v.crisis).toBe(true);
  expect(v.care).toBe("crisis");
  expect(v.node).toBe("safety.ask1");
  expect(texts(v).slice(-3)).toEqual([text, HEALTHBOT_TEXT.pause, HEALTHBOT_TEXT.askSafeNow]);
};

describe("Health Bot: a disclosed attempt", () => {
  it("answers 'maine marne ki koshish ki' with the crisis answer, the layer on as shipped", async () => {
    expect(ATTEMPT_LAYER).toBe(true);
    expect(attemptLayer.on).toBe(true);
    expectCrisisAnswer(await first(ATTEMPT));
    const recent = "maine kal raat marne ki koshish ki";
    expectCrisisAnswer(await first(recent), recent);
  }, 30_000);

  it("with the attempt layer off, gets the gentle card the model alone gives (the gap the layer closes)", async () => {
    attemptLayer.on = false;
    const v = await first(ATTEMPT);
    expect(v.crisis).toBe(false);
    expect(v.care).toBe("gentle");
    expect(texts(v)).not.toContain(HEALTHBOT_TEXT.askSafeNow);
  }, 30_000);
});
