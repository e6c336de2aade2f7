// The Health Bot's own bar for the gentle answer (decision 041, "A lower bar in the Health Bot"), as
// pure rules: a none reading whose crisis share reaches BOT_CARE_BAR is answered as concern; under it,
// the words go where they went; inside an open safety check, at a safety question, at an exercise's
// question and for a typed reply the existing rules stay.

import type { BotIntent, IntentReading } from "@saathi/contract/healthbot";
import { CARE_NODES, SAFETY_NODES } from "@saathi/contract/healthbot";
import { HEALTHBOT_FLOWS } from "@saathi/contract/healthbot-flows";
import { describe, expect, it } from "vitest";
import { GENTLE_NODE } from "./healthbot.machines.ts";
import { BOT_CARE_BAR, botLevel, crisisShareOf, routeText, type TextTurn, visibleReplies } from "./healthbot.policy.ts";

const reading = (intent: BotIntent, share = 0.9): IntentReading => ({ intent, share, ranked: [{ intent, share }] });
const menu = HEALTHBOT_FLOWS.home.nodes.menu!;
const ABOVE = BOT_CARE_BAR + 0.01;
const BELOW = BOT_CARE_BAR - 0.01;
const turn = (over: Partial<TextTurn>): TextTurn => ({
  text: "words",
  crisis: "none",
  share: ABOVE,
  flow: "home",
  at: "flow.menu",
  node: menu,
  replies: visibleReplies(menu, false),
  intent: reading("unknown", 0.3),
  safety: null,
  ...over,
});
const at = (name: keyof typeof SAFETY_NODES) => ({
  flow: "sleep" as const,
  at: `safety.${name}`,
  node: SAFETY_NODES[name],
  replies: SAFETY_NODES[name].replies!,
});
const inFlow = (flow: keyof typeof HEALTHBOT_FLOWS, name: string) => {
  const node = HEALTHBOT_FLOWS[flow].nodes[name]!;
  return { flow, at: `flow.${name}`, node, replies: visibleReplies(node, false) };
};

describe("crisisShareOf", () => {
  it("reads a none reading's share back from its halved score, and any other reading's from its score", () => {
    expect(crisisShareOf({ level: "none", score: 0.1 })).toBe(0.2);
    expect(crisisShareOf({ level: "concern", score: 0.36 })).toBe(0.36);
  });
});

describe("the bot's bar", () => {
  it("sits under the crisis threshold (0.25): only none readings it would otherwise leave alone move", () => {
    expect(BOT_CARE_BAR).toBeGreaterThan(0);
    expect(BOT_CARE_BAR).toBeLessThan(0.25);
  });

  it("a none reading at the bar or over gets the gentle answer, with the flow or person the words are about", () => {
    expect(routeText(turn({ share: BOT_CARE_BAR }))).toEqual({ kind: "concern", suggestion: "self-compassion" });
    expect(routeText(turn({ intent: reading("person", 0.73) }))).toEqual({ kind: "concern", suggestion: "person" });
    expect(routeText(turn({ intent: reading("sleep", 0.95) }))).toEqual({ kind: "concern", suggestion: "sleep" });
    // From inside a flow, from its end and from the gentle answer itself, as concern does.
    expect(routeText(turn({ ...inFlow("breathing", "round") })).kind).toBe("concern");
    expect(routeText(turn({ ...inFlow("breathing", "end") })).kind).toBe("concern");
    expect(
      routeText(turn({ flow: "home", at: GENTLE_NODE, node: CARE_NODES.gentle, replies: CARE_NODES.gentle.replies! }))
        .kind,
    ).toBe("concern");
    // After a check closed as safe the member is free again.
    expect(routeText(turn({ ...at("safe") })).kind).toBe("concern");
  });

  it("under the bar (or with no share given) the words go where they went", () => {
    expect(routeText(turn({ share: BELOW, intent: reading("sleep", 0.95) }))).toEqual({ kind: "flow", flow: "sleep" });
    expect(routeText(turn({ share: BELOW, intent: reading("person", 0.99) }))).toEqual({ kind: "person" });
    expect(routeText(turn({ share: BELOW, intent: reading("greeting", 0.91) }))).toEqual({ kind: "greeting" });
    expect(routeText(turn({ share: undefined, intent: reading("sleep", 0.95) }))).toEqual({
      kind: "flow",
      flow: "sleep",
    });
    expect(routeText(turn({ share: BELOW })).kind).toBe("fallback");
  });

  it("never lowers a reading: concern, risk, imminent and danger are as before", () => {
    for (const share of [0, BELOW, ABOVE]) {
      expect(botLevel(turn({ crisis: "concern", share }))).toBe("concern");
      expect(routeText(turn({ crisis: "risk", share }))).toEqual({ kind: "crisis", danger: false });
      expect(routeText(turn({ crisis: "imminent", share }))).toEqual({ kind: "crisis", danger: false });
      expect(routeText(turn({ crisis: "danger", share }))).toEqual({ kind: "crisis", danger: true });
    }
  });

  it("inside an open safety check the words still only answer it (never the gentle answer, never the crisis route)", () => {
    expect(botLevel(turn({ ...at("ask1") }))).toBe("none");
    expect(routeText(turn({ ...at("ask1"), text: "what do you mean" }))).toEqual({ kind: "askAgain" });
    expect(routeText(turn({ ...at("unsafe"), text: "ok" })).kind).not.toBe("concern");
    expect(routeText(turn({ ...at("unsafe"), text: "words" }))).toEqual({ kind: "askAgain" });
  });

  it("at a safety question 'pata nahi' is still the answer: doubt is not safe", () => {
    expect(routeText(turn({ ...at("ask1"), text: "pata nahi", safety: "unsure" }))).toEqual({
      kind: "reply",
      reply: SAFETY_NODES.ask1.replies!.find((r) => r.id === "no"),
      unsure: true,
    });
    expect(routeText(turn({ ...at("ask2"), text: "haan", safety: "yes" }))).toMatchObject({
      kind: "reply",
      reply: { id: "yes" },
    });
  });

  it("at an exercise's question the member's words are the answer", () => {
    expect(routeText(turn({ ...inFlow("activation", "plan"), text: "a 10-minute walk" })).kind).toBe("answer");
    expect(routeText(turn({ ...inFlow("thought-record", "thought"), text: "nobody likes me" })).kind).toBe("answer");
  });

  it("a breathing exercise's replies, typed, are its replies", () => {
    const round = inFlow("breathing", "round");
    for (const r of round.replies)
      expect(routeText(turn({ ...round, text: r.label }))).toEqual({ kind: "reply", reply: r });
    const start = inFlow("breathing", "start");
    expect(routeText(turn({ ...start, text: start.replies[0]!.label }))).toEqual({
      kind: "reply",
      reply: start.replies[0],
    });
  });

  it("a cry for help still opens the check", () => {
    expect(routeText(turn({ text: "please help me" })).kind).toBe("help");
    expect(routeText(turn({ text: "I don't feel safe" })).kind).toBe("help");
  });
});
