// The Health Bot's pure rules and the intent classifier.

import { SAFETY_NODES } from "@saathi/contract/healthbot";
import { HEALTHBOT_FLOWS } from "@saathi/contract/healthbot-flows";
import { describe, expect, it } from "vitest";
import { classifyIntent } from "./healthbot.intents.ts";
import { asksForHelp, destination, lineValues, replyForText, visibleReplies } from "./healthbot.policy.ts";

describe("asksForHelp", () => {
  it.each(["help", "HELP!!", "please help me", "mujhe madad chahiye", "मदद", "sos"])("%s asks for help", (t) =>
    expect(asksForHelp(t)).toBe(true),
  );
  it.each(["helpful tips", "i feel okay", "box breathing", "helpline?"])("%s does not", (t) =>
    expect(asksForHelp(t)).toBe(false),
  );
});

describe("replies", () => {
  it("hides the plan check-in unless a plan waits", () => {
    const menu = HEALTHBOT_FLOWS.home.nodes.menu!;
    expect(visibleReplies(menu, false).some((r) => r.id === "checkin")).toBe(false);
    expect(visibleReplies(menu, true)[0]!.id).toBe("checkin");
  });
  it("offers the menu at every end", () => {
    expect(visibleReplies(HEALTHBOT_FLOWS.sleep.nodes.end!, false)).toEqual([
      { id: "menu", label: "Back to the menu", to: "menu" },
    ]);
  });
  it("reads typed yes/no and labels", () => {
    const ask = SAFETY_NODES.ask1.replies!;
    expect(replyForText(ask, "haan")?.id).toBe("yes");
    expect(replyForText(ask, "नहीं")?.id).toBe("no");
    expect(replyForText(ask, "No.")?.id).toBe("no");
    expect(replyForText(ask, "maybe")).toBeNull();
    expect(replyForText(HEALTHBOT_FLOWS.mood.nodes.start!.replies!, "anxious")?.id).toBe("anxious");
  });
  it("knows where a reply leads", () => {
    expect(destination("menu")).toEqual({ kind: "menu" });
    expect(destination("flow:activation#checkin")).toEqual({ kind: "flow", flow: "activation", node: "checkin" });
    expect(destination("end")).toEqual({ kind: "node", node: "end" });
    expect(() => destination("flow:nope")).toThrow();
  });
  it("fills a line's placeholders", () => {
    expect(lineValues("Earlier you planned: {plan}.", {}, { plan: "a walk" })).toEqual({ plan: "a walk" });
    expect(lineValues("No values.", {}, {})).toBeNull();
  });
});

describe("classifyIntent", () => {
  it.each([
    ["I can't sleep again tonight", "sleep"],
    ["neend nahi aa rahi yaar", "sleep"],
    ["I'm so worried about my exams", "worry-time"],
    ["mujhe bahut chinta ho rahi hai", "worry-time"],
    ["I have a panic attack", "breathing"],
    ["no motivation to do anything", "activation"],
    ["what does my PHQ-9 score mean?", "phq9"],
    ["nervous about my first session", "first-session"],
    ["I keep thinking I am a failure", "thought-record"],
  ])("%s → %s", (text, topic) => {
    expect(classifyIntent(text)?.topic).toBe(topic);
  });
  it("says nothing for words it has never seen", () => {
    expect(classifyIntent("qwerty zxcvb")).toBeNull();
  });
});
