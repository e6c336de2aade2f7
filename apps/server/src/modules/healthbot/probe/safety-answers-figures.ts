// The safety-answer probes' figures (decision 041, "Answers to the safety check nobody here wrote"): each line
// typed at the question it answers, routed as healthbot.service.ts routes it (readCrisis, readSafetyAnswer and
// routeText inside the check, the crisis reading as readAtNode gives it; the words before the check are answered
// by it, so the line is read alone). Never trains.
import { readCrisis, readSafetyAnswer } from "../../language/index.ts";
import { nodeAt } from "../healthbot.machines.ts";
import { offeredReplies, routeText, type TextTurn } from "../healthbot.policy.ts";
import { readAtNode } from "../healthbot-check-answer.ts";
import { turnShareOf } from "../healthbot-clause-bar.ts";
import type { SafetyAnswerLabel, SafetyAnswersProbeItem, SafetyQuestion } from "./safety-answers-probe.ts";

/** Where the answer leads: on as safe, to the helplines (not safe), or the question asked again. */
export type SafetyOutcome = "safe" | "unsafe" | "again";

/** Where typed words at a safety question lead. */
export function safetyOutcome(text: string, q: SafetyQuestion): SafetyOutcome {
  const at = `safety.${q}`;
  const node = nodeAt("home", at)!;
  const crisis = readAtNode(text, at, readCrisis(text), (t) => readCrisis(t));
  const turn: TextTurn = {
    text,
    crisis: crisis.level,
    share: turnShareOf(crisis, text),
    flow: "home",
    at,
    node,
    replies: offeredReplies(node, false, {}),
    intent: { intent: "unknown", share: 0, ranked: [] },
    safety: readSafetyAnswer(text),
    signals: crisis.signals,
    means: crisis.means,
    recentCare: true,
  };
  const route = routeText(turn);
  if (route.kind === "crisis" || route.kind === "help") return "unsafe";
  if (route.kind === "reply") return route.reply.id === "yes" ? "safe" : "unsafe";
  if (route.kind === "askAgain") return "again";
  throw new Error(`unexpected route ${route.kind} inside the safety check for ${JSON.stringify(text)}`);
}

/** The outcome the label asks for: doubt is treated as not safe. */
export const wanted = (label: SafetyAnswerLabel): SafetyOutcome => (label === "yes" ? "safe" : "unsafe");

export interface SafetyAnswersFigures {
  lines: number;
  /** Lines led where their label asks. */
  right: number;
  /** Per label: outcomes counted. */
  byLabel: Record<SafetyAnswerLabel, Record<SafetyOutcome, number>>;
  /** Ids of no or unsure answers led on as safe: the costly error. */
  unsafeAsSafe: string[];
}

/** The figures of a set of lines (one language, or all). */
export function safetyAnswersFigures(items: readonly SafetyAnswersProbeItem[]): SafetyAnswersFigures {
  const empty = () => ({ safe: 0, unsafe: 0, again: 0 });
  const f: SafetyAnswersFigures = {
    lines: 0,
    right: 0,
    byLabel: { yes: empty(), no: empty(), unsure: empty() },
    unsafeAsSafe: [],
  };
  for (const item of items) {
    const out = safetyOutcome(item.text, item.q);
    f.lines += 1;
    f.byLabel[item.label][out] += 1;
    if (out === wanted(item.label)) f.right += 1;
    if (item.label !== "yes" && out === "safe") f.unsafeAsSafe.push(item.id);
  }
  return f;
}
