// Readings kept for a short while (decision 039, "The crisis check per message"). A chat send is read
// by the write check three times (the text alone; the previous line with the lines before it; the text
// with its recent lines), and the second is, word for word, the third of the sender's previous send.
// A reading is a pure function of its text, its recent lines and the layers' switches, so a reading
// kept under the exact texts is the reading made again: the check still runs on every message, it
// does not pay twice for the same words.
//
// Bounded: at most KEPT_MAX readings (each its texts, at most four short lines, and a small verdict:
// about 1 KB, so about 4 MB at most), none older than KEPT_MS (then swept, also on a quiet server).
// What it keeps of a member is the lines the chat facts cache keeps (the sender's recent lines), for
// less time (two minutes against five). Kept only with the layers as shipped (the tools that switch a
// layer read without it).
import {
  CALM_LAYER,
  CALM_MAX_SHARE,
  CALM_RECOVERY_MAX_SHARE,
  calmLayer,
  DANGER_LAYER,
  dangerLayer,
} from "./crisis-decision.ts";
import { HOLD_VETO, holdVeto } from "./hold-veto.ts";

export const KEPT_MAX = 4096;
export const KEPT_MS = 2 * 60_000;

interface Entry<V> {
  value: V;
  at: number;
}

/** The layers as shipped: only then is a reading kept or reused. */
const asShipped = () =>
  calmLayer.on === CALM_LAYER &&
  calmLayer.maxShare === CALM_MAX_SHARE &&
  calmLayer.recoveryMaxShare === CALM_RECOVERY_MAX_SHARE &&
  holdVeto.on === HOLD_VETO &&
  dangerLayer.on === DANGER_LAYER;

/** A key no two different (text, lines) can share: each part with its length. */
export const keyOf = (text: string, lines: readonly string[]): string => {
  let key = `${text.length}:${text}`;
  for (const l of lines) key += `|${l.length}:${l}`;
  return key;
};

export function keptReadings<V>(max = KEPT_MAX, ttlMs = KEPT_MS, now = () => performance.now()) {
  // A Map iterates in insertion order: the first entry is the oldest (entries are never refreshed).
  const entries = new Map<string, Entry<V>>();
  let sweep: ReturnType<typeof setTimeout> | undefined;
  const dropOld = () => {
    const limit = now() - ttlMs;
    for (const [key, e] of entries) {
      if (e.at > limit) break;
      entries.delete(key);
    }
  };
  const scheduleSweep = () => {
    if (sweep) return;
    sweep = setTimeout(() => {
      sweep = undefined;
      dropOld();
      if (entries.size > 0) scheduleSweep();
    }, ttlMs);
    sweep.unref?.();
  };
  return {
    get(key: string): V | undefined {
      if (!asShipped()) return undefined;
      const e = entries.get(key);
      if (!e) return undefined;
      if (now() - e.at > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return e.value;
    },
    set(key: string, value: V): void {
      if (!asShipped()) return;
      entries.delete(key);
      // The old ones go first (the loop stops at the first young one), then the oldest when still full.
      dropOld();
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, at: now() });
      scheduleSweep();
    },
    get size() {
      return entries.size;
    },
    clear(): void {
      entries.clear();
      if (sweep) clearTimeout(sweep);
      sweep = undefined;
    },
  };
}
