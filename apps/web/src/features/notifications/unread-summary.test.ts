import type { Notification } from "@saathi/contract/notifications";
import { describe, expect, it } from "vitest";
import { batchOf, claimSummary } from "./unread-summary.ts";

const n = (id: string, createdAt: string, isRead = false): Notification => ({
  id,
  type: "follow",
  isRead,
  createdAt,
  data: { actorId: null, actorName: null, actorAvatarUrl: null, actorUsername: null },
});

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
}

describe("the unread summary", () => {
  it("is said once per batch of unread notifications, not on every load", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const six = { items: [n("a", "2026-11-27T10:00:00Z"), n("b", "2026-11-27T11:00:00Z")], unread: 6 };
    expect(claimSummary("u1", batchOf(six), storage)).toBe(true);
    // The next loads (a reload, another tab) with the same unread notifications stay quiet.
    expect(claimSummary("u1", batchOf(six), storage)).toBe(false);
    expect(claimSummary("u1", batchOf(six), storage)).toBe(false);
    // A new notification starts a new batch.
    const seven = { items: [n("c", "2026-11-27T12:00:00Z"), ...six.items], unread: 7 };
    expect(claimSummary("u1", batchOf(seven), storage)).toBe(true);
    expect(claimSummary("u1", batchOf(seven), storage)).toBe(false);
  });

  it("says nothing when nothing is unread, and counts only unread ones", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(batchOf({ items: [n("a", "2026-11-27T10:00:00Z", true)], unread: 0 })).toBeNull();
    expect(claimSummary("u1", null, storage)).toBe(false);
    const mixed = { items: [n("new-read", "2026-11-27T12:00:00Z", true), n("old", "2026-11-27T09:00:00Z")], unread: 1 };
    expect(batchOf(mixed)).toBe("old");
  });
});
