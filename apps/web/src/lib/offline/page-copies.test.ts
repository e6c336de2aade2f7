import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../api-client.ts";
import { forgetOfflineCopies } from "./forget-device.ts";
import { OFFLINE_CACHE } from "./offline-copies.ts";
import { readSavedCopy } from "./page-copies.ts";

/** A Cache Storage keyed by address, and a browser whose service worker is (or is not yet) in charge. */
function setUp({ controlled }: { controlled: boolean }) {
  const stores = new Map<string, Map<string, Response>>();
  vi.stubGlobal("caches", {
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        put: async (key: string, res: Response) => void store.set(key, res),
        match: async (key: string) => store.get(key)?.clone(),
      };
    },
    delete: async (name: string) => stores.delete(name),
  });
  Object.defineProperty(navigator, "serviceWorker", {
    value: { controller: controlled ? {} : null, addEventListener: () => {} },
    configurable: true,
  });
  return () => [...(stores.get(OFFLINE_CACHE)?.keys() ?? [])].map((k) => new URL(k).pathname);
}

/** Every GET answers 200 with its own path; `hold` keeps answers back until released. */
function stubServer() {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  let holding = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      if (holding) await held;
      return new Response(JSON.stringify({ path }), {
        status: 200,
        headers: { "content-type": "application/json", vary: "x-saathi-locale", date: new Date().toUTCString() },
      });
    }),
  );
  return {
    hold: () => {
      holding = true;
    },
    release: () => release(),
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
  vi.unstubAllGlobals();
});

describe("the page keeps the member's screens itself until the worker is in charge", { timeout: 30_000 }, () => {
  it("saves the answers of the listed screens on a first visit, and nothing else", async () => {
    const saved = setUp({ controlled: false });
    stubServer();
    for (const path of [
      "/api/me",
      "/api/feed?limit=20",
      "/api/bookings",
      "/api/auth/get-session",
      "/api/payments/orders",
    ])
      await api(path);
    await vi.waitFor(() => expect(saved().sort()).toEqual(["/api/bookings", "/api/feed", "/api/me"]), {
      timeout: 10_000,
    });
    // Found by address alone (the worker's lookup), whatever the server said it varies on.
    expect(await readSavedCopy<{ path: string }>("/api/feed?limit=20")).toEqual({ path: "/api/feed?limit=20" });
  });

  it("leaves the saving to the worker once it controls the page", async () => {
    const saved = setUp({ controlled: true });
    stubServer();
    await api("/api/feed");
    await new Promise((r) => setTimeout(r, 50));
    expect(saved()).toEqual([]);
  });

  it("never saves an answer that arrives after the copies were forgotten (sign-out)", async () => {
    const saved = setUp({ controlled: false });
    const server = stubServer();
    server.hold();
    const late = api("/api/chat/conversations");
    await forgetOfflineCopies();
    server.release();
    await late;
    await new Promise((r) => setTimeout(r, 50));
    expect(saved()).toEqual([]);
  });
});
