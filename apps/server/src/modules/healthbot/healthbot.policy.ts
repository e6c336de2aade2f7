// The Health Bot's rules (issue 20), pure: what counts as asking for help, which quick replies a
// node offers now, which reply a typed word means, and where a reply leads.
import type { BotNode, BotReply, HealthbotFlowId } from "@saathi/contract/healthbot";
import { HEALTHBOT_FLOW_IDS, HEALTHBOT_TEXT } from "@saathi/contract/healthbot";

const fold = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** 'help' typed anywhere (English, Hinglish, Hindi): the safety check at once. */
const HELP = /(?:^|\s)(?:help|halp|sos|madad|madat|bachao|bachaao|मदद|बचाओ|सहायता)(?:\s|$)/u;
export const asksForHelp = (text: string): boolean => HELP.test(fold(text));

/** Typed words that mean a yes or a no reply. */
const YES = new Set(["yes", "y", "yeah", "yep", "ok", "okay", "haan", "han", "ha", "ji", "haan ji", "हाँ", "हां", "जी"]);
const NO = new Set(["no", "n", "nope", "nahi", "nahin", "na", "nhi", "नहीं", "ना", "नही"]);

const BACK_TO_MENU: BotReply = { id: "menu", label: HEALTHBOT_TEXT.backToMenu, to: "menu" };

/** The quick replies a node shows now: an end leads back to the menu; the plan check-in only while a plan waits. */
export function visibleReplies(node: BotNode, hasPlan: boolean): readonly BotReply[] {
  if (node.end) return [BACK_TO_MENU];
  return (node.replies ?? []).filter((r) => r.id !== "checkin" || hasPlan);
}

/** The reply a typed message means: its label typed out, or a yes/no word for a yes/no reply. */
export function replyForText(replies: readonly BotReply[], text: string): BotReply | null {
  const t = fold(text);
  const byLabel = replies.find((r) => fold(r.label) === t);
  if (byLabel) return byLabel;
  if (YES.has(t)) return replies.find((r) => r.id === "yes") ?? null;
  if (NO.has(t)) return replies.find((r) => r.id === "no") ?? null;
  return null;
}

export type Destination =
  | { kind: "menu" }
  | { kind: "flow"; flow: HealthbotFlowId; node?: string }
  | { kind: "node"; node: string };

/** Where a reply's `to` leads. */
export function destination(to: string): Destination {
  if (to === "menu") return { kind: "menu" };
  if (to.startsWith("flow:")) {
    const [flow, node] = to.slice(5).split("#");
    if (!(HEALTHBOT_FLOW_IDS as readonly string[]).includes(flow!)) throw new Error(`unknown flow ${flow}`);
    return { kind: "flow", flow: flow as HealthbotFlowId, ...(node ? { node } : {}) };
  }
  return { kind: "node", node: to };
}

/** The values a line's {placeholders} take, from the flow's answers and the remembered plan. */
export function lineValues(
  line: string,
  answers: Record<string, string>,
  memory: { plan?: string | null },
): Record<string, string> | null {
  const names = [...line.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return null;
  const pool: Record<string, string> = { ...answers, plan: memory.plan ?? answers.plan ?? "" };
  return Object.fromEntries(names.map((n) => [n, pool[n] ?? ""]));
}
