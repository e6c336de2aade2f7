// A member under 18 whose guardian has not consented yet cannot send messages (the server refuses them):
// the conversation still reads, and the box to type in gives way to a kind notice with help a tap away.
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ChatPane } from "./chat-pane.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PARTNER = { userId: "u-bilal", name: "Bilal", username: "bilal", avatar: null };
const ME = {
  user: { id: "u-me", email: "t@example.com", name: "Tara", role: "user", emailVerified: true, phoneNumber: null },
  profile: { ageBand: "13-17" },
};
const hello = {
  id: "m-1",
  seq: 1,
  senderId: "u-bilal",
  receiverId: "u-me",
  message: "kal milte hain",
  mediaUrl: null,
  clientId: null,
  sentAt: new Date().toISOString(),
  deliveredAt: null,
  readAt: null,
  crisisLevel: null,
};

/** The signed-in frame reads the session; the pane reads it from there. */
function WithSession({ children }: { children: React.ReactNode }) {
  return useMe().data ? children : null;
}

describe("chat for a young member waiting for their guardian", () => {
  it("reads the conversation; no message box, the notice instead, and Childline first in help now", async () => {
    fakeApi({
      "GET /api/me": ME,
      "GET /api/young-people/me": { band: "13-17", consented: false, request: null },
      "GET /api/chat/messages/u-bilal": [hello],
      "POST /api/chat/conversations/u-bilal/read": { upToSeq: 1 },
    });
    renderWithProviders(
      <WithSession>
        <ChatPane me="u-me" partner={PARTNER} />
      </WithSession>,
    );
    expect(await screen.findByText("kal milte hain")).toBeTruthy();
    const notice = await screen.findByTestId("guardian-wait");
    expect(screen.queryByLabelText("Message")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
    fireEvent.click(within(notice).getByRole("button", { name: "Need to talk to someone now?" }));
    const first = within(notice)
      .getAllByRole("link")
      .find((a) => a.getAttribute("href")?.startsWith("tel:"));
    expect(first?.getAttribute("href")).toBe("tel:1098");
  });
});
