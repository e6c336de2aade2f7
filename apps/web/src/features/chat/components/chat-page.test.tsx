// /chat on a phone: the open conversation takes the list's place, so the focus goes with it (the
// partner's name), and back to the list's title on 'Back to conversations'. Never to the page body.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ChatPage } from "./chat-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ME = {
  user: {
    id: "u-me",
    email: "m@example.com",
    name: "Meera Iyer",
    role: "user",
    emailVerified: true,
    phoneNumber: null,
  },
  profile: null,
};
const ASHA = { userId: "u-asha", displayName: "Asha Rao", username: "asha", avatarUrl: null };

describe("the chat page", () => {
  it("moves the focus into a conversation when it opens, and back to the list after", async () => {
    fakeApi({
      "GET /api/me": ME,
      "GET /api/chat/conversations": [],
      "GET /api/users/search?q=as&": [ASHA],
      "GET /api/chat/messages/u-asha": [],
      "POST /api/chat/conversations/u-asha/read": { upToSeq: null },
    });
    renderWithProviders(<ChatPage />);
    fireEvent.change(await screen.findByLabelText("Search users"), { target: { value: "as" } });
    const row = await screen.findByRole("button", { name: /Asha Rao/ });
    row.focus();
    fireEvent.click(row);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Asha Rao" })));
    fireEvent.click(screen.getByRole("button", { name: "Back to conversations" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Buddies" })));
  });
});
