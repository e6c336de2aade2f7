// Typed turns for the Health Bot's policy tests: where routeText and overCareBar are asked, with each test's
// own words, reading and place laid over them.
import { SAFETY_NODES } from "@saathi/contract/healthbot";
import { HEALTHBOT_FLOWS } from "@saathi/contract/healthbot-flows";
import { type TextTurn, visibleReplies } from "../src/modules/healthbot/healthbot.policy.ts";

/** The bot's menu, where a member types after the welcome. */
export const MENU_NODE = HEALTHBOT_FLOWS.home.nodes.menu!;

/** A typed turn at the menu: no crisis, no intent, no safety answer, unless `over` says otherwise. */
export const turnAtMenu = (over: Partial<TextTurn> = {}): TextTurn => ({
  text: "words",
  crisis: "none",
  flow: "home",
  at: "flow.menu",
  node: MENU_NODE,
  replies: visibleReplies(MENU_NODE, false),
  intent: { intent: "unknown", share: 0, ranked: [] },
  safety: null,
  ...over,
});

/** Where a turn stands at one node of the safety check (begun from the sleep flow). */
export const inSafetyCheck = (name: keyof typeof SAFETY_NODES) => ({
  flow: "sleep" as const,
  at: `safety.${name}`,
  node: SAFETY_NODES[name],
  replies: SAFETY_NODES[name].replies!,
});
