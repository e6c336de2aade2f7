import { describe, expect, it } from "vitest";
import {
  classifyIdentifier,
  expertLoginSchema,
  expertNeedsOnboarding,
  expertRegisterSchema,
  forgotPasswordSchema,
  homePathFor,
  loginSchema,
  newPasswordSchema,
  normalizePhone,
  otpCodeSchema,
  otpErrorMessage,
  resolveRole,
  sanitizeOtpInput,
  signupSchema,
  splitFullName,
} from "./auth.ts";

/** The messages a schema produces for a value, in order. */
const messages = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe("login (§5)", () => {
  it("needs an email, a valid one, and a password", () => {
    expect(messages(loginSchema, { email: "", password: "" })).toEqual(["Email is required", "Password is required"]);
    expect(messages(loginSchema, { email: "asha@", password: "x" })).toEqual(["Please enter a valid email address"]);
    expect(messages(loginSchema, { email: " asha@saathi.in ", password: "x" })).toEqual([]);
  });
});

describe("signup (§5)", () => {
  it("needs a full name, a valid email and a 6-character password", () => {
    expect(messages(signupSchema, { fullName: " ", email: "a@b.co", password: "secret" })).toEqual([
      "Full name is required",
    ]);
    expect(messages(signupSchema, { fullName: "A", email: "nope", password: "secret" })).toEqual([
      "Please enter a valid email address",
    ]);
    expect(messages(signupSchema, { fullName: "A", email: "a@b.co", password: "12345" })).toEqual([
      "Password must be at least 6 characters long",
    ]);
    expect(signupSchema.safeParse({ fullName: "Asha Rao", email: "a@b.co", password: "123456" }).success).toBe(true);
  });

  it("splits the full name at the first space", () => {
    expect(splitFullName("Priya Lakshmi Nair")).toEqual({ firstName: "Priya", lastName: "Lakshmi Nair" });
    expect(splitFullName("Madonna")).toEqual({ firstName: "Madonna", lastName: "" });
    expect(splitFullName("  Ravi   Kumar  ")).toEqual({ firstName: "Ravi", lastName: "Kumar" });
  });
});

describe("forgot password, OTP and new password (§5)", () => {
  it("forgot password needs a valid email", () => {
    expect(messages(forgotPasswordSchema, { email: "" })).toEqual(["Email is required"]);
    expect(messages(forgotPasswordSchema, { email: "x@y" })).toEqual(["Please enter a valid email address"]);
  });

  it("a code is six digits, else 'Please enter complete OTP'", () => {
    expect(otpCodeSchema.safeParse("123456").success).toBe(true);
    for (const bad of ["12345", "1234567", "12a456", ""])
      expect(messages(otpCodeSchema, bad)).toEqual(["Please enter complete OTP"]);
  });

  it("the server's code errors map to the spec's words", () => {
    expect(otpErrorMessage("OTP_EXPIRED")).toBe("OTP has expired. Please request a new one.");
    expect(otpErrorMessage("TOO_MANY_ATTEMPTS")).toBe("OTP has expired. Please request a new one.");
    expect(otpErrorMessage("INVALID_OTP")).toBe("Invalid OTP. Please check and try again.");
    expect(otpErrorMessage(undefined)).toBe("Invalid OTP. Please try again.");
  });

  it("new password: both required, at least 6, matching", () => {
    expect(messages(newPasswordSchema, { password: "", confirmPassword: "abcdef" })).toEqual([
      "Both password fields are required",
    ]);
    expect(messages(newPasswordSchema, { password: "abc", confirmPassword: "abc" })).toEqual([
      "Password must be at least 6 characters long",
    ]);
    expect(messages(newPasswordSchema, { password: "abcdef", confirmPassword: "abcdeg" })).toEqual([
      "Passwords do not match",
    ]);
    expect(messages(newPasswordSchema, { password: "abcdef", confirmPassword: "abcdef" })).toEqual([]);
  });
});

describe("expert login and registration (§5)", () => {
  it("needs an email or phone; '@' means it must be a valid email", () => {
    expect(messages(expertLoginSchema, { identifier: "", mode: "password", password: "x" })).toEqual([
      "Email or Phone Number is required",
    ]);
    expect(messages(expertLoginSchema, { identifier: "kavya@", mode: "password", password: "x" })).toEqual([
      "Please enter a valid email address",
    ]);
    expect(messages(expertLoginSchema, { identifier: "9876543210", mode: "password", password: "x" })).toEqual([]);
  });

  it("password mode needs a password; OTP mode a 6-digit code", () => {
    expect(messages(expertLoginSchema, { identifier: "a@b.co", mode: "password" })).toEqual(["Password is required"]);
    expect(messages(expertLoginSchema, { identifier: "a@b.co", mode: "otp" })).toEqual(["OTP is required"]);
    expect(messages(expertLoginSchema, { identifier: "a@b.co", mode: "otp", otp: "12345" })).toEqual([
      "OTP must be a 6-digit number",
    ]);
    expect(messages(expertLoginSchema, { identifier: "a@b.co", mode: "otp", otp: "123456" })).toEqual([]);
  });

  it("the OTP field keeps digits only, at most six", () => {
    expect(sanitizeOtpInput("12a3-45678")).toBe("123456");
  });

  it("tells emails from phones and normalises phones to 10 digits", () => {
    expect(classifyIdentifier("a@b.co")).toBe("email");
    expect(classifyIdentifier("98765 43210")).toBe("phone");
    expect(normalizePhone("+91 98765-43210")).toBe("9876543210");
  });

  it("registration: 'All fields are required', and a valid email", () => {
    expect(messages(expertRegisterSchema, { fullName: "", email: "" })).toEqual([
      "All fields are required",
      "All fields are required",
    ]);
    expect(messages(expertRegisterSchema, { fullName: "Anil", email: "anil" })).toEqual([
      "Please enter a valid email address",
    ]);
  });
});

describe("roles and where people land (§5, §6)", () => {
  it("role defaults to users unless it is users, expert or admin", () => {
    expect(resolveRole(undefined)).toBe("users");
    expect(resolveRole("superuser")).toBe("users");
    expect(resolveRole("expert")).toBe("expert");
    expect(resolveRole("admin")).toBe("admin");
  });

  it("experts go to /expert/feed, everyone else to /feed", () => {
    expect(homePathFor("expert")).toBe("/expert/feed");
    expect(homePathFor("users")).toBe("/feed");
    expect(homePathFor(null)).toBe("/feed");
  });

  it("an expert without display name, bio or languages still has onboarding to do", () => {
    const done = { displayName: "Dr. Kavya", bio: "Counsellor", languages: ["Hindi"] };
    expect(expertNeedsOnboarding(done)).toBe(false);
    expect(expertNeedsOnboarding({ ...done, displayName: " " })).toBe(true);
    expect(expertNeedsOnboarding({ ...done, bio: null })).toBe(true);
    expect(expertNeedsOnboarding({ ...done, languages: [] })).toBe(true);
  });
});
