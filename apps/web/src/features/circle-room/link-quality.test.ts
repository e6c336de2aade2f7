// The rule that pauses video on a slow connection: poor loss, too little sending bandwidth or a slow
// round trip, sustained for five seconds; one bad second or unknown measures never pause it; samples are
// read from getStats() reports as Chromium gives them (loss measured between two reports).
import { describe, expect, it } from "vitest";
import { type LinkSample, poorSample, sampleFromStats, staysPoor } from "./link-quality.ts";

const good = (at: number): LinkSample => ({ at, loss: 0.01, outgoingBps: 600_000, rttS: 0.08 });
const lossy = (at: number): LinkSample => ({ at, loss: 0.2, outgoingBps: 600_000, rttS: 0.08 });
const thin = (at: number): LinkSample => ({ at, loss: 0, outgoingBps: 90_000, rttS: 0.1 });
const seconds = (n: number, make: (at: number) => LinkSample, from = 0) =>
  Array.from({ length: n }, (_, i) => make(from + i * 1000));

describe("when video gives way to audio", () => {
  it("judges one sample: loss, sending bandwidth and round trip; unknown is not poor", () => {
    expect(poorSample(good(0))).toBe(false);
    expect(poorSample(lossy(0))).toBe(true);
    expect(poorSample(thin(0))).toBe(true);
    expect(poorSample({ at: 0, loss: 0, outgoingBps: 500_000, rttS: 1.5 })).toBe(true);
    expect(poorSample({ at: 0, loss: null, outgoingBps: null, rttS: null })).toBe(false);
  });

  it("pauses only after five seconds of poor samples in a row", () => {
    expect(staysPoor([])).toBe(false);
    expect(staysPoor(seconds(5, lossy))).toBe(false); // 0..4 s: four seconds
    expect(staysPoor(seconds(6, lossy))).toBe(true); // 0..5 s
    expect(staysPoor([...seconds(3, thin), ...seconds(3, lossy, 3000)])).toBe(true); // any poor measure
    // One good second resets the clock; the newest sample must be poor.
    expect(staysPoor([...seconds(4, lossy), good(4000), ...seconds(4, lossy, 5000)])).toBe(false);
    expect(staysPoor([...seconds(8, lossy), good(8000)])).toBe(false);
    expect(staysPoor(seconds(10, good))).toBe(false);
  });

  it("reads a sample from getStats: the selected pair, received audio's loss since before, and sent loss", () => {
    const report = (received: number, lost: number, fractionLost = 0) => [
      { type: "transport", id: "T", selectedCandidatePairId: "P" },
      { type: "candidate-pair", id: "Q", state: "failed", availableOutgoingBitrate: 1 },
      { type: "candidate-pair", id: "P", availableOutgoingBitrate: 420_000, currentRoundTripTime: 0.05 },
      { type: "inbound-rtp", kind: "audio", packetsReceived: received, packetsLost: lost },
      { type: "remote-inbound-rtp", kind: "audio", fractionLost },
    ];
    const first = sampleFromStats(report(100, 0), null, 1000);
    expect(first.sample).toEqual({ at: 1000, loss: 0, outgoingBps: 420_000, rttS: 0.05 });
    // 50 more received and 10 lost since: 10 of 60 lost; the sent side's 0.02 is smaller.
    const second = sampleFromStats(report(150, 10, 0.02), first.counters, 2000);
    expect(second.sample.loss).toBeCloseTo(10 / 60);
    expect(poorSample(second.sample)).toBe(true);
    // The sent side's loss counts too when it is the worse.
    expect(sampleFromStats(report(200, 10, 0.3), second.counters, 3000).sample.loss).toBeCloseTo(0.3);
    // Nothing reported: nothing known.
    expect(sampleFromStats([], null, 0).sample).toEqual({ at: 0, loss: null, outgoingBps: null, rttS: null });
  });
});
