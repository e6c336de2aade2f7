// The pure gate of decision 038: what a guardian's consent opens to a minor, and what it never opens
// (peer support circles are for adults).
import { YOUNG_MSG } from "@saathi/contract/young-people";
import { describe, expect, it } from "vitest";
import { adultsOnlyRefusal, type GatedAction, mayAct } from "./young-people.policy.ts";

const CONSENT_OPENS: GatedAction[] = ["post", "message", "session", "journal"];

describe("what a minor may do", () => {
  it("peer circles: refused for every minor with the kind sentence, consent or not; adults unaffected", () => {
    expect(adultsOnlyRefusal(true, "peer_circle")).toBe(YOUNG_MSG.peerCircleMinor);
    expect(adultsOnlyRefusal(false, "peer_circle")).toBeNull();
    expect(YOUNG_MSG.peerCircleMinor).toContain("Peer support circles are for adults.");
    expect(YOUNG_MSG.peerCircleMinor).toContain("Childline 1098");
  });

  it("booking outside the guardian's path and buying: refused for every minor with their own sentence", () => {
    expect(adultsOnlyRefusal(true, "book")).toBe(YOUNG_MSG.bookingMinor);
    expect(adultsOnlyRefusal(true, "buy")).toBe(YOUNG_MSG.buyMinor);
    expect(adultsOnlyRefusal(false, "book")).toBeNull();
    expect(adultsOnlyRefusal(false, "buy")).toBeNull();
  });

  it("the actions a guardian's consent opens are not adults-only", () => {
    for (const action of CONSENT_OPENS) {
      expect([action, adultsOnlyRefusal(true, action)]).toEqual([action, null]);
      expect([action, adultsOnlyRefusal(false, action)]).toEqual([action, null]);
    }
  });

  it("the consent gate: adults always, a minor only with a guardian's consent", () => {
    expect(mayAct(false, false)).toBe(true);
    expect(mayAct(true, false)).toBe(false);
    expect(mayAct(true, true)).toBe(true);
  });
});
