// "What visitors see of experts changed": a schedule, a booking or hold, a review, a
// vetting decision, a suspension, a profile edit. Writers call expertListingsChanged(); the experts
// service's cache of public answers (featured, the anonymous directory) compares generation() and
// drops its entries at once. Only this process is told: other nodes rely on the cache's short TTL
// until a cross-node bus calls expertListingsChanged() on their side too (subscribe() lets it
// forward local changes; a change received from a peer is applied with { fromPeer: true }).

let generation = 0;
const listeners = new Set<() => void>();

/** The current generation; it grows on every change. */
export const expertListingsGeneration = (): number => generation;

/** Something every visitor sees of experts changed: drop cached public answers now. */
export function expertListingsChanged(opts: { fromPeer?: boolean } = {}): void {
  generation++;
  if (opts.fromPeer) return;
  for (const listener of listeners) listener();
}

/** Be told of local changes (a cross-node bus forwards them); returns the unsubscribe. */
export function subscribeExpertListings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
