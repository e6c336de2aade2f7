import { describe, expect, it } from "vitest";
import { sendRetryAt } from "./send-retry.ts";

describe("when a failed email or push is tried again", () => {
  it("1, 5 and 25 minutes after tries 1, 2 and 3; none after the fourth", () => {
    const now = Date.UTC(2026, 10, 29, 12);
    expect([1, 2, 3, 4, 5].map((a) => sendRetryAt(a, now))).toEqual([
      now + 60_000,
      now + 5 * 60_000,
      now + 25 * 60_000,
      null,
      null,
    ]);
  });
});
