import type { ModerationDetail } from "@saathi/contract/admin-moderation";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { ModerationItemPage } from "./moderation-item-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (over: Partial<ModerationDetail> = {}): ModerationDetail => ({
  id: "i1",
  targetType: "message",
  targetId: "m6",
  status: "open",
  risk: 2,
  sources: ["report", "crisis"],
  reasons: ["harassment"],
  reportCount: 1,
  openedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  held: false,
  crisisLevel: "risk",
  crisisSignals: ["suicidal_ideation"],
  watchedWord: null,
  context: {
    before: [{ id: "m5", authorName: "Ravi", text: "earlier words", at: null }],
    content: { id: "m6", authorName: "Asha", text: "the reported words", at: null },
  },
  contentState: "visible",
  author: { id: "a", name: "Asha", username: "asha", suspended: false, postingMutedUntil: null, priorActions: 0 },
  decision: null,
  appeal: { status: "none", text: null, at: null },
  reports: [{ reason: "harassment", details: "keeps mocking me", createdAt: new Date().toISOString() }],
  ...over,
});

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/moderation/:itemId" element={<ModerationItemPage />} />
    </Routes>,
    "/admin/moderation/i1",
  );

describe("ModerationItemPage", () => {
  it("shows the content in its context, the reports and the crisis signals; no approve for content that is not held", async () => {
    fakeApi({ "GET /api/admin/moderation/i1": item() });
    render();
    expect(await screen.findByRole("heading", { name: "Chat message by Asha", level: 1 })).toBeTruthy();
    expect(screen.getByText("earlier words")).toBeTruthy();
    expect(screen.getByText("the reported words")).toBeTruthy();
    expect(screen.getByText("keeps mocking me")).toBeTruthy();
    expect(screen.getByText("Crisis")).toBeTruthy();
    const decide = screen.getByRole("region", { name: "Decide" });
    expect(within(decide).queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("mutes for the chosen time with a reason", async () => {
    const calls = fakeApi({
      "GET /api/admin/moderation/i1": item(),
      "POST /api/admin/moderation/i1/action": item({
        status: "actioned",
        decision: { action: "mute", reason: "x", at: null, byMe: true },
      }),
    });
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Mute" }));
    const dialog = screen.getByRole("dialog", { name: "Mute the author" });
    fireEvent.click(within(dialog).getByRole("radio", { name: "7 days" }));
    fireEvent.change(within(dialog).getByLabelText("Reason (the author reads it)"), {
      target: { value: "Unkind messages" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mute" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        action: "mute",
        reason: "Unkind messages",
        muteUntil: "7d",
      }),
    );
  });

  it("offers uphold or overturn on an open appeal, with the earlier decision and the author's words", async () => {
    fakeApi({
      "GET /api/admin/moderation/i1": item({
        decision: { action: "hide", reason: "Bullying", at: null, byMe: false },
        appeal: { status: "open", text: "It was a joke", at: null },
      }),
    });
    render();
    expect(await screen.findByText(/It was a joke/)).toBeTruthy();
    expect(screen.getByText(/Hidden: Bullying/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Overturn and restore" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Decide" })).toBeNull();
  });

  it("a crisis flag is marked a true or a false alarm; an item the crisis check did not flag has no such choice", async () => {
    const calls = fakeApi({
      "GET /api/admin/moderation/i1/outcome": { outcome: null, markedAt: null, byMe: false, firstLookAt: null },
      "GET /api/admin/moderation/i1": item(),
      "POST /api/admin/moderation/i1/outcome": {
        outcome: "true_alarm",
        markedAt: new Date().toISOString(),
        byMe: true,
        firstLookAt: new Date().toISOString(),
      },
    });
    render();
    const region = await screen.findByRole("region", { name: "True or false alarm" });
    expect(await within(region).findByText("Not marked yet.")).toBeTruthy();
    fireEvent.click(within(region).getByRole("button", { name: "True alarm" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST" && c.url.endsWith("/outcome"))?.body).toEqual({
        outcome: "true_alarm",
      }),
    );
    expect(await within(region).findByText(/Marked as a true alarm by you on/)).toBeTruthy();
    expect(within(region).getByRole("button", { name: "True alarm" }).getAttribute("aria-pressed")).toBe("true");
    cleanup();

    fakeApi({ "GET /api/admin/moderation/i1": item({ sources: ["report"], crisisLevel: null, crisisSignals: [] }) });
    render();
    expect(await screen.findByRole("heading", { name: "Chat message by Asha", level: 1 })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "True or false alarm" })).toBeNull();
  });
});
