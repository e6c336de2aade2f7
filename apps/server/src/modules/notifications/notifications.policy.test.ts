import { describe, expect, it } from "vitest";

describe("which notifications block and mute silence", () => {
  it("member-to-member ones only; Saathi's own notices always arrive", async () => {
    const { isMemberNotification } = await import("./notifications.policy.ts");
    for (const t of ["follow", "follow_request", "follow_accept", "message", "call"])
      expect(isMemberNotification(t)).toBe(true);
    for (const t of ["moderation", "booking", "refund", "account"]) expect(isMemberNotification(t)).toBe(false);
  });
});

describe("when a failed notification email is tried again", () => {
  it("1, 5 and 25 minutes after tries 1, 2 and 3; none after the fourth", async () => {
    const { emailRetryAt } = await import("./notifications.policy.ts");
    const { retryAt } = await import("../reminders/reminders.policy.ts");
    const now = Date.UTC(2026, 10, 29, 12);
    expect([1, 2, 3, 4].map((a) => emailRetryAt(a, now))).toEqual([
      now + 60_000,
      now + 5 * 60_000,
      now + 25 * 60_000,
      null,
    ]);
    // The same back-off as session and circle reminders.
    for (const a of [1, 2, 3, 4, 5]) expect(emailRetryAt(a, now)).toBe(retryAt(a, now));
  });
});
