// Reads the room's audio connection's statistics once a second while video is in use (my camera on, or
// others' video shown) and calls `onPoor` once when the link stays poor (link-quality.ts): the panel then
// turns video off and keeps audio. Sampling starts afresh each time video is in use again.
import { type RefObject, useEffect, useRef } from "react";
import { type LinkCounters, type LinkSample, sampleFromStats, staysPoor } from "./link-quality.ts";

const EVERY_MS = 1_000;
/** Samples kept: enough to cover the rule's window. */
const KEEP = 12;

export function useVideoTurnDown(
  peer: RefObject<RTCPeerConnection | null> | undefined,
  active: boolean,
  onPoor: () => void,
) {
  const poor = useRef(onPoor);
  poor.current = onPoor;
  useEffect(() => {
    if (!active || !peer) return;
    let samples: LinkSample[] = [];
    let counters: LinkCounters | null = null;
    let stopped = false;
    const timer = setInterval(async () => {
      const pc = peer.current;
      if (!pc || typeof pc.getStats !== "function") return;
      try {
        const report = await pc.getStats();
        if (stopped) return;
        const next = sampleFromStats(
          [...report.values()] as (Record<string, unknown> & { type: string })[],
          counters,
          Date.now(),
        );
        counters = next.counters;
        samples = [...samples, next.sample].slice(-KEEP);
        if (staysPoor(samples)) {
          stopped = true;
          clearInterval(timer);
          poor.current();
        }
      } catch {
        // A closed connection has no statistics: nothing to judge.
      }
    }, EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active, peer]);
}
