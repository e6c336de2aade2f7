// The Health Bot's own bar for the helplines (decision 041, "A lower bar in the Health Bot"), as pure
// rules: a none reading whose crisis share reaches BOT_CARE_BAR is routed exactly as a none reading is
// (the flow the words are about, a person, a greeting, the three likeliest flows) and shows the gentle
// helplines and "I don't feel safe" beside it for that turn; under it nothing is beside; inside an open
// safety check, at a safety question, at an exercise's question, for a typed reply and for a cry for
// help the existing rules stay; concern and above are never lowered.

import type { BotIntent, IntentReading } from "@saathi/contract/healthbot";
import { CARE_NODES, HEALTHBOT_TEXT, SAFETY_NODES } from "@saathi/contract/healthbot";
import { HEALTHBOT_FLOWS } from "@saathi/contract/healthbot-flows";
import { describe, expect, it } from "vitest";
import { inSafetyCheck, turnAtMenu } from "../../../test/healthbot-turns.ts";
import { GENTLE_NODE } from "./healthbot.machines.ts";
import {
  BOT_CARE_BAR,
  BOT_KEYS,
  botKeysOf,
  crisisShareOf,
  offeredReplies,
  overCareBar,
  routeText,
  type TextTurn,
  visibleReplies,
  withoutTurnKeys,
} from "./healthbot.policy.ts";

const reading = (intent: BotIntent, share = 0.9): IntentReading => ({ intent, share, ranked: [{ intent, share }] });
const menu = HEALTHBOT_FLOWS.home.nodes.menu!;
const ABOVE = BOT_CARE_BAR + 0.01;
const BELOW = BOT_CARE_BAR - 0.01;
const turn = (over: Partial<TextTurn>): TextTurn =>
  turnAtMenu({
    share: ABOVE,
    intent: reading("unknown", 0.3),
    ...over,
  });
const at = inSafetyCheck;
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

  it("a none reading at the bar or over is routed as none is, with the helplines beside it", () => {
    for (const share of [BOT_CARE_BAR, ABOVE, 0.249]) {
      expect(routeText(turn({ share, intent: reading("breathing", 0.9) }))).toEqual({
        kind: "flow",
        flow: "breathing",
      });
      expect(overCareBar(turn({ share, intent: reading("breathing", 0.9) }))).toBe(true);
    }
    expect(routeText(turn({ intent: reading("sleep", 0.41) }))).toEqual({ kind: "flow", flow: "sleep" });
    expect(routeText(turn({ intent: reading("person", 0.73) }))).toEqual({ kind: "person" });
    expect(routeText(turn({ intent: reading("greeting", 0.91) }))).toEqual({ kind: "greeting" });
    expect(routeText(turn({})).kind).toBe("fallback");
    // Never the gentle node's answer: that is for concern.
    expect(routeText(turn({})).kind).not.toBe("concern");
    // From inside a flow, from its end and from the gentle answer itself.
    const round = inFlow("breathing", "round");
    expect(routeText(turn({ ...round, intent: reading("breathing") }))).toEqual({ kind: "same" });
    expect(overCareBar(turn({ ...round }))).toBe(true);
    expect(routeText(turn({ ...inFlow("breathing", "end"), intent: reading("breathing") }))).toEqual({
      kind: "flow",
      flow: "breathing",
    });
    expect(overCareBar(turn({ ...inFlow("breathing", "end") }))).toBe(true);
    const gentle = {
      flow: "home" as const,
      at: GENTLE_NODE,
      node: CARE_NODES.gentle,
      replies: CARE_NODES.gentle.replies!,
    };
    expect(overCareBar(turn(gentle))).toBe(true);
    // After a check closed as safe the member is free again.
    expect(overCareBar(turn({ ...at("safe") }))).toBe(true);
  });

  it("under the bar (or with no share given) nothing is beside the answer", () => {
    expect(routeText(turn({ share: BELOW, intent: reading("sleep", 0.95) }))).toEqual({ kind: "flow", flow: "sleep" });
    expect(overCareBar(turn({ share: BELOW, intent: reading("sleep", 0.95) }))).toBe(false);
    expect(overCareBar(turn({ share: undefined }))).toBe(false);
    expect(overCareBar(turn({ share: 0 }))).toBe(false);
  });

  it("never lowers a reading: concern, risk, imminent and danger are as before, with nothing beside", () => {
    for (const share of [0, BELOW, ABOVE]) {
      expect(routeText(turn({ crisis: "concern", share }))).toEqual({ kind: "concern", suggestion: "self-compassion" });
      expect(routeText(turn({ crisis: "risk", share }))).toEqual({ kind: "crisis", danger: false });
      expect(routeText(turn({ crisis: "imminent", share }))).toEqual({ kind: "crisis", danger: false });
      expect(routeText(turn({ crisis: "danger", share }))).toEqual({ kind: "crisis", danger: true });
      for (const crisis of ["concern", "risk", "imminent", "danger"] as const)
        expect(overCareBar(turn({ crisis, share }))).toBe(false);
    }
  });

  it("inside an open safety check the words still only answer it, with nothing beside", () => {
    for (const name of ["ask1", "ask2", "unsafe"] as const) expect(overCareBar(turn({ ...at(name) }))).toBe(false);
    expect(routeText(turn({ ...at("ask1"), text: "what do you mean" }))).toEqual({ kind: "askAgain" });
    expect(routeText(turn({ ...at("unsafe"), text: "words" }))).toEqual({ kind: "askAgain" });
  });

  it("at a safety question 'pata nahi' is still the answer: doubt is not safe", () => {
    const unsure = turn({ ...at("ask1"), text: "pata nahi", safety: "unsure" });
    expect(routeText(unsure)).toEqual({
      kind: "reply",
      reply: SAFETY_NODES.ask1.replies!.find((r) => r.id === "no"),
      unsure: true,
    });
    expect(overCareBar(unsure)).toBe(false);
    expect(routeText(turn({ ...at("ask2"), text: "haan", safety: "yes" }))).toMatchObject({
      kind: "reply",
      reply: { id: "yes" },
    });
  });

  it("at an exercise's question the member's words are the answer, with nothing beside", () => {
    for (const [flow, name, text] of [
      ["activation", "plan", "a 10-minute walk"],
      ["thought-record", "thought", "nobody likes me"],
    ] as const) {
      const t = turn({ ...inFlow(flow, name), text });
      expect(routeText(t).kind).toBe("answer");
      expect(overCareBar(t)).toBe(false);
    }
  });

  it("a breathing exercise's replies, typed, are its replies, with nothing beside", () => {
    const round = inFlow("breathing", "round");
    for (const r of round.replies) {
      expect(routeText(turn({ ...round, text: r.label }))).toEqual({ kind: "reply", reply: r });
      expect(overCareBar(turn({ ...round, text: r.label }))).toBe(false);
    }
    const start = inFlow("breathing", "start");
    expect(routeText(turn({ ...start, text: start.replies[0]!.label }))).toEqual({
      kind: "reply",
      reply: start.replies[0],
    });
  });

  it("a cry for help still opens the check, and is not answered with the card beside", () => {
    for (const text of ["please help me", "I don't feel safe"]) {
      expect(routeText(turn({ text })).kind).toBe("help");
      expect(overCareBar(turn({ text }))).toBe(false);
    }
  });
});

describe("the helplines beside the answer, for one turn", () => {
  const beside = { [BOT_KEYS.care]: "gentle" };

  it("adds 'I don't feel safe' to the node's replies, last, unless the node has it", () => {
    const replies = offeredReplies(menu, false, beside);
    expect(replies.slice(0, -1)).toEqual(visibleReplies(menu, false));
    expect(replies.at(-1)).toEqual({ id: "not-safe", label: HEALTHBOT_TEXT.notSafe, to: "safety" });
    // After the three likeliest flows, and at a flow's end.
    const guessed = offeredReplies(menu, false, { ...beside, [BOT_KEYS.guesses]: "sleep,mood,breathing" });
    expect(guessed.map((r) => r.id).slice(0, 3)).toEqual(["try-sleep", "try-mood", "try-breathing"]);
    expect(guessed.at(-1)?.id).toBe("not-safe");
    expect(offeredReplies(HEALTHBOT_FLOWS.breathing.nodes.end!, false, beside).map((r) => r.id)).toEqual([
      "menu",
      "not-safe",
    ]);
    // The gentle node already offers it: once only.
    expect(offeredReplies(CARE_NODES.gentle, false, beside).filter((r) => r.to === "safety")).toHaveLength(1);
    // Without the flag, nothing is added.
    expect(offeredReplies(menu, false, {}).some((r) => r.to === "safety")).toBe(false);
  });

  it("is forgotten at the start of the next turn; a check's danger is not", () => {
    expect(withoutTurnKeys({ ...beside, situation: "x" })).toEqual({ situation: "x" });
    expect(withoutTurnKeys({ [BOT_KEYS.care]: "danger" })).toEqual({ [BOT_KEYS.care]: "danger" });
    expect(withoutTurnKeys({ [BOT_KEYS.care]: "others" })).toEqual({ [BOT_KEYS.care]: "others" });
  });

  it("is kept for a minor whose words are not (the bot's keys hold none of their words)", () => {
    expect(botKeysOf({ ...beside, situation: "my words", [BOT_KEYS.guesses]: "sleep" })).toEqual({
      ...beside,
      [BOT_KEYS.guesses]: "sleep",
    });
  });
});
