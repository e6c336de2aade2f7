import type { MeResponse } from "@saathi/contract/session";
import { afterEach, describe, expect, it, vi } from "vitest";
import { redirectSignedIn, requireUser, startSession } from "../../app/guards.ts";
import { meQueryKey, meQueryOptions } from "../api/session/get-me.ts";
import { ApiError } from "../api-client.ts";
import { forgetOfflineCopies } from "../offline/forget-device.ts";
import { OFFLINE_CACHE } from "../offline/offline-copies.ts";
import { queryClient } from "../query-client.ts";
import { sessionAfterFailedRead, VISITOR } from "./session-rule.ts";

const MEMBER = {
  user: { id: "u1", email: "meera@saathi.demo", name: "Meera", role: "users", emailVerified: true, phoneNumber: null },
  profile: null,
} as MeResponse;

/** A Cache Storage with one cache, enough for the offline copies (keyed by address). */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (key: string | Request, res: Response) => {
        store.set(typeof key === "string" ? key : key.url, res);
      },
      match: async (key: string | Request) => store.get(typeof key === "string" ? key : key.url)?.clone(),
      keys: async () => [...store.keys()],
    };
  };
  const storage = { open, delete: async (name: string) => stores.delete(name), stores };
  vi.stubGlobal("caches", storage);
  // A browser with service workers, none in charge of the page yet (the first visit).
  Object.defineProperty(navigator, "serviceWorker", {
    value: { controller: null, addEventListener: () => {} },
    configurable: true,
  });
  return storage;
}

/** GET /api/me answers `answer` (a body, a status, or no network at all). */
function stubMe(answer: MeResponse | number | "offline") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      if (answer === "offline") throw new TypeError("Failed to fetch");
      if (typeof answer === "number")
        return new Response(JSON.stringify({ code: "NOT_AUTHENTICATED", message: "no" }), { status: answer });
      return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
}

async function redirectOf(loader: () => unknown): Promise<string | null> {
  try {
    await loader();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location");
    throw thrown;
  }
}

afterEach(() => {
  queryClient.clear();
  Reflect.deleteProperty(navigator, "serviceWorker");
  vi.unstubAllGlobals();
});

describe("the session rule: a failed request is not a sign-out", { timeout: 30_000 }, () => {
  it("keeps the last known member when /api/me finds no network, and makes a visitor only on a 401", () => {
    const offline = new ApiError(0, "NETWORK", "offline");
    expect(sessionAfterFailedRead(offline, MEMBER, null)).toBe(MEMBER);
    expect(sessionAfterFailedRead(offline, undefined, MEMBER)).toBe(MEMBER);
    expect(sessionAfterFailedRead(new ApiError(503, "HTTP_503", "down"), MEMBER, null)).toBe(MEMBER);
    expect(sessionAfterFailedRead(new TypeError("Failed to fetch"), MEMBER, null)).toBe(MEMBER);
    expect(sessionAfterFailedRead(new ApiError(401, "NOT_AUTHENTICATED", "gone"), MEMBER, MEMBER)).toEqual(VISITOR);
    expect(sessionAfterFailedRead(offline, undefined, null)).toBeNull();
  });

  it("a member read before keeps being the member when a later /api/me fails for want of network", async () => {
    fakeCaches();
    stubMe(MEMBER);
    expect((await queryClient.fetchQuery(meQueryOptions)).user?.id).toBe("u1");
    stubMe("offline");
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    expect((await queryClient.fetchQuery(meQueryOptions)).user?.id).toBe("u1");
    expect(await redirectOf(requireUser)).toBeNull();
    expect(await redirectOf(startSession)).toBeNull();
    expect(await redirectOf(redirectSignedIn)).toBe("/feed");
  });

  it("a reload offline finds the member from the copy saved on this phone, not a visitor", async () => {
    const storage = fakeCaches();
    // First visit online, before any service worker controls the page: the page keeps the answer itself.
    stubMe(MEMBER);
    await queryClient.fetchQuery(meQueryOptions);
    await vi.waitFor(() => expect(storage.stores.get(OFFLINE_CACHE)?.size).toBe(1), { timeout: 10_000 });
    // Offline, a fresh start (nothing in memory): still the member, on every guard.
    queryClient.clear();
    stubMe("offline");
    expect(await redirectOf(requireUser)).toBeNull();
    expect(queryClient.getQueryData<MeResponse>(meQueryKey)?.user?.id).toBe("u1");
    queryClient.clear();
    expect(await redirectOf(redirectSignedIn)).toBe("/feed");
  });

  it("a 401 makes a visitor even with a member known and saved", async () => {
    const storage = fakeCaches();
    stubMe(MEMBER);
    await queryClient.fetchQuery(meQueryOptions);
    await vi.waitFor(() => expect(storage.stores.get(OFFLINE_CACHE)?.size).toBe(1), { timeout: 10_000 });
    stubMe(401);
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    expect(await queryClient.fetchQuery(meQueryOptions)).toEqual(VISITOR);
    expect(await redirectOf(requireUser)).toBe("/");
  });

  it("after sign-out nothing is saved, so offline with nothing known is a visitor", async () => {
    const storage = fakeCaches();
    stubMe(MEMBER);
    await queryClient.fetchQuery(meQueryOptions);
    await vi.waitFor(() => expect(storage.stores.get(OFFLINE_CACHE)?.size).toBe(1), { timeout: 10_000 });
    await forgetOfflineCopies();
    queryClient.clear();
    stubMe("offline");
    expect(await redirectOf(requireUser)).toBe("/");
  });
});
