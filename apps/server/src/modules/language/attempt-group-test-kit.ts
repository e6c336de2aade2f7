// What every switched group of the attempt layer's entries must do (attempt.ts switchOf; decision 034): be
// switched as decided, read each entry's examples as risk or above, and read each negative exactly as without
// the group. Registered in the caller's describe; `readWith(on, text)` reads with the group on or off.
import { afterEach, expect, it } from "vitest";
import { readCrisis } from "./index.ts";
import type { AttemptEntry } from "./lexicon/types.ts";

export const rank = (level: string) => ["none", "concern", "risk", "imminent", "danger"].indexOf(level);

export function itReadsAsAGroup(group: { on: boolean }, shipped: boolean, entries: readonly AttemptEntry[]) {
  const readWith = (on: boolean, text: string) => {
    group.on = on;
    return readCrisis(text);
  };
  afterEach(() => {
    group.on = shipped;
  });

  it("is on in the app (its probe's go, decision 034)", () => {
    expect(shipped).toBe(true);
  });

  it.each(entries.map((e) => [e.id, e] as const))("%s: its examples read as risk or above", (_id, entry) => {
    expect(entry.examples.filter((x) => rank(readWith(true, x).level) < rank("risk"))).toEqual([]);
  });

  it.each(entries.map((e) => [e.id, e] as const))("%s: its negatives read as without the group", (_id, entry) => {
    expect(entry.negatives.filter((x) => readWith(true, x).level !== readWith(false, x).level)).toEqual([]);
  });

  return readWith;
}
