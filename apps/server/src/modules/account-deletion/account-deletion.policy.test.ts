import { describe, expect, it } from "vitest";
import {
  confirmationMethod,
  containsPattern,
  eraseAfterFrom,
  identifyingStrings,
  isDue,
  mayRequestDeletion,
} from "./account-deletion.policy.ts";

describe("account deletion policy", () => {
  it("erases 7 days after the request, not a moment before", () => {
    const at = new Date("2026-11-01T10:00:00Z");
    const after = eraseAfterFrom(at);
    expect(after.toISOString()).toBe("2026-11-08T10:00:00.000Z");
    expect(isDue(after, new Date("2026-11-08T09:59:59Z"))).toBe(false);
    expect(isDue(after, after)).toBe(true);
  });
  it("members and experts may ask; staff may not", () => {
    expect(mayRequestDeletion("users")).toBe(true);
    expect(mayRequestDeletion("expert")).toBe(true);
    expect(mayRequestDeletion("admin")).toBe(false);
    expect(mayRequestDeletion("erased")).toBe(false);
  });
  it("a password confirms only an account that has one", () => {
    expect(confirmationMethod({ password: "x" }, true)).toBe("password");
    expect(confirmationMethod({ password: "x" }, false)).toBe("no_password");
    expect(confirmationMethod({ otp: "123456" }, false)).toBe("otp");
  });
  it("identifies a person by id, email, phone and names, ignoring blanks and very short names", () => {
    expect(
      identifyingStrings({ id: "u1-abc", email: "a@b.in", phone: null, names: ["Asha Rao", "Asha", " ", "Al", null] }),
    ).toEqual(["u1-abc", "a@b.in", "Asha Rao", "Asha"]);
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
