// The gentle answer to a concern reading (hopelessness, a passive wish), as pure rules: what it
// suggests, that it never leads out of an open safety check, that risk, imminent and danger still open
// the check, and that an answer at a safety question or inside an exercise stays an answer.

import type { BotIntent, IntentReading } from "@saathi/contract/healthbot";
import { CARE_NODES, SAFETY_NODES } from "@saathi/contract/healthbot";
import { HEALTHBOT_FLOWS } from "@saathi/contract/healthbot-flows";
import { describe, expect, it } from "vitest";
import { inSafetyCheck, turnAtMenu } from "../../../test/healthbot-turns.ts";
import { GENTLE_NODE, nodeAt, step } from "./healthbot.machines.ts";
import {
  BOT_KEYS,
  destination,
  GENTLE_DEFAULT_FLOW,
  gentleFlow,
  gentleSuggestion,
  offeredReplies,
  routeText,
  type TextTurn,
  visibleReplies,
} from "./healthbot.policy.ts";
import { saysNotSafe } from "./healthbot-cries.ts";

const reading = (intent: BotIntent, share = 0.9): IntentReading => ({
  intent,
  share,
  ranked: [{ intent, share }],
});
const turn = (over: Partial<TextTurn>): TextTurn =>
  turnAtMenu({
    crisis: "concern",
    intent: reading("unknown", 0.3),
    ...over,
  });
const at = inSafetyCheck;
const gentle = {
  flow: "home" as const,
  at: GENTLE_NODE,
  node: CARE_NODES.gentle,
  replies: CARE_NODES.gentle.replies!,
};

describe("gentleSuggestion", () => {
  it("suggests the flow the words are about when the reading is sure of it", () => {
    expect(gentleSuggestion(reading("mood", 0.98))).toBe("mood");
    expect(gentleSuggestion(reading("self-compassion", 0.59))).toBe("self-compassion");
  });
  it("offers a person to someone who asks for one", () => {
    expect(gentleSuggestion(reading("person", 0.3))).toBe("person");
    // With a person on offer, the flow beside it is the default.
    expect(gentleFlow("person")).toBe(GENTLE_DEFAULT_FLOW);
  });
  it("falls back to being kind to oneself when the reading is unsure or names no flow", () => {
    // "hope i don't wake up tomorrow" reads sleep 0.41: never the sleep wind-down for a passive wish.
    expect(gentleSuggestion(reading("sleep", 0.41))).toBe("self-compassion");
    expect(gentleSuggestion(reading("unknown", 0.9))).toBe("self-compassion");
    expect(gentleSuggestion(reading("greeting", 0.9))).toBe("self-compassion");
  });
});

describe("where a concern reading goes", () => {
  it("outside the check: the gentle answer with its suggestion, from the menu, a flow or its end", () => {
    expect(routeText(turn({ intent: reading("mood", 0.98) }))).toEqual({ kind: "concern", suggestion: "mood" });
    expect(routeText(turn({ intent: reading("person", 0.73) }))).toEqual({ kind: "concern", suggestion: "person" });
    const round = HEALTHBOT_FLOWS.breathing.nodes.round!;
    const inFlow = { flow: "breathing" as const, at: "flow.round", node: round, replies: visibleReplies(round, false) };
    expect(routeText(turn({ ...inFlow }))).toEqual({ kind: "concern", suggestion: "self-compassion" });
    // Closed as safe, the check no longer holds the member.
    expect(routeText(turn({ ...at("safe") })).kind).toBe("concern");
    // Already at the gentle answer: the gentle answer again (never weaker).
    expect(routeText(turn({ ...gentle })).kind).toBe("concern");
  });

  it("inside an open check: stays in the check, never leaves it by a gentler reading", () => {
    expect(routeText(turn({ ...at("ask1") }))).toEqual({ kind: "crisis", danger: false });
    expect(routeText(turn({ ...at("ask2") }))).toEqual({ kind: "crisis", danger: false });
    expect(routeText(turn({ ...at("unsafe"), intent: reading("mood", 0.98) }))).toEqual({
      kind: "crisis",
      danger: false,
    });
  });

  it("at a safety question, 'pata nahi' is still the answer, and doubt is not safe", () => {
    expect(routeText(turn({ ...at("ask1"), text: "pata nahi", safety: "unsure" }))).toEqual({
      kind: "reply",
      reply: SAFETY_NODES.ask1.replies!.find((r) => r.id === "no"),
      unsure: true,
    });
    expect(routeText(turn({ ...at("ask2"), text: "not really", safety: "no" }))).toMatchObject({
      kind: "reply",
      reply: { id: "no" },
    });
  });

  it("inside an exercise's question, the member's words are the answer", () => {
    const plan = HEALTHBOT_FLOWS.activation.nodes.plan!;
    expect(routeText(turn({ flow: "activation", at: "flow.plan", node: plan })).kind).toBe("answer");
  });

  it("a cry for help still opens the check", () => {
    expect(routeText(turn({ text: "please help me" })).kind).toBe("help");
  });
});

describe("saysNotSafe", () => {
  it.each([
    "I don't feel safe",
    "i dont feel safe right now",
    "I'm not safe",
    "not safe",
    "main safe nahi hoon",
    "mai safe nhi hu",
    "मैं सुरक्षित नहीं हूँ",
    "मुझे सुरक्षित महसूस नहीं हो रहा",
  ])("%s says so", (t) => expect(saysNotSafe(t)).toBe(true));
  it.each(["I feel safe", "yes i am safe", "haan main safe hoon", "this app is not safe", "is it safe to share here?"])(
    "%s does not",
    (t) => expect(saysNotSafe(t)).toBe(false),
  );
  it("opens the check from anywhere, even where the bot waits for an answer, whatever the reading", () => {
    const plan = HEALTHBOT_FLOWS.activation.nodes.plan!;
    for (const crisis of ["none", "concern"] as const) {
      expect(routeText(turn({ crisis, text: "I don't feel safe" })).kind).toBe("help");
      expect(routeText(turn({ crisis, text: "main safe nahi hoon", ...gentle })).kind).toBe("help");
      expect(
        routeText(turn({ crisis, text: "i'm not safe", flow: "activation", at: "flow.plan", node: plan })).kind,
      ).toBe("help");
    }
  });
});

describe("risk, imminent and danger are as before", () => {
  it.each(["risk", "imminent"] as const)("%s opens the safety check wherever the member is", (crisis) => {
    for (const where of [{}, gentle, at("ask1"), at("unsafe"), at("safe")]) {
      expect(routeText(turn({ crisis, ...where, intent: reading("mood", 0.98) }))).toEqual({
        kind: "crisis",
        danger: false,
      });
    }
  });
  it("danger from someone else has its own card", () => {
    for (const where of [{}, gentle, at("ask1")])
      expect(routeText(turn({ crisis: "danger", ...where }))).toEqual({ kind: "crisis", danger: true });
  });
});

describe("the gentle answer's node and replies", () => {
  it("offers the suggested flow first, then a person, 'I don't feel safe' and the menu", () => {
    const replies = offeredReplies(CARE_NODES.gentle, false, { [BOT_KEYS.guesses]: "mood" });
    expect(replies.map((r) => [r.id, r.to])).toEqual([
      ["try-mood", "flow:mood"],
      ["person", "person"],
      ["not-safe", "safety"],
      ["menu", "menu"],
    ]);
  });
  it("leaves out 'Talk to a person' while the offer of a person is on show", () => {
    const replies = offeredReplies(CARE_NODES.gentle, false, {
      [BOT_KEYS.guesses]: GENTLE_DEFAULT_FLOW,
      [BOT_KEYS.offer]: "none",
    });
    expect(replies.map((r) => r.id)).toEqual(["try-self-compassion", "not-safe", "menu"]);
  });
  it("leads to a person and to the safety check", () => {
    expect(destination("person")).toEqual({ kind: "person" });
    expect(destination("safety")).toEqual({ kind: "safety" });
  });
  it("is a node of every flow's machine, and 'I don't feel safe' starts the check at its first question", () => {
    for (const flow of Object.keys(HEALTHBOT_FLOWS) as (keyof typeof HEALTHBOT_FLOWS)[]) {
      expect(nodeAt(flow, GENTLE_NODE)).toBe(CARE_NODES.gentle);
      expect(step({ flow, node: GENTLE_NODE, answers: {} }, { type: "CRISIS" }).node).toBe("safety.ask1");
    }
    expect(nodeAt("home", "care.toString")).toBeNull();
  });
});
