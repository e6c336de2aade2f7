import { describe, expect, it } from "vitest";
import { asksAboutBot, greetsBot, thanksBot } from "./healthbot-about.ts";

describe("a question about the bot itself", () => {
  it.each([
    "what can you do?",
    "Hey, what can u do exactly",
    "wat can u do",
    "what do you do",
    "who are you?",
    "what is this",
    "how does this work?",
    "how can you help me",
    "are you a bot?",
    "r u human",
    "tum kya kar sakte ho",
    "aap kya kr skte ho bhai",
    "achha ye kya hai",
    "tum kaun ho?",
    "kya help kar sakte ho",
    "तुम क्या कर सकते हो?",
    "आप कौन हैं",
    "यह क्या है?",
    "ये कैसे काम करता है",
    "आप मेरी क्या मदद कर सकते हैं",
    // Widened after the care probe's report named its three questions about the bot (decision 041).
    "what all can you do",
    "yeh bot kya karta hai",
    "आप किन बातों में मदद कर सकते हैं",
    // Word orders of Hindi in both scripts (2026-11-30).
    "kya kar sakte ho tum",
    "kaun ho tum",
    "क्या कर सकते हो आप",
  ])("%s", (text) => expect(asksAboutBot(text)).toBe(true));

  it.each([
    "how can you help me sleep",
    "what can you do for anxiety",
    "what can i do when i feel like this",
    "what is the point of anything",
    "who are you to judge me",
    "tum kya kar sakte ho jab sab khatam ho gaya",
    "ye kya ho raha hai mere saath",
    "मुझे नींद क्यों नहीं आती",
    "hi",
    "i feel lonely",
  ])("not: %s", (text) => expect(asksAboutBot(text)).toBe(false));
});

describe("small talk that greets the bot", () => {
  it.each([
    "how are you",
    "hey, how r u?",
    "whats up",
    "kaise ho",
    "kaise ho aap",
    "hi bot, kaise ho?",
    "kya haal hai bot",
    "aur kya chal raha hai",
    "कैसे हो",
    "क्या हाल है",
    "और क्या चल रहा है",
    "hello, anyone there?",
    "koi hai?",
    "अरे हैलो, कोई है?",
  ])("%s", (text) => expect(greetsBot(text)).toBe(true));

  it.each([
    "how are you going to help me sleep",
    "kaise ho gaya ye sab",
    "how are you supposed to help",
    "kaise ho sakta hai ki sab mujhse naraz hain",
    "कैसे हो गया यह सब",
    "koi hai jo meri baat sune",
    "is anyone there who can help me, i'm scared",
    "i feel lonely",
  ])("not: %s", (text) => expect(greetsBot(text)).toBe(false));
});

describe("thanks to the bot, as a whole message", () => {
  it.each([
    "thank you",
    "Thanks a lot!",
    "ok thank you so much, this helped",
    "thanks for listening",
    "ty bot",
    "thx",
    "thanku, ab thoda better lag raha h",
    "shukriya yaar",
    "dhanyavaad",
    "धन्यवाद",
    "शुक्रिया, अब थोड़ा ठीक लग रहा है",
  ])("%s", (text) => {
    expect(thanksBot(text)).toBe(true);
  });

  it.each([
    "thanks for nothing",
    "thanks, but i still want to die",
    "thank you for everything, goodbye forever",
    "thanks, can you help me sleep",
    "no thanks",
    "ok that breathing thing genuinely worked, ty bot",
    "shukriya, kal se sab khatam",
  ])("%s is not", (text) => {
    expect(thanksBot(text)).toBe(false);
  });
});
