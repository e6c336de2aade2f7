import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { BreathingPage } from "./breathing-page.tsx";

beforeEach(() => fakeApi({ "GET /api/me": { user: null, profile: null } }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const live = () => document.querySelector("[aria-live='polite'][aria-atomic='true']")?.textContent ?? "";

describe("breathing tool", () => {
  it("starts, counts the phase down, pauses and resets", () => {
    vi.useFakeTimers();
    renderWithProviders(<BreathingPage />);
    expect(live()).toContain("Press Start");
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(live()).toContain("Breathe in");
    expect(live()).toContain("4 seconds");
    act(() => vi.advanceTimersByTime(5000));
    expect(live()).toContain("Hold");
    expect(live()).toContain("3 seconds");
    expect(screen.getByText("0:05")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText("0:05")).toBeTruthy();
    expect(live()).toContain("Paused");
    fireEvent.click(screen.getByRole("button", { name: "Resume" }));
    act(() => vi.advanceTimersByTime(11_000));
    expect(screen.getByText("0:16")).toBeTruthy();
    expect(screen.getByText("Rounds done").nextElementSibling?.textContent).toBe("1");

    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByText("0:00")).toBeTruthy();
    expect(live()).toContain("Press Start");
  });

  it("switches to 4-7-8 breathing", () => {
    vi.useFakeTimers();
    renderWithProviders(<BreathingPage />);
    fireEvent.click(screen.getByRole("radio", { name: /4-7-8 breathing/ }));
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    act(() => vi.advanceTimersByTime(4000));
    expect(live()).toContain("Hold");
    expect(live()).toContain("7 seconds");
  });
});
