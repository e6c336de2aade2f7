// When the join's offer may go: not after a STUN server that never answers, but soon after the first
// candidate; with a TURN relay offered, once the relay candidate is in; never later than the cap.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gathered } from "./use-room-audio.ts";

class FakePeer extends EventTarget {
  iceGatheringState: RTCIceGatheringState = "gathering";
  candidate(text: string | null) {
    const e = new Event("icecandidate") as Event & { candidate: { candidate: string } | null };
    e.candidate = text === null ? null : { candidate: text };
    this.dispatchEvent(e);
  }
  complete() {
    this.iceGatheringState = "complete";
    this.dispatchEvent(new Event("icegatheringstatechange"));
  }
}

const host = "candidate:1 1 udp 2122260223 10.0.0.5 50000 typ host generation 0";
const relay = "candidate:3 1 udp 41885439 203.0.113.7 3478 typ relay raddr 0.0.0.0 rport 0";

async function settledAfter(pc: FakePeer, wantRelay: boolean, steps: (pc: FakePeer) => void) {
  let done = false;
  void gathered(pc as unknown as RTCPeerConnection, wantRelay).then(() => {
    done = true;
  });
  steps(pc);
  const at = [0, 100, 249, 251, 1000, 2499, 2501];
  let last = 0;
  for (const t of at) {
    await vi.advanceTimersByTimeAsync(t - last);
    last = t;
    if (done) return t;
  }
  return null;
}

describe("gathered: when the offer carries enough candidates", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("goes a moment after the first candidate, without waiting for a STUN server that does not answer", async () => {
    expect(await settledAfter(new FakePeer(), false, (pc) => pc.candidate(host))).toBe(251);
  });

  it("goes at once when gathering completes", async () => {
    expect(await settledAfter(new FakePeer(), false, (pc) => pc.complete())).toBe(0);
  });

  it("with a TURN relay offered, waits for the relay candidate, not for host candidates", async () => {
    const pc = new FakePeer();
    let done = false;
    void gathered(pc as unknown as RTCPeerConnection, true).then(() => {
      done = true;
    });
    pc.candidate(host);
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(false);
    pc.candidate(relay);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it("never waits longer than 2.5 s", async () => {
    expect(await settledAfter(new FakePeer(), true, (pc) => pc.candidate(host))).toBe(2501);
    expect(await settledAfter(new FakePeer(), false, () => {})).toBe(2501);
  });
});
