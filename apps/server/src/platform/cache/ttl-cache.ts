// A small in-process cache of computed answers: each entry lives `ttlMs`; invalidate()
// (or a change of the `generation` source) drops every entry at once; concurrent misses of one key
// share one computation, and an entry whose computation started before an invalidation is never kept.
// Failed computations are not cached.

export interface TtlCacheOptions {
  ttlMs: number;
  /** At most this many keys (the oldest is dropped first). */
  max: number;
  /** A counter shared with writers elsewhere (platform/cache/expert-listings.ts): a new value empties the cache. */
  generation?: () => number;
  now?: () => number;
}

interface Entry<V> {
  expiresAt: number;
  generation: number;
  epoch: number;
  value: Promise<V>;
}

export function createTtlCache<V>({ ttlMs, max, generation = () => 0, now = Date.now }: TtlCacheOptions) {
  const entries = new Map<string, Entry<V>>();
  /** Bumped by invalidate(). */
  let epoch = 0;
  return {
    /** The cached value of `key`, or `compute()`'s (kept for ttlMs unless invalidated meanwhile). */
    get(key: string, compute: () => Promise<V>): Promise<V> {
      const gen = generation();
      const hit = entries.get(key);
      if (hit && hit.generation === gen && hit.epoch === epoch && hit.expiresAt > now()) return hit.value;
      if (hit) entries.delete(key);
      const value = compute();
      const entry = { expiresAt: now() + ttlMs, generation: gen, epoch, value };
      entries.set(key, entry);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    /** Forget everything (a later get computes afresh). */
    invalidate(): void {
      epoch++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;
