// The ask probe's figures (decision 041, "A practice asked for by name"): each line as a member's first
// message to the bot, routed as healthbot.service.ts routes it (readCrisis, readIntent, readSafetyAnswer,
// routeText and overCareBar at the welcome, nothing in the last 24 hours), with the practice rule and
// without it. Never trains.
import { readCrisis, readIntent, readSafetyAnswer } from "../../language/index.ts";
import { nodeAt, startAt } from "../healthbot.machines.ts";
import {
  intentForRoute,
  offeredReplies,
  overCareBar,
  practiceOverModel,
  routeText,
  type TextRoute,
  type TextTurn,
} from "../healthbot.policy.ts";
import { afterSafeOffer, flowAfterCheck } from "../healthbot-after-safe.ts";
import { turnShareOf } from "../healthbot-clause-bar.ts";
import { readIntentNamed } from "../healthbot-names.ts";
import { practiceRule } from "../healthbot-practice.ts";
import type { BotAskProbeItem } from "./bot-ask-probe.ts";

const welcome = startAt("home");
const node = nodeAt(welcome.flow, welcome.node)!;

export interface FirstAnswer {
  route: TextRoute;
  /** The gentle helpline card stands beside the answer. */
  beside: boolean;
  /** The practice rule decided it. */
  practice: boolean;
}

/** A first message's answer, with the practice rule or (`rule` false) as before it. */
export function firstAnswer(text: string, rule: boolean): FirstAnswer {
  const was = practiceRule.on;
  practiceRule.on = rule;
  try {
    return answerAtWelcome(text);
  } finally {
    practiceRule.on = was;
  }
}

function answerAtWelcome(text: string): FirstAnswer {
  const crisis = readCrisis(text);
  const turn: TextTurn = {
    text,
    crisis: crisis.level,
    share: turnShareOf(crisis, text),
    flow: welcome.flow,
    at: welcome.node,
    node,
    replies: offeredReplies(node, false, {}),
    intent: intentForRoute(crisis.level, () => readIntentNamed(text, readIntent)),
    safety: readSafetyAnswer(text),
    signals: crisis.signals,
    means: crisis.means,
    recentCare: false,
  };
  return { route: routeText(turn), beside: overCareBar(turn), practice: practiceOverModel(turn) !== null };
}

const checks = (a: FirstAnswer) => a.route.kind === "crisis" || a.route.kind === "help";
const helplines = (a: FirstAnswer) => a.beside || checks(a) || a.route.kind === "concern";
/** The one answer the probe names: its flow, a person, or (for "greeting", which the probe uses for thanks too) a greeting or the thanks. */
const intended = (item: BotAskProbeItem, a: FirstAnswer) =>
  item.intent === "greeting"
    ? a.route.kind === "greeting" || a.route.kind === "thanks"
    : item.intent === "person"
      ? a.route.kind === "person"
      : a.route.kind === "flow" && a.route.flow === item.intent;

export interface BotAskFigures {
  ordinary: number;
  /** Ordinary lines answered with the safety check, without the rule and with it. */
  checksBefore: number;
  checksAfter: number;
  /** Ordinary lines that get the one answer the probe names, without the rule and with it. */
  intendedBefore: number;
  intendedAfter: number;
  /** Ordinary lines the rule decides, and of them those sent to the practice the probe names. */
  moved: number;
  movedAsNamed: number;
  crisis: number;
  /** Crisis lines answered with the helplines (the check, the gentle answer or the card beside), before and after. */
  helplinesBefore: number;
  helplinesAfter: number;
  /** Crisis lines the rule decides (sent to a practice instead of the check): the go/no-go's first condition. */
  crisisMoved: string[];
}

/** The figures of one language's lines. */
export function botAskFigures(items: readonly BotAskProbeItem[]): BotAskFigures {
  const f: BotAskFigures = {
    ordinary: 0,
    checksBefore: 0,
    checksAfter: 0,
    intendedBefore: 0,
    intendedAfter: 0,
    moved: 0,
    movedAsNamed: 0,
    crisis: 0,
    helplinesBefore: 0,
    helplinesAfter: 0,
    crisisMoved: [],
  };
  for (const item of items) {
    const before = firstAnswer(item.text, false);
    const after = firstAnswer(item.text, true);
    if (item.level === "none") {
      f.ordinary += 1;
      f.checksBefore += Number(checks(before));
      f.checksAfter += Number(checks(after));
      f.intendedBefore += Number(intended(item, before));
      f.intendedAfter += Number(intended(item, after));
      if (after.practice) {
        f.moved += 1;
        f.movedAsNamed += Number(intended(item, after));
      }
    } else {
      f.crisis += 1;
      f.helplinesBefore += Number(helplines(before));
      f.helplinesAfter += Number(helplines(after));
      if (after.practice) f.crisisMoved.push(item.id);
    }
  }
  return f;
}

export interface AfterSafeFigures {
  /** Ordinary lines that open the check (not for danger), those that would be offered a practice once it closes as safe, and of them the practice the probe names. */
  ordinaryChecks: number;
  ordinaryOffered: number;
  ordinaryOfferedAsNamed: number;
  /** Crisis lines that open the check (not for danger), and the ids of those that would be offered a practice: the go/no-go's first condition. */
  crisisChecks: number;
  crisisOffered: string[];
}

/** What the offer after a safe check (switched on for the reading, then restored) would do for each line as a first message. */
export function afterSafeFigures(items: readonly BotAskProbeItem[]): AfterSafeFigures {
  const f: AfterSafeFigures = {
    ordinaryChecks: 0,
    ordinaryOffered: 0,
    ordinaryOfferedAsNamed: 0,
    crisisChecks: 0,
    crisisOffered: [],
  };
  const was = afterSafeOffer.on;
  afterSafeOffer.on = true;
  try {
    for (const item of items) {
      const { route } = firstAnswer(item.text, false);
      if (route.kind !== "crisis" || route.danger) continue;
      const offered = flowAfterCheck(item.text, () => readIntentNamed(item.text, readIntent));
      if (item.level === "none") {
        f.ordinaryChecks += 1;
        if (offered) {
          f.ordinaryOffered += 1;
          f.ordinaryOfferedAsNamed += Number(offered === item.intent);
        }
      } else {
        f.crisisChecks += 1;
        if (offered) f.crisisOffered.push(item.id);
      }
    }
  } finally {
    afterSafeOffer.on = was;
  }
  return f;
}
