import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { dayKey } from "../shared/days.ts";
import { MoodPage } from "./mood-page.tsx";
import { MOOD_STORAGE_KEY } from "./mood-store.ts";

beforeEach(() => {
  localStorage.clear();
  // A note is crisis-checked (nothing stored) to offer help; ordinary notes answer none.
  fakeApi({ "GET /api/me": { user: null, profile: null }, "POST /api/safety/check": { level: "none" } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("mood check-in", () => {
  it("asks for a mood, saves today's check-in and shows it in the chart summary", () => {
    renderWithProviders(<MoodPage />);
    const chart = screen.getByRole("img", { name: /^Mood over the last 30 days/ });
    expect(chart.getAttribute("aria-label")).toBe("Mood over the last 30 days: no check-ins yet");
    fireEvent.click(screen.getByRole("button", { name: "Save for today" }));
    expect(screen.getByRole("alert").textContent).toBe("Please choose how you are feeling today.");

    fireEvent.click(screen.getByRole("radio", { name: "Good" }));
    fireEvent.change(screen.getByLabelText("A note for yourself (optional)"), { target: { value: "Calm morning" } });
    fireEvent.click(screen.getByRole("button", { name: "Save for today" }));
    expect(screen.getByRole("img").getAttribute("aria-label")).toBe(
      "Mood over the last 30 days: 1 check-in, most often Good",
    );
    expect(screen.getByText("Saved for today. Thank you for checking in.")).toBeTruthy();
    const saved = JSON.parse(localStorage.getItem(MOOD_STORAGE_KEY) ?? "[]");
    expect(saved).toMatchObject([{ day: dayKey(new Date()), mood: 4, note: "Calm morning" }]);
    // The same values as a table for screen readers.
    expect(screen.getByRole("table").textContent).toContain("Good");
  });

  it("draws each mood as an SVG face, not an emoji that needs an emoji font, named by its label", () => {
    renderWithProviders(<MoodPage />);
    const group = screen.getByRole("group", { name: "How are you feeling today?" });
    for (const name of ["Very low", "Low", "Okay", "Good", "Great"]) {
      const radio = screen.getByRole("radio", { name });
      const option = radio.closest("label");
      expect(option?.querySelector("svg[aria-hidden='true']")).toBeTruthy();
    }
    // No character from the emoji blocks is left to fall back to an empty box.
    expect(group.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it("replaces today's check-in when saved again", () => {
    localStorage.setItem(
      MOOD_STORAGE_KEY,
      JSON.stringify([{ day: dayKey(new Date()), mood: 2, note: "", savedAt: new Date().toISOString() }]),
    );
    renderWithProviders(<MoodPage />);
    expect((screen.getByRole("radio", { name: "Low" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Great" }));
    fireEvent.click(screen.getByRole("button", { name: "Update today's check-in" }));
    expect(JSON.parse(localStorage.getItem(MOOD_STORAGE_KEY) ?? "[]")).toHaveLength(1);
    expect(screen.getByRole("img").getAttribute("aria-label")).toContain("most often Great");
  });

  it("shows the helpline when the week has been heavy", () => {
    const days = [0, 1, 2].map((ago) => {
      const d = new Date();
      d.setDate(d.getDate() - ago);
      return { day: dayKey(d), mood: 1, note: "", savedAt: d.toISOString() };
    });
    localStorage.setItem(MOOD_STORAGE_KEY, JSON.stringify(days));
    renderWithProviders(<MoodPage />);
    expect(screen.getByRole("link", { name: "Call Tele-MANAS 14416" }).getAttribute("href")).toBe("tel:14416");
    expect(screen.getByText(/simple pattern check/)).toBeTruthy();
  });
});
