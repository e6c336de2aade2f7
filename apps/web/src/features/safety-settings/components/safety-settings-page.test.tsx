// The blocked and muted lists: someone blocked or muted from a support circle appears by their room
// nickname alone and is undone by the list entry (never their id); a direct block shows the person as before.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { SafetySettingsPage } from "./safety-settings-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BLOCK_ENTRY = "11111111-1111-4111-8111-111111111111";
const MUTE_ENTRY = "22222222-2222-4222-8222-222222222222";
const DIRECT_ID = "33333333-3333-4333-8333-333333333333";
const person = {
  userId: DIRECT_ID,
  username: "bilal",
  displayName: "Bilal Other",
  avatarUrl: null,
};

describe("Safety settings: blocked and muted people", () => {
  it("names circle entries by nickname only and undoes them by the entry", async () => {
    const calls = fakeApi({
      "GET /api/me/sensitive-themes": { themes: [] },
      "GET /api/blocks": {
        items: [
          { circle: { entryId: BLOCK_ENTRY, nickname: "Quiet Fox" }, blockedAt: "2026-11-20T10:00:00.000Z" },
          { person, blockedAt: "2026-11-19T10:00:00.000Z" },
        ],
      },
      "GET /api/mutes": {
        items: [
          { circle: { entryId: MUTE_ENTRY, nickname: "Brave Owl" }, until: null, mutedAt: "2026-11-20T10:00:00.000Z" },
        ],
      },
      "DELETE /api/blocks/": { ok: true },
      "DELETE /api/mutes/": { ok: true },
    });
    renderWithProviders(<SafetySettingsPage />);
    expect(await screen.findByText("Quiet Fox · from a support circle")).toBeTruthy();
    expect(screen.getByText("Bilal Other")).toBeTruthy();
    expect(await screen.findByText("Brave Owl · from a support circle")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Unblock Quiet Fox · from a support circle" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.url === `/api/blocks/entries/${BLOCK_ENTRY}`)).toBe(true),
    );
    fireEvent.click(screen.getByRole("button", { name: "Unmute Brave Owl · from a support circle" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.url === `/api/mutes/entries/${MUTE_ENTRY}`)).toBe(true),
    );
    // A direct block is still undone by the person.
    fireEvent.click(screen.getByRole("button", { name: "Unblock Bilal Other" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.url === `/api/blocks/${DIRECT_ID}`)).toBe(true),
    );
  });
});
