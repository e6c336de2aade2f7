// An everyday reply reads as none unless the author's recent lines read as a crisis (everyday-reply.ts,
// decision 034 "An everyday reply needs company"); leave-taking, a person's words about their own life, heavy
// emoji and anything more are the model's to read.
import { describe, expect, it } from "vitest";
import { isEverydayReply, replyRule } from "./everyday-reply.ts";
import { readCrisis } from "./index.ts";

const NONE = { level: "none", score: 0, signals: [], means: false, hold: false };

const REPLIES = [
  "sorry to hear that",
  "so sorry to hear that yaar",
  "i understand",
  "I get it 🙏",
  "samajh sakti hu",
  "मैं समझ सकता हूँ",
  "main hoon na",
  "मैं हूँ ना",
  "i'm always here for you",
  "sab theek ho jayega",
  "सब ठीक हो जाएगा",
  "it'll be okay",
  "koi baat nahi",
  "कोई बात नहीं",
  "no worries!",
  "that sucks",
  "on my way",
  "on the way 🚗",
  "raste me hu",
  "आ रहा हूँ",
  "pahunch gaya",
  "it is what it is",
  "whatever happens happens",
  "jo hoga dekha jayega",
  "let it go",
  "arre jaane do yaar",
  "छोड़ो ना",
  "not bad",
  "could be better",
  "theek thaak",
  "whatever, let it be",
  "koi nhi, hota h",
  "could be better tbh",
];

describe("isEverydayReply", () => {
  it.each(REPLIES)("'%s' is an everyday reply, read as none without company", (text) => {
    expect(isEverydayReply(text)).toBe(true);
    expect(readCrisis(text)).toEqual(NONE);
  });

  it.each([
    "main ja raha hu",
    "i have to go",
    "i'm leaving",
    "it's over",
    "i'm done",
    "nobody cares",
    "on my way to the bridge",
    "on my way 🌉",
    "sorry to hear that 😭",
    "let it go, i'm letting go of everything",
    "sab khatam ho jayega",
    "jaane do, ab koi fayda nahi",
    "i understand why people end it",
  ])("'%s' is not an everyday reply", (text) => {
    expect(isEverydayReply(text)).toBe(false);
  });

  it("is what reads them as none: off, the model reads 'sorry to hear that', 'on the way', 'सब ठीक हो जाएगा' and 'let it go' as crises (the test can fail)", () => {
    replyRule.on = false;
    try {
      for (const text of ["sorry to hear that", "on the way", "सब ठीक हो जाएगा", "let it go"])
        expect(readCrisis(text).level, text).not.toBe("none");
    } finally {
      replyRule.on = true;
    }
    expect(readCrisis("on the way").level).toBe("none");
  });

  it("recent lines that are themselves everyday replies are no company, even where together they read as a crisis", () => {
    const recent = ["sorry yaar, late ho gaya", "on my way", "😊😊"];
    expect(readCrisis(recent.join("\n")).level).not.toBe("none");
    expect(readCrisis("sorry to hear that", { recent })).toEqual(NONE);
  });

  it("after recent lines that read as a crisis, a reply is read by the model as before", () => {
    const recent = ["maine pills jama kar li hai", "aaj raat"];
    expect(readCrisis(recent.join("\n")).level).not.toBe("none");
    replyRule.on = false;
    const before = readCrisis("on my way", { recent });
    replyRule.on = true;
    expect(readCrisis("on my way", { recent })).toEqual(before);
    expect(before.level).not.toBe("none");
  });
});
