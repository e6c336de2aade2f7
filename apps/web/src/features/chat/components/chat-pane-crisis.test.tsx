// A chat message that speaks of crisis shows the writer the crisis card and the receiver a
// support prompt (from history as well as live).
import type { ChatMessage } from "@saathi/contract/chat";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ChatPane } from "./chat-pane.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
  localStorage.clear();
});

/** A browser that could receive pushes and was never asked: the chat would offer notifications after a send. */
function pushBrowser() {
  vi.stubGlobal("Notification", Object.assign(class {}, { permission: "default", requestPermission: vi.fn() }));
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("isSecureContext", true);
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: vi.fn(async () => undefined) },
  });
}

const PARTNER = { userId: "u-bilal", name: "Bilal", username: "bilal", avatar: null };
const message = (over: Partial<ChatMessage>): ChatMessage => ({
  id: "m-1",
  seq: 1,
  senderId: "u-bilal",
  receiverId: "u-me",
  message: "hi",
  mediaUrl: null,
  clientId: null,
  sentAt: new Date().toISOString(),
  deliveredAt: null,
  readAt: null,
  crisisLevel: null,
  ...over,
});
const base = {
  "POST /api/chat/conversations/u-bilal/read": { upToSeq: null },
  "GET /api/safety/help": { earliest: null },
};

/** The writer sends "marna chahta hoon", which the server reads as risk. */
function sendCrisisMessage() {
  fakeApi({
    ...base,
    "GET /api/chat/messages/u-bilal": [],
    "POST /api/chat/messages": {
      ...message({ id: "m-9", seq: 9, senderId: "u-me", receiverId: "u-bilal", message: "marna chahta hoon" }),
      crisisLevel: "risk",
      crisis: { level: "risk" },
    },
  });
  renderWithProviders(<ChatPane me="u-me" partner={PARTNER} />);
  const box = screen.getByLabelText("Message");
  fireEvent.change(box, { target: { value: "marna chahta hoon" } });
  fireEvent.submit(box.closest("form") as HTMLFormElement);
}

describe("crisis in a chat", () => {
  it("the receiver sees a support prompt under the partner's crisis message, from history", async () => {
    fakeApi({
      ...base,
      "GET /api/chat/messages/u-bilal": [
        message({ id: "m-1", seq: 1, message: "kal exam hai" }),
        message({ id: "m-2", seq: 2, message: "yaar mujhe ab jeena nahi hai", crisisLevel: "risk" }),
      ],
    });
    renderWithProviders(<ChatPane me="u-me" partner={PARTNER} />);
    const prompt = await screen.findByTestId("friend-support-prompt");
    expect(prompt.textContent).toContain("Bilal may be going through something hard");
    expect(screen.getAllByTestId("friend-support-prompt")).toHaveLength(1);
    expect(screen.queryByTestId("crisis-card")).toBeNull();
  });

  it("the writer sees the crisis card at once after sending, and can put it away", async () => {
    sendCrisisMessage();
    expect(await screen.findByTestId("crisis-card")).toBeTruthy();
    // My own message never shows me the friend prompt.
    expect(screen.queryByTestId("friend-support-prompt")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "I'm safe right now" }));
    expect(screen.queryByTestId("crisis-card")).toBeNull();
  });

  it("no request for notifications over the crisis card: it is offered once the card is put away", async () => {
    pushBrowser();
    sendCrisisMessage();
    expect(await screen.findByTestId("crisis-card")).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("button", { name: "Turn on notifications" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "I'm safe right now" }));
    expect(await screen.findByRole("button", { name: "Turn on notifications" })).toBeTruthy();
  });
});
