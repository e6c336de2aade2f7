// Listener decisions in the console: applications wait for a moderator's approval; an approved
// listener's role is taken away only with a reason.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { ListenersPage } from "./listeners-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LEELA = "00000000-0000-4000-8000-0000000000a1";
const ARJUN = "00000000-0000-4000-8000-0000000000a2";
const row = (userId: string, name: string, status: "applied" | "approved" | "revoked") => ({
  userId,
  name,
  status,
  appliedAt: "2026-11-28T10:00:00.000Z",
  motivation: status === "applied" ? "Friends tell me I listen well." : null,
  bestScore: 6,
  decidedAt: null,
  decidedBy: null,
  reason: null,
});

describe("console: listeners", () => {
  it("approves a waiting application", async () => {
    const calls = fakeApi({
      "GET /api/admin/peer-circles/listeners": { items: [row(LEELA, "Leela Kapoor", "applied")] },
      [`POST /api/admin/peer-circles/listeners/${LEELA}/approve`]: { userId: LEELA, status: "approved" },
    });
    renderWithProviders(<ListenersPage />, "/admin/listeners");
    const leela = await screen.findByRole("article", { name: "Leela Kapoor" });
    expect(calls[0]?.url).toBe("/api/admin/peer-circles/listeners?status=applied");
    expect(leela.textContent).toContain("Friends tell me I listen well.");
    expect(leela.textContent).toContain("quiz 6 of 6");
    fireEvent.click(within(leela).getByRole("button", { name: "Approve Leela Kapoor" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/approve"))).toBe(true));
  });

  it("takes an approved listener's role away only with a reason", async () => {
    const calls = fakeApi({
      "GET /api/admin/peer-circles/listeners": { items: [row(ARJUN, "Arjun Das", "approved")] },
      [`POST /api/admin/peer-circles/listeners/${ARJUN}/revoke`]: { userId: ARJUN, status: "revoked" },
    });
    renderWithProviders(<ListenersPage />, "/admin/listeners");
    fireEvent.click(await screen.findByRole("button", { name: "Listeners" }));
    const arjun = await screen.findByRole("article", { name: "Arjun Das" });
    fireEvent.click(within(arjun).getByRole("button", { name: "Take the role away from Arjun Das" }));
    const dialog = await screen.findByRole("dialog", { name: "Take the listener role from Arjun Das?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Take the role away" }));
    expect(await within(dialog).findByRole("alert")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "Shared a member's number" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Take the role away" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "Shared a member's number" }),
    );
  });
});
