// The calm offline line: nothing when the network is fine; "offline, showing what you saw
// last" with the saved time (from the service worker's header, read by the API client); "slow" when
// the worker answered from its copies although the browser is online; the tools say they still work.
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client.ts";
import { resetNetworkStatus } from "../../lib/offline/network-status.ts";
import { SAVED_AT_HEADER } from "../../lib/offline/offline-copies.ts";
import { OfflineNotice } from "./offline-notice.tsx";

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? "offline" : "online"));
  });
}

/** The API answers /api/feed; `savedAt` makes it an answer from the worker's saved copies. */
function answerFeed(savedAt: string | null) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ items: [] }, { headers: savedAt ? { [SAVED_AT_HEADER]: savedAt } : {} })),
  );
}

beforeEach(() => resetNetworkStatus());
afterEach(() => {
  cleanup();
  goOffline(false);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the offline notice", () => {
  it("shows nothing while the network is fine", () => {
    render(<OfflineNotice source="/api/feed" />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says the member is offline, and when the copy shown was saved", async () => {
    render(<OfflineNotice source="/api/feed" />);
    goOffline(true);
    expect(screen.getByRole("status").textContent).toBe("You are offline. Showing what you saw last.");
    answerFeed(new Date(Date.now() - 5 * 60_000).toUTCString());
    await act(() => api("/api/feed?cursor=abc"));
    expect(screen.getByRole("status").textContent).toBe(
      "You are offline. Showing what you saw last, saved 5 minutes ago.",
    );
    goOffline(false);
    // Online again but still the saved copy (the live answer has not come yet): the network is slow.
    expect(screen.getByRole("status").textContent).toMatch(/^The connection is slow\. .* saved 5 minutes ago\.$/);
    answerFeed(null);
    await act(() => api("/api/feed"));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows only the saved time of the screen's own answers", async () => {
    render(<OfflineNotice source="/api/feed" />);
    answerFeed(new Date().toUTCString());
    await act(() => api("/api/notifications"));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("tells a tool's user gently that it still works", () => {
    render(<OfflineNotice works />);
    goOffline(true);
    expect(screen.getByRole("status").textContent).toBe("You are offline. This tool works without a connection.");
  });
});
