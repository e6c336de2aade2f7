// Probes through the fan-out bus (RealtimeHub.probeBus): a probe envelope published by this node and
// timed until it comes back to it, or refused, or not back in time.
import type { FanoutBus } from "./bus.ts";
import type { Envelope } from "./envelope.ts";

export function createBusProbes(bus: Pick<FanoutBus, "publish">, nodeId: string) {
  /** Probes on their way: id → what to call when it comes back. */
  const probes = new Map<string, { back: (at: number) => void; lost: (err: Error) => void }>();
  let probeSeq = 0;
  return {
    /** A probe envelope reached this node. */
    heard(env: Extract<Envelope, { kind: "probe" }>): void {
      if (env.from === nodeId) probes.get(env.id)?.back(performance.now());
    },
    /** Resolves with the ms until the probe came back; rejects when refused or not back within `timeoutMs`. */
    async probe(timeoutMs: number): Promise<number> {
      const id = String(++probeSeq);
      let timer: NodeJS.Timeout | undefined;
      const back = new Promise<number>((resolve, reject) => {
        probes.set(id, { back: resolve, lost: reject });
        timer = setTimeout(() => reject(new Error(`bus probe not back within ${timeoutMs} ms`)), timeoutMs);
      });
      back.catch(() => {}); // awaited below; a timeout during a slow publish is not an unhandled rejection
      try {
        const sent = performance.now();
        await bus.publish(JSON.stringify({ kind: "probe", id, from: nodeId } satisfies Envelope));
        return (await back) - sent;
      } finally {
        clearTimeout(timer);
        probes.delete(id);
      }
    },
    /** The hub closed: every probe on its way fails. */
    closed(): void {
      for (const p of probes.values()) p.lost(new Error("the hub closed"));
    },
  };
}
