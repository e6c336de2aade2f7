// The crisis check's speed-ups (decision 039, "The crisis check per message") leave every verdict
// byte-for-byte as it was: every probe line and every TRAIN line, alone, in 3-line contexts and as chat
// sends them through the write check, hashed group by group against the hashes recorded with the code
// before them (crisis-identity.ts).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { IDENTITY_FILE, type IdentityGroup, identityGroups } from "./crisis-identity.ts";
import { normalise } from "./normalise.ts";

describe("the crisis check reads as it did before its speed-ups", () => {
  it("every group of verdicts hashes as recorded", { timeout: 600_000 }, () => {
    const recorded = JSON.parse(readFileSync(IDENTITY_FILE, "utf8")) as IdentityGroup[];
    const now = identityGroups();
    expect(now.map((g) => g.name)).toEqual(recorded.map((g) => g.name));
    for (let i = 0; i < now.length; i += 1) expect(now[i], recorded[i]!.name).toEqual(recorded[i]);
    expect(recorded.reduce((n, g) => n + g.count, 0)).toBeGreaterThan(50_000);
  });

  it("the last text normalised is kept, and each caller gets its own copy", () => {
    const text = "m a r n a hai yaar, sab k h a t a m";
    const first = normalise(text);
    first.joined.push("changed by the caller");
    const again = normalise(text);
    expect(again).not.toBe(first);
    expect(again.joined).not.toContain("changed by the caller");
    expect(normalise("something else entirely").text).not.toBe(again.text);
    expect(normalise(text)).toEqual(again);
  });
});
