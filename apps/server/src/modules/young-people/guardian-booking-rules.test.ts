// The pure rules of a guardian-paid session (decision 038): how long the guardian has, when their link
// opens, and what the teen is told.
import { guardianHoldEnd } from "@saathi/contract/guardian-booking";
import { describe, expect, it } from "vitest";
import {
  guardianLinkOpen,
  mayVerifyGuardianPayment,
  teenBookingState,
  youthSessionPath,
} from "./young-people.policy.ts";

const H = 3_600_000;
const now = new Date(1_000 * H);

describe("the guardian's hold", () => {
  it("lasts 24 hours when the session is far away", () => {
    expect(guardianHoldEnd(now.getTime(), now.getTime() + 72 * H)).toBe(now.getTime() + 24 * H);
  });
  it("ends 2 hours before a session that starts sooner than 26 hours from now", () => {
    expect(guardianHoldEnd(now.getTime(), now.getTime() + 10 * H)).toBe(now.getTime() + 8 * H);
  });
  it("is refused when it would leave the guardian under 30 minutes", () => {
    expect(guardianHoldEnd(now.getTime(), now.getTime() + 2 * H + 29 * 60_000)).toBeNull();
    expect(guardianHoldEnd(now.getTime(), now.getTime() + 2 * H + 30 * 60_000)).not.toBeNull();
  });
});

describe("who books how", () => {
  it("adults pay at the checkout; minors only with a youth expert, through the guardian", () => {
    expect(youthSessionPath(false, false)).toBe("checkout");
    expect(youthSessionPath(false, true)).toBe("checkout");
    expect(youthSessionPath(true, true)).toBe("guardian");
    expect(youthSessionPath(true, false)).toBe("not_youth_expert");
  });
});

describe("the guardian's link", () => {
  const held = { status: "HELD", holdKind: "guardian", holdExpiresAt: new Date(now.getTime() + H) };
  it("opens only while the row waits and the guardian hold is live", () => {
    expect(guardianLinkOpen({ status: "pending" }, held, now)).toBe(true);
    expect(guardianLinkOpen({ status: "consented" }, held, now)).toBe(true);
    for (const status of ["confirmed", "declined", "expired"])
      expect(guardianLinkOpen({ status }, held, now)).toBe(false);
    expect(guardianLinkOpen({ status: "pending" }, { ...held, status: "CONFIRMED" }, now)).toBe(false);
    expect(guardianLinkOpen({ status: "pending" }, { ...held, holdKind: "checkout" }, now)).toBe(false);
    expect(guardianLinkOpen({ status: "pending" }, { ...held, holdExpiresAt: now }, now)).toBe(false);
    expect(guardianLinkOpen({ status: "pending" }, null, now)).toBe(false);
  });
  it("settles a payment of a guardian who consented, also after the hold ended (to refund it)", () => {
    expect(mayVerifyGuardianPayment({ status: "consented", attendance: "present" })).toBe(true);
    expect(mayVerifyGuardianPayment({ status: "expired", attendance: "informed" })).toBe(true);
    expect(mayVerifyGuardianPayment({ status: "expired", attendance: null })).toBe(false);
    expect(mayVerifyGuardianPayment({ status: "pending", attendance: null })).toBe(false);
    expect(mayVerifyGuardianPayment({ status: "confirmed", attendance: "present" })).toBe(false);
  });
});

describe("what the teen sees", () => {
  const live = new Date(now.getTime() + H);
  it("waiting, confirmed, declined, expired", () => {
    expect(teenBookingState({ status: "pending" }, { status: "HELD", holdExpiresAt: live }, now)).toBe("waiting");
    expect(teenBookingState({ status: "consented" }, { status: "CONFIRMED", holdExpiresAt: live }, now)).toBe(
      "confirmed",
    );
    expect(teenBookingState({ status: "declined" }, { status: "CANCELLED", holdExpiresAt: live }, now)).toBe(
      "declined",
    );
    expect(teenBookingState({ status: "pending" }, { status: "HELD", holdExpiresAt: now }, now)).toBe("expired");
    expect(teenBookingState({ status: "expired" }, { status: "EXPIRED", holdExpiresAt: now }, now)).toBe("expired");
    expect(teenBookingState({ status: "pending" }, null, now)).toBe("ended");
  });
});
