import type { MeResponse } from "@saathi/contract/session";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../lib/query-client.ts";
import { redirectSignedIn, requireUser } from "./guards.ts";

/** Answers GET /api/me with `me` (the guards read nothing else). */
function stubMe(me: MeResponse | "offline") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      if (me === "offline") throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(me), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
}

const user = (role: string) => ({
  id: "u1",
  email: "a@b.co",
  name: "A",
  role,
  emailVerified: true,
  phoneNumber: null,
});

/** Runs a loader and returns where it redirects (null when it lets the screen render). */
async function redirectOf(loader: () => Promise<unknown>): Promise<string | null> {
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
  vi.unstubAllGlobals();
});

describe("route guards", () => {
  it("send a visitor from a protected screen to '/'", async () => {
    stubMe({ user: null, profile: null });
    expect(await redirectOf(requireUser)).toBe("/");
  });

  it("treat an unreachable session read as a visitor, not a crash", async () => {
    stubMe("offline");
    expect(await redirectOf(requireUser)).toBe("/");
  });

  it("let a signed-in member through and keep visitors on /auth", async () => {
    stubMe({ user: user("users"), profile: null } as MeResponse);
    expect(await redirectOf(requireUser)).toBeNull();
    queryClient.clear();
    stubMe({ user: null, profile: null });
    expect(await redirectOf(redirectSignedIn)).toBeNull();
  });

  it("send a signed-in expert away from /auth to /expert/feed, a member to /feed", async () => {
    stubMe({ user: user("expert"), profile: null } as MeResponse);
    expect(await redirectOf(redirectSignedIn)).toBe("/expert/feed");
    queryClient.clear();
    stubMe({ user: user("users"), profile: null } as MeResponse);
    expect(await redirectOf(redirectSignedIn)).toBe("/feed");
  });
});
