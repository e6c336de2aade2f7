import { CHAT_EVENTS, type ChatMessage } from "@saathi/contract/chat";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dispatchRealtimeEvent } from "./realtime-events.ts";

/** A stand-in for the browser's WebSocket that the test drives by hand. */
class FakeSocket {
  static OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = FakeSocket.OPEN;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send() {}
  close() {}
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const message: ChatMessage = {
  id: "m1",
  seq: 7,
  senderId: "a",
  receiverId: "b",
  message: "hello",
  mediaUrl: null,
  clientId: null,
  sentAt: "2026-11-23T10:00:00.000Z",
  deliveredAt: null,
  readAt: null,
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubGlobal("WebSocket", FakeSocket);
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe("typed realtime events", () => {
  it("hands a well-formed event to its handler, parsed", () => {
    const onMessage = vi.fn();
    dispatchRealtimeEvent({ [CHAT_EVENTS.message]: onMessage }, CHAT_EVENTS.message, message);
    expect(onMessage).toHaveBeenCalledWith(message);
    expect(warn).not.toHaveBeenCalled();
  });

  it("drops a malformed event and logs it, never calling the handler", () => {
    const onMessage = vi.fn();
    const onRead = vi.fn();
    const handlers = { [CHAT_EVENTS.message]: onMessage, [CHAT_EVENTS.read]: onRead };
    dispatchRealtimeEvent(handlers, CHAT_EVENTS.message, { ...message, seq: "7" });
    dispatchRealtimeEvent(handlers, CHAT_EVENTS.message, null);
    dispatchRealtimeEvent(handlers, CHAT_EVENTS.read, { byUserId: "b" });
    dispatchRealtimeEvent(handlers, "no_such_event", message);
    expect(onMessage).not.toHaveBeenCalled();
    expect(onRead).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it("useChannel delivers only parsed events from the socket", async () => {
    vi.resetModules();
    const { realtime } = await import("./realtime-client.ts");
    const { useChannel } = await import("./use-channel.ts");
    realtime.start();
    const socket = FakeSocket.last as FakeSocket;
    const onMessage = vi.fn();
    const { unmount } = renderHook(() => useChannel("user_messages_b", { [CHAT_EVENTS.message]: onMessage }));
    act(() => {
      socket.receive({ type: "ready", userId: "b" });
      socket.receive({ type: "event", channel: "user_messages_b", event: "message", data: { id: "m2" } });
    });
    expect(onMessage).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    act(() => socket.receive({ type: "event", channel: "user_messages_b", event: "message", data: message }));
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith(message);
    unmount();
    realtime.stop();
  });
});
