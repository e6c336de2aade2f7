import type { CrisisLevelName } from "@saathi/contract/crisis";
import { describe, expect, it } from "vitest";
import { alertsModerators, decideWrite, isNewAccount, isPostingMuted, pickReading } from "./write-check.policy.ts";

/** A given reading (the language module's output as the policy sees it). */
const reading = (level: CrisisLevelName, hold = false) => ({ level, hold });

describe("write check policy", () => {
  it("a posting mute holds until its time", () => {
    expect(isPostingMuted(null, 0)).toBe(false);
    expect(isPostingMuted(new Date(1000), 999)).toBe(true);
    expect(isPostingMuted(new Date(1000), 1000)).toBe(false);
  });
  it("accounts are new for three days", () => {
    const created = new Date(0);
    expect(isNewAccount(created, 3 * 86_400_000 - 1)).toBe(true);
    expect(isNewAccount(created, 3 * 86_400_000)).toBe(false);
  });
  it("a crisis is published and queued; a means with risk or a held word waits; nothing else is queued", () => {
    expect(decideWrite(reading("none"), null)).toEqual({ state: "visible", flags: [] });
    expect(decideWrite(reading("risk"), null)).toEqual({
      state: "visible",
      flags: [{ source: "crisis", risk: 2, held: false }],
    });
    // What was "method" (a means described by someone at risk): imminent, held, first in the queue.
    expect(decideWrite(reading("imminent", true), null).state).toBe("held");
    expect(decideWrite(reading("imminent", true), null).flags[0]?.risk).toBe(3);
    expect(decideWrite(reading("none"), "hold")).toEqual({
      state: "held",
      flags: [{ source: "watched_word", risk: 1, held: true }],
    });
    expect(decideWrite(reading("none"), "flag").state).toBe("visible");
    expect(decideWrite(reading("risk"), "flag").flags).toHaveLength(2);
  });

  it("concern shows the writer's card only: published, nothing queued", () => {
    expect(decideWrite(reading("concern"), null)).toEqual({ state: "visible", flags: [] });
    // A watched word still queues what it matched, at its own rank.
    expect(decideWrite(reading("concern"), "flag").flags).toEqual([{ source: "watched_word", risk: 1, held: false }]);
  });

  it("risk is published and queued at 2; with a means it is held", () => {
    expect(decideWrite(reading("risk", true), null)).toEqual({
      state: "held",
      flags: [{ source: "crisis", risk: 2, held: true }],
    });
  });

  it("imminent is queued above everything else and alerts the moderators on duty; held only with a means", () => {
    const imminent = decideWrite(reading("imminent"), null);
    expect(imminent).toEqual({ state: "visible", flags: [{ source: "crisis", risk: 3, held: false }] });
    const others = (["risk", "danger"] as const).map((l) => decideWrite(reading(l), "hold"));
    for (const o of others) for (const f of o.flags) expect(f.risk).toBeLessThan(3);
    expect(alertsModerators("imminent")).toBe(true);
    for (const l of ["none", "concern", "risk", "danger"] as const) expect(alertsModerators(l)).toBe(false);
  });

  it("danger from someone else gets its card and the queue, and is never held (the writer must be able to ask for help)", () => {
    expect(decideWrite(reading("danger"), null)).toEqual({
      state: "visible",
      flags: [{ source: "crisis", risk: 2, held: false }],
    });
    // Even a reading that claims a hold: a threat described by someone else's victim is not silenced.
    expect(decideWrite(reading("danger", true), null).state).toBe("visible");
  });

  it("a means alone is nothing: a hold flag without risk never holds or queues (fiction, games, doses, recovery)", () => {
    expect(decideWrite(reading("none", true), null)).toEqual({ state: "visible", flags: [] });
    expect(decideWrite(reading("concern", true), null)).toEqual({ state: "visible", flags: [] });
  });

  it("the writer's earlier lines count only for what the new text adds", () => {
    const r = (level: CrisisLevelName) => ({ level });
    // No earlier lines: the reading together is the reading.
    expect(pickReading(r("none"), null, r("risk")).level).toBe("risk");
    // A goodbye completed on its third line: together says more than before, and more than alone.
    expect(pickReading(r("none"), r("none"), r("imminent")).level).toBe("imminent");
    expect(pickReading(r("risk"), r("risk"), r("imminent")).level).toBe("imminent");
    // "thanks, good night" after a crisis line: nothing added, read on its own (not queued or held again).
    expect(pickReading(r("none"), r("risk"), r("risk")).level).toBe("none");
    expect(pickReading(r("none"), r("imminent"), r("imminent")).level).toBe("none");
    // A second crisis line on its own merits.
    expect(pickReading(r("risk"), r("risk"), r("risk")).level).toBe("risk");
    // Never lower than the text alone.
    expect(pickReading(r("imminent"), r("none"), r("risk")).level).toBe("imminent");
  });
});
