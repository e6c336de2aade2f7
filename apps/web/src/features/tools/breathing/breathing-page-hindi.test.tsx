import { i18n, type Messages } from "@lingui/core";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { BreathingPage } from "./breathing-page.tsx";

// The feature's Hindi catalog, compiled by the Lingui Vite plugin.
const [hindi] = Object.values(import.meta.glob<Messages>("../locales/hi.po", { import: "messages", eager: true }));

beforeEach(() => {
  fakeApi({ "GET /api/me": { user: null, profile: null } });
  i18n.load("hi", hindi ?? {});
  act(() => i18n.activate("hi"));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  act(() => i18n.activate("en"));
});

describe("breathing tool in Hindi", () => {
  it("shows the heading, the patterns, the buttons and the phase in Hindi", () => {
    vi.useFakeTimers();
    renderWithProviders(<BreathingPage />);
    expect(screen.getByRole("heading", { level: 1, name: "साँस और ध्यान" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: /^बॉक्स ब्रीदिंग/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "शुरू करें" }));
    act(() => vi.advanceTimersByTime(1000));
    const live = document.querySelector("[aria-live='polite'][aria-atomic='true']")?.textContent ?? "";
    expect(live).toContain("साँस लें");
    expect(live).toContain("3 सेकंड");
    expect(screen.getByRole("button", { name: "रोकें" })).toBeTruthy();
  });
});
