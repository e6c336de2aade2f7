// Offline, the app's queries still make their one try (the service worker answers it from
// its saved copies) instead of pausing until the network is back, and spend no retries.
import { onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { noteReachable } from "./offline/network-status.ts";
import { queryClient } from "./query-client.ts";

/** Keys of these throwaway queries (no feature's data). */
const key = (name: string) => ["query-client-test", name] as const;

afterEach(() => {
  onlineManager.setOnline(true);
  noteReachable(true);
  vi.restoreAllMocks();
  queryClient.clear();
});

describe("the app's query client offline", () => {
  it("asks once (the worker's saved copy answers) instead of pausing", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    onlineManager.setOnline(false);
    const read = vi.fn(async () => ({ items: ["saved post"] }));
    await expect(queryClient.fetchQuery({ queryKey: key("feed"), queryFn: read })).resolves.toEqual({
      items: ["saved post"],
    });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("spends no retry while offline, and one while online", async () => {
    const fail = vi.fn(async () => {
      throw new Error("no answer");
    });
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    onlineManager.setOnline(false);
    noteReachable(false); // the last try found no network
    await expect(queryClient.fetchQuery({ queryKey: key("a"), queryFn: fail, retryDelay: 0 })).rejects.toThrow();
    expect(fail).toHaveBeenCalledTimes(1);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    onlineManager.setOnline(true);
    noteReachable(true);
    await expect(queryClient.fetchQuery({ queryKey: key("b"), queryFn: fail, retryDelay: 0 })).rejects.toThrow();
    expect(fail).toHaveBeenCalledTimes(3);
  });

  it("a write tapped offline fails at once with the reason instead of waiting", async () => {
    onlineManager.setOnline(false);
    const write = vi.fn(async () => {
      throw new Error("You seem to be offline.");
    });
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: write });
    await expect(mutation.execute(undefined)).rejects.toThrow("You seem to be offline.");
    expect(write).toHaveBeenCalledTimes(1);
  });
});
