// The Health Bot's flows as XState machines: one machine per flow, built from the flow's
// data (packages/contract/src/healthbot-flows*.ts). Each has the flow's nodes under `flow` and the
// safety check under `safety`, the bot's own gentle answer under `care`; CRISIS (a risky message,
// 'help', or "I don't feel safe") enters the check from any node.
// Run with XState's pure `transition`, so the server keeps only the node and the answers.
import type { BotNode, HealthbotFlowId } from "@saathi/contract/healthbot";
import { CARE_NODES, SAFETY_NODES } from "@saathi/contract/healthbot";
import { HEALTHBOT_FLOWS } from "@saathi/contract/healthbot-flows";
import { type AnyStateMachine, assign, createMachine, initialTransition, transition } from "xstate";

export interface BotContext {
  answers: Record<string, string>;
}

/** `REPLY.<id>` (a quick reply inside the flow), ANSWER (a typed answer), CRISIS (the safety check). */
export type BotEvent = { type: `REPLY.${string}` } | { type: "ANSWER"; text: string } | { type: "CRISIS" };

/** A reply leading out of the flow's machine (the menu, another flow, a person, the safety check), handled by the service. */
export const leavesFlow = (to: string) => to === "menu" || to === "person" || to === "safety" || to.startsWith("flow:");

function stateOf(node: BotNode) {
  if (node.end) return { type: "final" as const };
  const on: Record<string, unknown> = {};
  for (const r of node.replies ?? []) if (!leavesFlow(r.to)) on[`REPLY.${r.id}`] = { target: r.to };
  if (node.ask) {
    const key = node.ask.key;
    on.ANSWER = {
      target: node.ask.to,
      actions: assign({
        answers: ({ context, event }: { context: BotContext; event: BotEvent }) => ({
          ...context.answers,
          [key]: event.type === "ANSWER" ? event.text : "",
        }),
      }),
    };
  }
  return { on };
}

const mapNodes = (nodes: Readonly<Record<string, BotNode>>) =>
  Object.fromEntries(Object.entries(nodes).map(([id, node]) => [id, stateOf(node)]));

function buildMachine(id: HealthbotFlowId): AnyStateMachine {
  const flow = HEALTHBOT_FLOWS[id];
  return createMachine({
    id,
    context: { answers: {} } as BotContext,
    initial: "flow",
    on: { CRISIS: ".safety" },
    states: {
      flow: { initial: flow.start, states: mapNodes(flow.nodes) },
      // Already in the check: a new risky message means not safe.
      safety: { initial: "ask1", on: { CRISIS: ".unsafe" }, states: mapNodes(SAFETY_NODES) },
      // The gentle answer to a concern reading: its replies all leave it; CRISIS (above) opens the check.
      care: { initial: "gentle", states: mapNodes(CARE_NODES) },
    },
  } as never);
}

export const MACHINES = Object.fromEntries(
  Object.keys(HEALTHBOT_FLOWS).map((id) => [id, buildMachine(id as HealthbotFlowId)]),
) as Record<HealthbotFlowId, AnyStateMachine>;

/** Where a conversation stands: the flow, its node ("flow.<node>" or "safety.<node>") and the flow's answers. */
export interface BotPosition {
  flow: HealthbotFlowId;
  node: string;
  answers: Record<string, string>;
}

const pathOf = (value: unknown): string => {
  if (typeof value === "string") return value;
  const [k, v] = Object.entries(value as Record<string, unknown>)[0]!;
  return `${k}.${pathOf(v)}`;
};

const stateValueOf = (node: string): Record<string, string> => {
  const [group, leaf] = node.split(".");
  return { [group!]: leaf! };
};

/** The start of a flow, or one of its nodes. */
export function startAt(flow: HealthbotFlowId, node?: string): BotPosition {
  if (!node) {
    const [snapshot] = initialTransition(MACHINES[flow]);
    return { flow, node: pathOf(snapshot.value), answers: {} };
  }
  return { flow, node: `flow.${node}`, answers: {} };
}

/** One event through the flow's machine; an event the node does not take leaves it where it is. */
export function step(position: BotPosition, event: BotEvent): BotPosition {
  const machine = MACHINES[position.flow];
  const snapshot = machine.resolveState({ value: stateValueOf(position.node), context: { answers: position.answers } });
  const [next] = transition(machine, snapshot, event);
  return { flow: position.flow, node: pathOf(next.value), answers: (next.context as BotContext).answers };
}

/** The data of a node path, or null when the flow has no such node (a flow rewritten since it was stored). */
export function nodeAt(flow: HealthbotFlowId, node: string): BotNode | null {
  const [group, leaf] = node.split(".");
  if (!leaf) return null;
  if (group === "safety") return SAFETY_NODES[leaf as keyof typeof SAFETY_NODES] ?? null;
  if (group === "care") return Object.hasOwn(CARE_NODES, leaf) ? CARE_NODES[leaf as keyof typeof CARE_NODES] : null;
  if (group === "flow") return HEALTHBOT_FLOWS[flow]?.nodes[leaf] ?? null;
  return null;
}

export const inSafetyCheck = (node: string) => node.startsWith("safety.");

/** The gentle answer to a concern reading (CARE_NODES.gentle), where the gentle helpline card shows. */
export const GENTLE_NODE = "care.gentle";
