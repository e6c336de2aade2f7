import { afterEach, beforeEach, vi } from "vitest";

// A stand-in for the browser's WebSocket that a test drives by hand: what the client sent, parsed, and
// `receive`/`drop` for what the server says and when the connection ends.
export class FakeWebSocket {
  static OPEN = 1;
  static last: FakeWebSocket | null = null;
  readyState = FakeWebSocket.OPEN;
  sent: Record<string, unknown>[] = [];
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  send(raw: string) {
    this.sent.push(JSON.parse(raw));
  }
  close() {}
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The connection ends (a restart, a lost network). */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  /** The request frames sent so far. */
  requests() {
    return this.sent.filter((m) => m.type === "request") as {
      type: "request";
      id: string;
      op: string;
      body: unknown;
      locale?: string;
    }[];
  }
}

/**
 * For a test file: every test gets FakeWebSocket as the browser's WebSocket and fresh modules (the
 * realtime client is one per tab); real timers and globals come back after each.
 */
export function withFakeWebSocket(): void {
  beforeEach(() => {
    vi.stubGlobal("WebSocket", FakeWebSocket);
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
