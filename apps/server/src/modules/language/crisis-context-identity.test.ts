// The crisis check's speed-ups (decision 039, "The crisis check per message") leave every verdict
// byte-for-byte as it was: every probe line and every TRAIN line, alone, in 3-line contexts and as chat
// sends them through the write check, hashed group by group against the hashes recorded with the code
// before them (crisis-identity.ts). Kept readings are also checked against fresh ones, send by send.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { forgetReadings, readInContext } from "./crisis.ts";
import { calmLayer } from "./crisis-decision.ts";
import { IDENTITY_FILE, type IdentityGroup, identityGroups } from "./crisis-identity.ts";
import { keptReadings, keyOf } from "./kept-readings.ts";

describe("the crisis check reads as it did before its speed-ups", () => {
  it("every group of verdicts hashes as recorded", { timeout: 180_000 }, () => {
    const recorded = JSON.parse(readFileSync(IDENTITY_FILE, "utf8")) as IdentityGroup[];
    forgetReadings();
    const now = identityGroups();
    expect(now.map((g) => g.name)).toEqual(recorded.map((g) => g.name));
    for (let i = 0; i < now.length; i += 1) expect(now[i], recorded[i]!.name).toEqual(recorded[i]);
    expect(recorded.reduce((n, g) => n + g.count, 0)).toBeGreaterThan(50_000);
  });

  it("a kept reading is the reading made again, and the caller's copy is its own", () => {
    const lines = ["zindagi se thak gaya hoon", "koi nahi samajhta", "sab khatam sa lagta hai"];
    forgetReadings();
    const fresh = readInContext("chhat pe ja raha hoon", lines);
    const again = readInContext("chhat pe ja raha hoon", lines);
    expect(again).toEqual(fresh);
    expect(again).not.toBe(fresh);
    again.signals.push("changed by the caller");
    again.level = "none";
    expect(readInContext("chhat pe ja raha hoon", lines)).toEqual(fresh);
  });

  it("with a layer switched by a tool, nothing kept is used or kept", () => {
    forgetReadings();
    const text = "the rope is for camping, we leave at 5";
    const shipped = readInContext(text, []);
    calmLayer.on = !calmLayer.on;
    try {
      forgetReadings();
      const switched = readInContext(text, []);
      readInContext(text, []);
      calmLayer.on = !calmLayer.on;
      expect(readInContext(text, [])).toEqual(shipped);
      expect(switched).toBeDefined();
    } finally {
      forgetReadings();
    }
  });
});

describe("kept readings", () => {
  it("keys never meet for different texts and lines", () => {
    expect(keyOf("a|1:b", [])).not.toBe(keyOf("a", ["b"]));
    expect(keyOf("a", ["b", "c"])).not.toBe(keyOf("a", ["b|1:c"]));
    expect(keyOf("", [""])).not.toBe(keyOf("", []));
  });

  it("holds at most its bound and nothing older than its time", () => {
    let t = 0;
    const k = keptReadings<number>(3, 1000, () => t);
    for (let i = 0; i < 5; i += 1) k.set(`k${i}`, i);
    expect(k.size).toBe(3);
    expect(k.get("k0")).toBeUndefined();
    expect(k.get("k4")).toBe(4);
    t = 1001;
    expect(k.get("k4")).toBeUndefined();
    k.set("k5", 5);
    expect(k.size).toBeLessThanOrEqual(2);
    k.clear();
    expect(k.size).toBe(0);
  });
});
