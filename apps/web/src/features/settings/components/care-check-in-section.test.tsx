import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { CareCheckInSection } from "./care-check-in-section.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("check-ins from Saathi's care team", () => {
  it("is on until the member turns it off, and the change is saved at once", async () => {
    const calls = fakeApi({
      "GET /api/settings/care-check-in": { enabled: true },
      "PUT /api/settings/care-check-in": { enabled: false },
    });
    renderWithProviders(<CareCheckInSection />);
    const toggle = await screen.findByRole("switch", { name: /Check in on me the next day/ });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ enabled: false }));
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect((screen.getByRole("switch") as HTMLInputElement).checked).toBe(false);
  });

  it("puts the switch back and says so when the save fails", async () => {
    fakeApi({
      "GET /api/settings/care-check-in": { enabled: true },
      "PUT /api/settings/care-check-in": [500, { error: "x" }],
    });
    renderWithProviders(<CareCheckInSection />);
    fireEvent.click(await screen.findByRole("switch"));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect((screen.getByRole("switch") as HTMLInputElement).checked).toBe(true);
  });
});
