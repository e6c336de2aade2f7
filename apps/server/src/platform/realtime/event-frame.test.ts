import type { ServerMessage } from "@saathi/contract/realtime";
import { describe, expect, it } from "vitest";
import { eventFrames } from "./event-frame.ts";

describe("eventFrames", () => {
  const cases: [string, unknown][] = [
    ["chat.message", { id: "m1", message: 'नमस्ते "quoted" \\ \n\u2028', seq: 12, at: null, list: [1, { a: true }] }],
    ["presence", undefined],
    ["count", 0],
    ["text", "plain"],
    ["nothing", null],
  ];
  it.each(cases)("gives the same bytes as stringifying the whole frame (%s)", (event, data) => {
    const frame = eventFrames(event, data);
    for (const channel of ["user:1", 'odd "channel" ✓', "pair:a:b"])
      expect(frame(channel)).toBe(JSON.stringify({ type: "event", channel, event, data } satisfies ServerMessage));
  });

  it("serialises the data once for all channels", () => {
    let calls = 0;
    const data = {
      toJSON() {
        calls++;
        return { n: 1 };
      },
    };
    const frame = eventFrames("e", data);
    frame("a");
    frame("b");
    frame("c");
    expect(calls).toBe(1);
  });
});
