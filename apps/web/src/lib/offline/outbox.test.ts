// The outbox on a real IndexedDB implementation (fake-indexeddb): what is queued survives a
// reload, goes out once and in order with its own client id, waits while there is no network, and
// gives up only on a final refusal.
import "fake-indexeddb/auto";
import type { ChatMessage } from "@saathi/contract/chat";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api-client.ts";
import {
  idbStore,
  memoryStore,
  type NewOutboxItem,
  Outbox,
  type OutboxItem,
  type OutboxStore,
  outcomeOf,
  type Sender,
} from "./outbox.ts";

const chat = (n: number, over: Partial<NewOutboxItem> = {}): NewOutboxItem => ({
  kind: "chat",
  ownerId: "u-meera",
  receiverId: "u-bilal",
  body: `message ${n}`,
  clientId: `temp-${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 20, 8, n)).toISOString(),
  ...over,
});
const offline = () => new ApiError(0, "NETWORK", "You seem to be offline.");
const saved = (item: OutboxItem) =>
  ({ id: `m-${item.clientId}`, seq: 1, senderId: item.ownerId, clientId: item.clientId }) as unknown as ChatMessage;

/** A server that records every send; `answer` decides, per call, what happens. */
function server(answer: (item: OutboxItem, call: number) => "ok" | Error = () => "ok") {
  const sent: string[] = [];
  const send: Sender = async (item) => {
    sent.push(item.clientId);
    const a = answer(item, sent.length);
    if (a !== "ok") throw a;
    return saved(item);
  };
  return { sent, send };
}

let store: OutboxStore;
beforeEach(async () => {
  store = idbStore();
  await store.clear();
});
afterEach(() => vi.useRealTimers());

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("the outbox", () => {
  it("keeps what was written offline across a reload, in order, and sends each once when back", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const first = server(() => offline());
    const before = new Outbox(store, first.send);
    await before.add(chat(1));
    await before.flush("u-meera");
    await before.add(chat(2));
    await before.flush("u-meera");
    // No network: the first is tried (each time it is asked) and waits again; the second is never
    // tried before it (the order is kept).
    expect(first.sent).toEqual(["temp-1", "temp-1"]);
    expect(before.snapshot().map((i) => [i.clientId, i.state, i.attempts])).toEqual([
      ["temp-1", "waiting", 2],
      ["temp-2", "waiting", 0],
    ]);

    // The page is reloaded: a new outbox reads the same IndexedDB.
    vi.clearAllTimers();
    const again = server();
    const after = new Outbox(store, again.send);
    await after.flush("u-meera");
    expect(again.sent).toEqual(["temp-1", "temp-2"]);
    expect(after.snapshot()).toEqual([]);
    expect(await store.load()).toEqual([]);
  });

  it("sends once however many times it is asked at once, and what is added meanwhile goes in the same run", async () => {
    const release: Array<() => void> = [];
    const sent: string[] = [];
    const box = new Outbox(store, async (item) => {
      sent.push(item.clientId);
      await new Promise<void>((r) => release.push(r));
      return saved(item);
    });
    const done: string[] = [];
    box.onSent(({ item }) => done.push(item.clientId));
    await box.add(chat(1));
    const runs = [box.flush("u-meera"), box.flush("u-meera"), box.flush("u-meera")];
    expect(new Set(runs).size).toBe(1); // one run
    await box.add(chat(2));
    await settle();
    expect(sent).toEqual(["temp-1"]);
    release.shift()?.();
    await vi.waitFor(() => expect(sent).toEqual(["temp-1", "temp-2"]));
    release.shift()?.();
    await vi.waitFor(() => expect(done).toEqual(["temp-1", "temp-2"]));
    expect(box.snapshot()).toEqual([]);
  });

  it("marks a final refusal failed (never tried again) and goes on with the rest", async () => {
    const blocked = new ApiError(403, "BLOCKED", "You cannot message this member.");
    const { sent, send } = server((item) => (item.clientId === "temp-1" ? blocked : "ok"));
    const box = new Outbox(store, send);
    await box.add(chat(1));
    await box.add(chat(2));
    await box.flush("u-meera");
    await box.flush("u-meera");
    expect(sent).toEqual(["temp-1", "temp-2"]);
    expect(box.snapshot()).toEqual([
      expect.objectContaining({ clientId: "temp-1", state: "failed", error: "You cannot message this member." }),
    ]);
  });

  it("keeps a journal entry that needs consent aside until it is given", async () => {
    let consented = false;
    const { sent, send } = server(() =>
      consented ? "ok" : new ApiError(409, "CONSENT_REQUIRED", "Consent is needed to keep this."),
    );
    const box = new Outbox(store, send);
    const entry: NewOutboxItem = {
      kind: "journal",
      ownerId: "u-meera",
      clientId: "0b3c0c7e-54f4-4b53-9d1e-3c4b8f3d2a10",
      body: "A calm walk.",
      createdAt: "2026-11-20T08:00:00.000Z",
    };
    await box.add(entry);
    await box.flush("u-meera");
    expect(box.snapshot()[0]?.state).toBe("consent");
    await box.flush("u-meera");
    expect(sent).toHaveLength(1); // not asked again on its own
    consented = true;
    await box.resume("u-meera");
    expect(sent).toEqual([entry.clientId, entry.clientId]);
    expect(box.snapshot()).toEqual([]);
  });

  it("retries by itself after server trouble, with back-off", async () => {
    vi.useFakeTimers();
    const { sent, send } = server((_item, call) => (call === 1 ? new ApiError(503, "HTTP_503", "Down") : "ok"));
    const box = new Outbox(memoryStore(), send);
    await box.add(chat(1));
    await box.flush("u-meera");
    expect(sent).toEqual(["temp-1"]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toEqual(["temp-1", "temp-1"]);
    expect(box.snapshot()).toEqual([]);
  });

  it("never sends another member's items, drops them for the member signed in now, and forgets all on sign-out", async () => {
    // Written with no network by Arjun, then by Meera, on one phone.
    const { send } = server(() => offline());
    const box = new Outbox(store, send);
    await box.add(chat(1, { ownerId: "u-arjun", clientId: "temp-arjun" }));
    await box.add(chat(2));
    const none = server();
    const meera = new Outbox(store, none.send);
    await meera.keepOnly("u-meera");
    expect(meera.snapshot().map((i) => i.clientId)).toEqual(["temp-2"]);
    expect((await store.load()).map((i) => i.clientId)).toEqual(["temp-2"]);
    await meera.forget();
    expect(meera.snapshot()).toEqual([]);
    expect(await store.load()).toEqual([]);
    expect(none.sent).toEqual([]); // Meera's outbox never tried Arjun's message
  });
});

describe("what a failed send means", () => {
  it("waits on no network, server trouble, sign-in, timeouts and rate limits; gives up on other 4xx", () => {
    expect(outcomeOf(offline())).toBe("retry");
    expect(outcomeOf(new TypeError("Failed to fetch"))).toBe("retry");
    for (const status of [500, 502, 503, 401, 408, 429])
      expect(outcomeOf(new ApiError(status, "X", "x"))).toBe("retry");
    expect(outcomeOf(new ApiError(403, "TWO_FACTOR_REQUIRED", "x"))).toBe("retry");
    expect(outcomeOf(new ApiError(409, "CONSENT_REQUIRED", "x"))).toBe("consent");
    for (const status of [400, 403, 404, 409, 413, 422])
      expect(outcomeOf(new ApiError(status, "X", "x"))).toBe("final");
  });
});
