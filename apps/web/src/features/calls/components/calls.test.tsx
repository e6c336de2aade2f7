import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CallButton } from "../../../components/calls/call-button.tsx";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { IncomingCallPopup } from "./incoming-call-popup.tsx";

const RING = {
  roomId: "11111111-1111-4111-8111-111111111111",
  callerId: "caller-1",
  callerName: "Kavya Sharma",
  callerAvatar: null,
  bookingId: "b-1",
  ice: [{ urls: ["stun:stun.l.google.com:19302"] }],
  iceTransportPolicy: "all",
};

function CallScreen() {
  const state = useLocation().state as { isCaller: boolean; calleeId: string };
  return <p>{`call screen, caller ${String(state.isCaller)}, other ${state.calleeId}`}</p>;
}

function renderPopup(page?: ReactNode) {
  const client = new QueryClient();
  const router = createMemoryRouter(
    [
      {
        path: "/feed",
        element: (
          <>
            {page}
            <IncomingCallPopup userId="me" />
          </>
        ),
      },
      { path: "/call/:roomId", element: <CallScreen /> },
    ],
    { initialEntries: ["/feed"] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("incoming-call popup", () => {
  it("shows a call that is ringing on arrival; Accept answers and opens the call screen as callee", async () => {
    const calls = fakeApi({
      "GET /api/calls/incoming": { call: RING },
      "POST /api/calls/": { roomId: RING.roomId, status: "active" },
    });
    renderPopup();
    const popup = await screen.findByRole("alertdialog", { name: "Incoming Call" });
    expect(popup.textContent).toContain("Kavya Sharma");
    expect(popup.textContent).toContain("Calling...");
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    await screen.findByText("call screen, caller false, other caller-1");
    expect(calls.some((c) => c.method === "POST" && c.url === `/api/calls/${RING.roomId}/accept`)).toBe(true);
  });

  it("Reject says 'Call Rejected' / 'Call ended' and closes after 1000 ms", async () => {
    const calls = fakeApi({
      "GET /api/calls/incoming": { call: RING },
      "POST /api/calls/": { status: "rejected" },
    });
    renderPopup();
    await screen.findByRole("alertdialog", { name: "Incoming Call" });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    const rejected = await screen.findByRole("alertdialog", { name: "Call Rejected" });
    expect(rejected.textContent).toContain("Call ended");
    expect(calls.some((c) => c.url === `/api/calls/${RING.roomId}/reject`)).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.queryByRole("alertdialog")).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("a failed accept shows 'Call Ended' / 'Connection lost'", async () => {
    fakeApi({
      "GET /api/calls/incoming": { call: RING },
      "POST /api/calls/": [409, { code: "NOT_RINGING", message: "This call is no longer ringing." }],
    });
    renderPopup();
    await screen.findByRole("alertdialog", { name: "Incoming Call" });
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    const ended = await screen.findByRole("alertdialog", { name: "Call Ended" });
    expect(ended.textContent).toContain("Connection lost");
  });

  it("shows nothing when no call rings", async () => {
    const calls = fakeApi({ "GET /api/calls/incoming": { call: null } });
    renderPopup();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("takes the focus (Accept) when it rings, and gives it back to where it was once dismissed, not to the page", async () => {
    fakeApi({ "GET /api/calls/incoming": { call: RING } });
    renderPopup(
      <main>
        <h1>Feed</h1>
        <input aria-label="Search members" />
      </main>,
    );
    const field = screen.getByLabelText("Search members");
    field.focus();
    await screen.findByRole("alertdialog", { name: "Incoming Call" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Accept" })));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it("can be dismissed without answering", async () => {
    const calls = fakeApi({ "GET /api/calls/incoming": { call: RING } });
    renderPopup();
    await screen.findByRole("alertdialog", { name: "Incoming Call" });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });
});

describe("Call button", () => {
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  it("opens 10 minutes before the start and closes at the end", () => {
    const onClick = vi.fn();
    const { unmount } = renderWithProviders(<CallButton startsAt={at(11)} endsAt={at(71)} onClick={onClick} />);
    const early = screen.getByRole("button", { name: "Call" }) as HTMLButtonElement;
    expect(early.disabled).toBe(true);
    expect(early.title).toBe("Calls open 10 minutes before the session starts.");
    unmount();
    const second = renderWithProviders(<CallButton startsAt={at(9)} endsAt={at(69)} onClick={onClick} />);
    fireEvent.click(screen.getByRole("button", { name: "Call" }));
    expect(onClick).toHaveBeenCalledOnce();
    second.unmount();
    renderWithProviders(<CallButton label="Start Call" startsAt={at(-61)} endsAt={at(-1)} onClick={onClick} />);
    const over = screen.getByRole("button", { name: "Start Call" }) as HTMLButtonElement;
    expect(over.disabled).toBe(true);
    expect(over.title).toBe("This session is over.");
  });
});
