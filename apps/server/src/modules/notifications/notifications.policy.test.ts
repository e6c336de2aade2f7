import { describe, expect, it } from "vitest";

describe("which notifications block and mute silence", () => {
  it("member-to-member ones only; Saathi's own notices always arrive", async () => {
    const { isMemberNotification } = await import("./notifications.policy.ts");
    for (const t of ["follow", "follow_request", "follow_accept", "message", "call"])
      expect(isMemberNotification(t)).toBe(true);
    for (const t of ["moderation", "booking", "refund", "account"]) expect(isMemberNotification(t)).toBe(false);
  });
});
