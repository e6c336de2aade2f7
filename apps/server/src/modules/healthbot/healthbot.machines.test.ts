// Every flow's machine, walked state by state: each flow reaches an end, the safety check
// is reachable from every node of every flow, and a single 'no' never closes it.
import { HEALTHBOT_FLOW_IDS, type HealthbotFlowId, SAFETY_NODES } from "@saathi/contract/healthbot";
import { HEALTHBOT_FLOWS } from "@saathi/contract/healthbot-flows";
import { describe, expect, it } from "vitest";
import { type BotEvent, type BotPosition, leavesFlow, nodeAt, startAt, step } from "./healthbot.machines.ts";

/** The events a node takes inside its machine. */
function eventsAt(p: BotPosition): BotEvent[] {
  const node = nodeAt(p.flow, p.node);
  if (!node) throw new Error(`no node ${p.flow} ${p.node}`);
  const events: BotEvent[] = (node.replies ?? [])
    .filter((r) => !leavesFlow(r.to))
    .map((r) => ({ type: `REPLY.${r.id}` }) as BotEvent);
  if (node.ask) events.push({ type: "ANSWER", text: "an answer" });
  return events;
}

/** Every node reachable from `from` through the machine (menu and other flows not followed). */
function walk(from: BotPosition): Map<string, BotPosition> {
  const seen = new Map<string, BotPosition>([[from.node, from]]);
  const queue = [from];
  while (queue.length) {
    const p = queue.shift()!;
    for (const e of eventsAt(p)) {
      const next = step(p, e);
      if (!seen.has(next.node)) {
        seen.set(next.node, next);
        queue.push(next);
      }
    }
  }
  return seen;
}

const FLOWS = HEALTHBOT_FLOW_IDS.filter((id) => id !== "home");

describe("Health Bot flows", () => {
  it("has at least the 10 flows the issue lists", () => {
    expect(FLOWS).toHaveLength(10);
    for (const id of FLOWS) expect(HEALTHBOT_FLOWS[id].nodes[HEALTHBOT_FLOWS[id].start]).toBeDefined();
  });

  it.each(FLOWS)(
    "%s reaches an end from its start and every node it reaches, and each end offers a next step",
    (id) => {
      const reached = walk(startAt(id));
      const ends = [...reached.keys()].filter((n) => nodeAt(id, n)?.end);
      expect(ends.length).toBeGreaterThan(0);
      for (const n of ends) expect(nodeAt(id, n)!.end!.length).toBeGreaterThan(0);
      // From every reached node some end is reachable (no dead loops).
      for (const p of reached.values()) {
        const onward = [...walk(p).keys()];
        expect(onward.some((n) => nodeAt(id, n)?.end || nodeAt(id, n)?.replies?.some((r) => leavesFlow(r.to)))).toBe(
          true,
        );
      }
    },
  );

  it.each(HEALTHBOT_FLOW_IDS)("%s: every node is reached and every reply leads to a node that exists", (id) => {
    const flow = HEALTHBOT_FLOWS[id];
    for (const [name, node] of Object.entries(flow.nodes)) {
      for (const r of node.replies ?? []) {
        if (r.to === "menu") continue;
        if (r.to.startsWith("flow:")) {
          const [target, at] = r.to.slice(5).split("#");
          expect(HEALTHBOT_FLOW_IDS).toContain(target);
          if (at) expect(HEALTHBOT_FLOWS[target as HealthbotFlowId].nodes[at]).toBeDefined();
          continue;
        }
        expect(flow.nodes[r.to], `${id}.${name} → ${r.to}`).toBeDefined();
      }
      if (node.ask) expect(flow.nodes[node.ask.to]).toBeDefined();
    }
    // Nodes reached from the start, plus entry points named by other flows (flow:<id>#<node>).
    const entries = Object.values(HEALTHBOT_FLOWS)
      .flatMap((f) => Object.values(f.nodes).flatMap((n) => n.replies ?? []))
      .map((r) => r.to)
      .filter((to) => to.startsWith(`flow:${id}#`))
      .map((to) => to.split("#")[1]!);
    // 'menu' (from any end) leads to the home menu.
    if (id === "home") entries.push("menu");
    const reached = new Set<string>();
    for (const start of [undefined, ...entries]) for (const n of walk(startAt(id, start)).keys()) reached.add(n);
    for (const name of Object.keys(flow.nodes)) expect(reached, `${id}.${name} unreachable`).toContain(`flow.${name}`);
  });

  it.each(HEALTHBOT_FLOW_IDS)("%s: the crisis route is reachable from every node", (id) => {
    const flow = HEALTHBOT_FLOWS[id];
    let checked = 0;
    for (const name of Object.keys(flow.nodes)) {
      const at = { flow: id, node: `flow.${name}`, answers: { situation: "x" } };
      const next = step(at, { type: "CRISIS" });
      expect(next.node, `${id}.${name}`).toBe("safety.ask1");
      expect(next.answers).toEqual({ situation: "x" });
      checked += 1;
    }
    // Inside the check, another risky message means not safe.
    for (const name of Object.keys(SAFETY_NODES)) {
      expect(step({ flow: id, node: `safety.${name}`, answers: {} }, { type: "CRISIS" }).node).toBe("safety.unsafe");
    }
    expect(checked).toBe(Object.keys(flow.nodes).length);
  });
});

describe("the safety check", () => {
  const at = (node: string): BotPosition => ({ flow: "mood", node, answers: {} });
  const reply = (p: BotPosition, id: string) => step(p, { type: `REPLY.${id}` });

  it("closes only after two yeses", () => {
    expect(reply(reply(at("safety.ask1"), "yes"), "yes").node).toBe("safety.safe");
  });

  it("a single 'no' never closes it, whatever comes after", () => {
    for (const first of ["ask1", "ask2"]) {
      const unsafe = reply(at(`safety.${first}`), "no");
      expect(unsafe.node).toBe("safety.unsafe");
      // 'yes' (or anything but a fresh check) leaves it open.
      for (const id of ["yes", "menu", "no"]) expect(reply(unsafe, id).node).toBe("safety.unsafe");
      expect(step(unsafe, { type: "ANSWER", text: "I'm fine" }).node).toBe("safety.unsafe");
      // One yes after asking again is still not enough: both questions, answered yes.
      const again = reply(unsafe, "recheck");
      expect(again.node).toBe("safety.ask1");
      expect(reply(again, "yes").node).toBe("safety.ask2");
      expect(reply(reply(again, "yes"), "no").node).toBe("safety.unsafe");
    }
  });

  it("'safe' is reached from no node but ask2", () => {
    const into = Object.entries(SAFETY_NODES).filter(([, n]) => n.replies?.some((r) => r.to === "safe"));
    expect(into.map(([k]) => k)).toEqual(["ask2"]);
  });
});
