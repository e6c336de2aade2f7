// Fan-out bus lag: every 15 s this process sends a small probe through the realtime hub's own bus
// (PostgreSQL NOTIFY or Redis, whichever carries the events) and times its return to this node; the
// time goes to saathi_bus_lag_ms. No connection of its own: it measures the path events take.
import type { Logger } from "pino";
import type { RealtimeHub } from "../realtime/hub.ts";
import { metrics } from "./metrics.ts";

export function startBusProbe(hub: Pick<RealtimeHub, "probeBus">, log: Logger, everyMs = 15_000) {
  let stopped = false;
  let running: Promise<void> | null = null;

  const probe = async () => {
    if (stopped) return;
    try {
      metrics.observeBusLag(await hub.probeBus());
    } catch (err) {
      // The bus is down (its listener reconnects; readiness says so) or the probe was lost.
      log.debug({ err }, "bus probe failed");
    }
  };
  /** One probe at a time: a slow bus does not pile them up. */
  const once = () => {
    running ??= probe().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void once(), everyMs);
  timer.unref();
  void once();
  return {
    /** One probe now (tests). */
    probe: once,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
