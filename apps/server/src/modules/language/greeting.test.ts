// A whole message of greeting reads as none on every surface (greeting.ts, decision 034 "A greeting is a
// greeting"); leave-taking, thanks, heavy emoji and anything more are the model's to read.
import { describe, expect, it } from "vitest";
import { greetingRule, isGreeting } from "./greeting.ts";
import { readCrisis } from "./index.ts";

const GREETINGS = [
  "hi 🙂",
  "hii 😊",
  "hiii 🙂",
  "hi guys 👋",
  "hi all 😊",
  "hi everyone 👋",
  "Hello!!",
  "heyyy 😀",
  "good morning everyone 🙏",
  "gm sabko",
  "namaste ji 🙏",
  "hi, how are you?",
  "hello doston kaise ho",
  "नमस्ते 🙏",
  "नमस्कार सबको, कैसे हैं सब?",
  "हाय 🙂",
  "राम राम भाई",
];

describe("isGreeting", () => {
  it.each(GREETINGS)("'%s' is a greeting, read as none", (text) => {
    expect(isGreeting(text)).toBe(true);
    expect(readCrisis(text)).toEqual({ level: "none", score: 0, signals: [], means: false, hold: false });
  });

  it.each([
    "thank you all 👋",
    "good night everyone",
    "bye guys 👋",
    "hi 😭",
    "hello 💊",
    "hi, i don't want to live anymore",
    "hi guys, this is my last message",
    "hello darkness my old friend",
    "hi I cut myself again",
    "नमस्ते, मैं अब और नहीं जीना चाहता",
  ])("'%s' is not a greeting and nothing more", (text) => {
    expect(isGreeting(text)).toBe(false);
  });

  it("is what reads 'hi 🙂' and 'hi everyone 👋' as none: off, the model reads them as crises (the test can fail)", () => {
    greetingRule.on = false;
    try {
      expect(readCrisis("hi 🙂").level).not.toBe("none");
      expect(readCrisis("hi everyone 👋").level).not.toBe("none");
    } finally {
      greetingRule.on = true;
    }
    expect(readCrisis("hi 🙂").level).toBe("none");
  });

  it("a crisis after a greeting is still read", () => {
    expect(readCrisis("hi, i don't want to live anymore").level).not.toBe("none");
    expect(readCrisis("hi guys 👋 i have pills saved up").level).not.toBe("none");
  });
});
