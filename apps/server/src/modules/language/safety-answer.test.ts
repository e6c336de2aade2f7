// Answers to "Are you safe right now?" in English, Hinglish and Devanagari Hindi, as chats spell them.
import { describe, expect, it } from "vitest";
import { readSafetyAnswer } from "./index.ts";

describe("readSafetyAnswer", () => {
  it.each([
    "yes",
    "Yes!",
    "yess",
    "yeah",
    "yup",
    "ok",
    "yes i am safe",
    "I'm safe right now",
    "i am fine",
    "yes I can",
    "haan",
    "haaan",
    "han ji",
    "haan na",
    "haan main theek hoon",
    "haan kar sakti hu",
    "bilkul",
    "हाँ",
    "हां",
    "जी हाँ",
    "हाँ, मैं ठीक हूँ",
    "मैं सुरक्षित हूँ",
  ])("%s is yes", (t) => expect(readSafetyAnswer(t)).toBe("yes"));

  it.each([
    "no",
    "No.",
    "nope",
    "nah",
    "not really",
    "I am not safe",
    "i'm not safe rn",
    "no i'm not",
    "I can't",
    "never",
    "nahi",
    "nahin",
    "nhi",
    "na",
    "main safe nahi hoon",
    "nahi yaar",
    "नहीं",
    "नही",
    "ना",
    "मैं सुरक्षित नहीं हूँ",
    "नहीं रख सकता",
  ])("%s is no", (t) => expect(readSafetyAnswer(t)).toBe("no"));

  it.each([
    "pata nahi",
    "pta nhi",
    "pata nai yaar",
    "mujhe nahi pata",
    "kya pata",
    "maybe",
    "shayad",
    "shyd",
    "idk",
    "i don't know",
    "I dont know",
    "not sure",
    "i'm not sure",
    "dunno",
    "i guess",
    "kinda",
    "haan... nahi",
    "yes and no",
    "no, I'm fine",
    "नहीं पता",
    "पता नहीं",
    "मालूम नहीं",
    "शायद",
    "कह नहीं सकती",
  ])("%s is unsure", (t) => expect(readSafetyAnswer(t)).toBe("unsure"));

  it.each(["", "   ", "?!", "what do you mean", "neend nahi aa rahi aaj kal raat bhar", "tell me a joke please bot"])(
    "%s is no answer",
    (t) => expect(readSafetyAnswer(t)).toBeNull(),
  );
});
