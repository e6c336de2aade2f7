import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { testHub } from "../../../test/test-hub.ts";
import type { RealtimeHub } from "../realtime/hub.ts";
import { expertListingsChanged, expertListingsGeneration } from "./expert-listings.ts";
import { shareExpertListingsChanges } from "./expert-listings-across-nodes.ts";

let h: Harness;
let other: RealtimeHub;

const waitFor = async (ok: () => boolean, ms = 3000) => {
  const until = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
};

beforeAll(async () => {
  h = await startHarness();
  other = testHub(h);
  await Promise.all([h.built.realtime.ready(), other.ready()]);
});
afterAll(async () => {
  await other.close();
  await h.close();
});

describe("expert listings across nodes", () => {
  it("a node's signal reaches every other node, never itself", async () => {
    const heardHere: number[] = [];
    const heardThere: number[] = [];
    const stopHere = h.built.realtime.onSignal("probe", () => heardHere.push(1));
    const stopThere = other.onSignal("probe", () => heardThere.push(1));
    await h.built.realtime.signal("probe");
    await waitFor(() => heardThere.length === 1);
    await other.signal("probe");
    await waitFor(() => heardHere.length === 1);
    // Give a stray self-delivery the time to arrive: each node heard only the other's signal.
    await new Promise((r) => setTimeout(r, 200));
    expect({ heardHere: heardHere.length, heardThere: heardThere.length }).toEqual({ heardHere: 1, heardThere: 1 });
    stopHere();
    stopThere();
  });

  it("a listings change on one node is signalled to the other, which drops its cached answers", async () => {
    // The harness's app forwards this process's changes (app.ts); the other hub plays a second node.
    let peerChanges = 0;
    const stop = other.onSignal("expert-listings-changed", () => peerChanges++);
    expertListingsChanged();
    await waitFor(() => peerChanges === 1);

    // The other direction: what a peer signals bumps this node's generation (cached answers dropped).
    const fake = { handlers: [] as (() => void)[] };
    const app = { addHook: () => app };
    shareExpertListingsChanges(
      {
        signal: async () => {},
        onSignal: (_name, handler) => {
          fake.handlers.push(handler);
          return () => {};
        },
      },
      app as never,
    );
    const before = expertListingsGeneration();
    for (const handler of fake.handlers) handler();
    expect(expertListingsGeneration()).toBe(before + 1);
    stop();
  });
});
