import { describe, expect, it } from "vitest";
import { withoutPersonalData } from "./auth.ts";

describe("better-auth's log lines", () => {
  it("lose email addresses and phone numbers, keep the rest", () => {
    expect(withoutPersonalData("Sign-up attempt for existing email: meera.k+1@saathi.demo")).toBe(
      "Sign-up attempt for existing email: [email]",
    );
    expect(withoutPersonalData("OTP for +91 98765 43210 failed")).toBe("OTP for [phone] failed");
    expect(withoutPersonalData("phone 9876543210 and <asha@example.in>")).toBe("phone [phone] and <[email]>");
    expect(withoutPersonalData("Failed to send verification: 503 at 12:30")).toBe(
      "Failed to send verification: 503 at 12:30",
    );
  });
});
