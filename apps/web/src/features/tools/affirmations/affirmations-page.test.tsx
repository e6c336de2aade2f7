import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { AFFIRMATIONS, AFFIRMATIONS_STORAGE_KEY, affirmationIndexForDay } from "./affirmations.ts";
import { AffirmationsPage } from "./affirmations-page.tsx";

beforeEach(() => {
  localStorage.clear();
  fakeApi({ "GET /api/me": { user: null, profile: null } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("daily affirmations page", () => {
  it("shows today's affirmation, the next one, saves and removes it", () => {
    renderWithProviders(<AffirmationsPage />);
    const today = affirmationIndexForDay(new Date());
    expect(screen.getByText(AFFIRMATIONS[today] as string)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    const next = AFFIRMATIONS[(today + 1) % AFFIRMATIONS.length] as string;
    expect(screen.getByRole("heading", { name: "Another affirmation" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("button", { name: `Remove "${next}"` })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(AFFIRMATIONS_STORAGE_KEY) ?? "[]")[0].text).toBe(next);
    fireEvent.click(screen.getByRole("button", { name: `Remove "${next}"` }));
    expect(screen.getByText("Nothing saved yet. Press Save on one you like.")).toBeTruthy();
  });

  it("copies to the clipboard when the browser allows it", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithProviders(<AffirmationsPage />);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(AFFIRMATIONS[affirmationIndexForDay(new Date())]);
    await waitFor(() => expect(screen.getByText("Copied. You can paste it anywhere.")).toBeTruthy());
  });
});
