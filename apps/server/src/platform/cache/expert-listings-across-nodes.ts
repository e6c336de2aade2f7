// A change to what visitors see of experts (expert-listings.ts) on one node drops the cached
// public answers on every node at once, through the realtime fan-out bus, not only after their TTL.
import type { FastifyInstance } from "fastify";
import type { RealtimeHub } from "../realtime/hub.ts";
import { expertListingsChanged, subscribeExpertListings } from "./expert-listings.ts";

const SIGNAL = "expert-listings-changed";

/** Links this process's listings changes to the other nodes' for as long as `app` is open. */
export function shareExpertListingsChanges(
  hub: Pick<RealtimeHub, "signal" | "onSignal">,
  app: Pick<FastifyInstance, "addHook">,
): void {
  const stopForwarding = subscribeExpertListings(() => void hub.signal(SIGNAL));
  const stopHearing = hub.onSignal(SIGNAL, () => expertListingsChanged({ fromPeer: true }));
  app.addHook("onClose", async () => {
    stopForwarding();
    stopHearing();
  });
}
