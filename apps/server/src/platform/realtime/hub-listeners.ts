// What this process's own code listens for on the realtime bus (not sockets): named signals from other
// nodes, events as they pass through on their way to sockets, and the bus coming back after a loss.
import type { Logger } from "pino";

export function createHubListeners(log: Logger) {
  const signals = new Map<string, Set<() => void>>();
  const events = new Map<string, Set<(data: unknown) => void>>();
  const resumed = new Set<() => void>();
  const add = <T>(map: Map<string, Set<T>>, key: string, handler: T) => {
    const set = map.get(key);
    if (set) set.add(handler);
    else map.set(key, new Set([handler]));
    return () => {
      map.get(key)?.delete(handler);
    };
  };
  return {
    onSignal: (name: string, handler: () => void) => add(signals, name, handler),
    onEvent: (event: string, handler: (data: unknown) => void) => add(events, event, handler),
    onResumed(handler: () => void) {
      resumed.add(handler);
      return () => {
        resumed.delete(handler);
      };
    },
    signalled(name: string) {
      for (const h of signals.get(name) ?? []) h();
    },
    /** An event heard on the bus; a listener that throws is logged and stops no other. */
    heard(event: string, data: unknown) {
      for (const h of events.get(event) ?? []) {
        try {
          h(data);
        } catch (err) {
          log.error({ err, event }, "realtime event listener failed");
        }
      }
    },
    resumedNow() {
      for (const h of resumed) h();
    },
  };
}
