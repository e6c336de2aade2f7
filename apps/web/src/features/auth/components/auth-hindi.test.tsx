// The member sign-up form in Hindi, from this feature's own catalog.
import type { Messages } from "@lingui/core";
import { i18n } from "@lingui/core";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { OtpStep } from "./otp-step.tsx";
import { SignupForm } from "./signup-form.tsx";

const [hi] = Object.values(import.meta.glob<{ messages: Messages }>("../locales/hi.po", { eager: true }));

beforeEach(() => {
  i18n.load("hi", hi?.messages ?? {});
  i18n.activate("hi");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  i18n.activate("en");
});

it("sign-up and the code step speak Hindi", () => {
  fakeApi({});
  renderWithProviders(<SignupForm onCodeSent={() => {}} />);
  expect(screen.getByRole("button", { name: "साइन अप" })).toBeTruthy();
  expect(screen.getByText("कम से कम 6 अक्षर")).toBeTruthy();
  expect(screen.getByRole("link", { name: "नियम और शर्तें" }).getAttribute("href")).toBe("/term/termCondition");
  cleanup();
  renderWithProviders(
    <OtpStep title="x" sentTo="asha@example.com" onVerify={async () => {}} onResend={async () => {}} />,
  );
  expect(screen.getByRole("button", { name: "पुष्टि करें" })).toBeTruthy();
  expect(screen.getByText("30 सेकंड में OTP फिर से भेजें")).toBeTruthy();
});
