// A feeling named in a word or two goes to the practice made for it where the intent model read no practice
// and no person (healthbot-feelings.ts, decision 041 "A feeling in a word").
import { describe, expect, it } from "vitest";
import { readIntent } from "../language/index.ts";
import { feelingIntent, withFeeling } from "./healthbot-feelings.ts";
import { readIntentNamed } from "./healthbot-names.ts";

describe("feelingIntent", () => {
  it.each([
    ["stressed", "breathing"],
    ["I feel so stressed!", "breathing"],
    ["bahut tension hai", "breathing"],
    ["तनाव", "breathing"],
    ["मुझे बहुत गुस्सा है", "breathing"],
    ["sad", "mood"],
    ["feeling lonely today", "mood"],
    ["अकेला", "mood"],
    ["udaas hu yaar", "mood"],
    ["डर", "grounding"],
    ["dar lag raha hai", "grounding"],
    ["tired", "sleep"],
    ["thakan", "sleep"],
    ["थका हुआ हूँ", "sleep"],
    ["bored", "activation"],
    ["worried", "worry-time"],
    ["चिंता", "worry-time"],
    ["i feel guilty", "self-compassion"],
  ] as const)("'%s' names a feeling for %s", (text, topic) => {
    expect(feelingIntent(text)).toBe(topic);
  });

  it.each([
    "hi",
    "i feel",
    "stressed about my exam tomorrow and my parents keep shouting",
    "sad that the match got cancelled lol",
    "i am tired of living",
    "thak gaya hu zindagi se",
    "not sad",
    "breathing",
  ])("'%s' is not one feeling and nothing more", (text) => {
    expect(feelingIntent(text)).toBeNull();
  });
});

describe("withFeeling", () => {
  const reading = (intent: "unknown" | "greeting" | "breathing" | "person", share = 0.6) => ({
    intent,
    share,
    ranked: [{ intent, share }],
  });

  it("where the model read nothing or a greeting, the feeling's practice is read (share 1)", () => {
    expect(withFeeling("stressed", reading("unknown", 0.2))).toMatchObject({ intent: "breathing", share: 1 });
    expect(withFeeling("डर", reading("greeting"))).toMatchObject({ intent: "grounding", share: 1 });
  });

  it("where the model read a practice or a person, its reading stands", () => {
    expect(withFeeling("sad", reading("breathing"))).toEqual(reading("breathing"));
    expect(withFeeling("lonely", reading("person"))).toEqual(reading("person"));
  });

  it("sad faces alone are a feeling: the mood check-in where the model read a greeting", () => {
    expect(withFeeling("😭😭😭", reading("greeting"))).toMatchObject({ intent: "mood", share: 1 });
    expect(withFeeling("😊😊", reading("greeting"))).toEqual(reading("greeting"));
  });

  it("without a feeling, the model's reading stands", () => {
    expect(withFeeling("hello there", reading("greeting"))).toEqual(reading("greeting"));
  });

  it("is what the bot reads: 'stressed', 'डर' and 'thakan' were no practice to the model alone (the test can fail)", () => {
    for (const [text, topic] of [
      ["stressed", "breathing"],
      ["डर", "grounding"],
      ["thakan", "sleep"],
    ] as const) {
      expect(["unknown", "greeting"]).toContain(readIntent(text).intent);
      expect(readIntentNamed(text, readIntent).intent).toBe(topic);
    }
  });
});
