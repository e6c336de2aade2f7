import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { turnAtMenu } from "../../../test/healthbot-turns.ts";
import { overCareBar, practiceOverModel, routeText, type TextTurn } from "./healthbot.policy.ts";
import { AFTER_SAFE_OFFER, afterSafeOffer, flowAfterCheck, offerAfterSafe } from "./healthbot-after-safe.ts";
import { PRACTICE_RULE, practiceAskedFor, practiceRule } from "./healthbot-practice.ts";

const turn = (over: Partial<TextTurn>): TextTurn =>
  turnAtMenu({
    text: "how do i stop being so hard on myself",
    crisis: "risk",
    share: 0.9,
    signals: ["model"],
    means: false,
    recentCare: false,
    ...over,
  });

afterEach(() => {
  practiceRule.on = PRACTICE_RULE;
});

describe("practiceAskedFor", () => {
  it.each([
    ["how do i stop being so hard on myself", "self-compassion"],
    ["khud ko maaf nahi kar paa rahi", "self-compassion"],
    ["खुद से प्यार करना सिखाओ", "self-compassion"],
    ["there's a thought that everyone hates me", "thought-record"],
    ["negative soch ko challenge karna hai", "thought-record"],
    ["मैं अपना मूड चेक करना चाहता हूं", "mood"],
    ["जल्दी सोने के लिए क्या करूं", "sleep"],
    ["cnt sleep, its 2am again 🥱", "sleep"],
  ])("%s names %s", (text, flow) => {
    expect(practiceAskedFor(text)).toBe(flow);
  });

  it.each([
    "i want to sleep and not wake up",
    "khud ko maarne ka mann karta hai, khud pe itna gussa aata hai",
    "खुद को नुकसान पहुंचाए बिना नींद नहीं आती अब",
    "sach me lagta h sab mere bina better honge",
    "i keep thinking abt how easy it wld be to jst step off the trrce",
    "my family's insurance would pay more than i'll ever earn. that thought keeps coming",
    "can't forgive myself, i deserve to hurt",
    "i hate myself so much, how do i be kinder to myself when i can't sleep at night and nothing helps anymore at all",
    "i want to talk to someone",
  ])("%s names no practice", (text) => {
    expect(practiceAskedFor(text)).toBeNull();
  });
});

describe("practiceOverModel", () => {
  it("is off as shipped", () => {
    expect(PRACTICE_RULE).toBe(false);
    expect(practiceOverModel(turn({}))).toBeNull();
    expect(routeText(turn({})).kind).toBe("crisis");
  });

  it("sends a practice read as risk by the model alone to it, with the card beside", () => {
    practiceRule.on = true;
    expect(routeText(turn({}))).toEqual({ kind: "flow", flow: "self-compassion" });
    expect(overCareBar(turn({}))).toBe(true);
  });

  it.each<[string, Partial<TextTurn>]>([
    ["imminent", { crisis: "imminent" }],
    ["danger", { crisis: "danger" }],
    ["a lexicon signal", { signals: ["en.pain-end", "model"] }],
    ["the author's recent lines", { signals: ["recent-lines", "model"] }],
    ["a means", { means: true }],
    ["a crisis or concern in the last 24 hours", { recentCare: true }],
    ["an open safety check", { at: "safety.unsafe" }],
  ])("keeps the safety check with %s", (_, over) => {
    practiceRule.on = true;
    expect(practiceOverModel(turn(over))).toBeNull();
    expect(["crisis", "help", "askAgain"]).toContain(routeText(turn(over)).kind);
  });
});

describe("after a check that closes as safe", () => {
  beforeEach(() => {
    afterSafeOffer.on = true;
  });
  afterEach(() => {
    afterSafeOffer.on = AFTER_SAFE_OFFER;
  });

  it("is off as shipped", () => {
    expect(AFTER_SAFE_OFFER).toBe(false);
    afterSafeOffer.on = AFTER_SAFE_OFFER;
    expect(flowAfterCheck("how do i stop being so hard on myself", () => reading("self-compassion", 0.95))).toBeNull();
  });

  const reading = (intent: "self-compassion" | "person" | "unknown", share: number) => ({
    intent,
    share,
    ranked: [{ intent, share }],
  });

  it("offers the practice the intent model is sure of, when no word of harm is in the words", () => {
    expect(flowAfterCheck("how do i stop being so hard on myself", () => reading("self-compassion", 0.95))).toBe(
      "self-compassion",
    );
    expect(flowAfterCheck("how do i stop being so hard on myself", () => reading("self-compassion", 0.79))).toBeNull();
    expect(
      flowAfterCheck("i am so hard on myself, i want to hurt myself", () => reading("self-compassion", 0.95)),
    ).toBeNull();
    expect(flowAfterCheck("i need someone to talk to", () => reading("person", 0.99))).toBeNull();
    expect(flowAfterCheck("asdf", () => reading("unknown", 0.99))).toBeNull();
  });

  it("turns the kept practice into this turn's first reply, once", () => {
    expect(offerAfterSafe({ "@after": "sleep", q1: "x" })).toEqual({ "@try": "sleep", q1: "x" });
    expect(offerAfterSafe({ q1: "x" })).toEqual({ q1: "x" });
    expect(offerAfterSafe({ "@after": "not-a-flow" })).toEqual({ "@after": "not-a-flow" });
  });
});
