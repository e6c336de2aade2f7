// A practice or a person named in a word or two (healthbot-names.ts, decision 041): read as that intent in
// either script; anything longer, or with other words, is the intent model's to read.
import { readFileSync } from "node:fs";
import { HEALTHBOT_TOPIC_TEXT, type HealthbotTopic } from "@saathi/contract/healthbot";
import { describe, expect, it } from "vitest";
import { readIntent } from "../language/index.ts";
import { namedIntent, PRACTICE_NAMES, readIntentNamed } from "./healthbot-names.ts";

describe("namedIntent", () => {
  it.each([
    ["ब्रीदिंग", "breathing"],
    ["ग्राउंडिंग", "grounding"],
    ["मूड", "mood"],
    ["थॉट रिकॉर्ड", "thought-record"],
    ["वरी टाइम", "worry-time"],
    ["नीद", "sleep"],
    ["स्लीप", "sleep"],
    ["पीएचक्यू", "phq9"],
    ["PHQ-9", "phq9"],
    ["5-4-3-2-1", "grounding"],
    ["Breathing pls", "breathing"],
    ["नींद चाहिए", "sleep"],
    ["buddy", "person"],
    ["असली इंसान", "person"],
    ["Human?", "person"],
  ] as const)("'%s' names %s", (text, intent) => {
    expect(namedIntent(text)).toBe(intent);
  });

  it.each([
    "i can't breathe",
    "breathing is hard today",
    "my mood is bad since morning",
    "neend nahi aa rahi",
    "मुझे नींद नहीं आती",
    "buddy ne mujhe block kar diya",
    "pls",
    "",
    "hi",
  ])("'%s' names nothing (the model reads it)", (text) => {
    expect(namedIntent(text)).toBeNull();
  });

  it("every practice's menu label names it, in English and in the Hindi catalogue", () => {
    const po = readFileSync(new URL("../../../../../packages/contract/src/locales/hi.po", import.meta.url), "utf8");
    for (const [topic, label] of Object.entries(HEALTHBOT_TOPIC_TEXT) as [HealthbotTopic, string][]) {
      if (topic === "phq9") continue; // "What is PHQ-9 telling me?" is a question; "phq9" names it.
      expect(namedIntent(label), label).toBe(topic);
      const hindi = po.match(new RegExp(`msgid "${label.replace(/[?.]/g, "\\$&")}"\\nmsgstr "([^"]+)"`))?.[1];
      expect(hindi, label).toBeTruthy();
      expect(namedIntent(hindi!), hindi).toBe(topic);
    }
  });

  it("no name belongs to two intents", () => {
    const seen = new Map<string, string>();
    for (const [intent, names] of Object.entries(PRACTICE_NAMES))
      for (const n of names) {
        const was = namedIntent(n);
        expect(was, `${n} (${intent}; also ${seen.get(n)})`).toBe(intent);
        seen.set(n, intent);
      }
  });
});

describe("readIntentNamed", () => {
  it("reads a name as its intent with the model's other choices after it, and anything else as the model does", () => {
    const r = readIntentNamed("मूड", readIntent);
    expect(r.intent).toBe("mood");
    expect(r.share).toBe(1);
    expect(r.ranked[0]).toEqual({ intent: "mood", share: 1 });
    expect(r.ranked.filter((x) => x.intent === "mood")).toHaveLength(1);
    expect(readIntent("मूड").intent).not.toBe("mood"); // the model alone does not (the test can fail)
    const text = "kal exam hai, neend nahi aa rahi";
    expect(readIntentNamed(text, readIntent)).toEqual(readIntent(text));
  });
});
