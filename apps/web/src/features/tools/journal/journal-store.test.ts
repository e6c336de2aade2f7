import { JOURNAL_MSG } from "@saathi/contract/journal";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../shared/local-list.ts";
import {
  addLocalEntry,
  checkBody,
  importBatches,
  JOURNAL_STORAGE_KEY,
  type LocalJournalEntry,
  loadLocalEntries,
  removeLocalEntries,
} from "./journal-store.ts";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("journal store", () => {
  it("adds entries with an id and time, and lists them newest first", () => {
    const storage = memoryStorage();
    addLocalEntry(storage, "  first  ", { now: new Date("2026-11-01T08:00:00Z"), id: uuid(1) });
    addLocalEntry(storage, "second", { now: new Date("2026-11-02T08:00:00Z"), id: uuid(2) });
    expect(loadLocalEntries(storage)).toEqual([
      { clientId: uuid(2), body: "second", createdAt: "2026-11-02T08:00:00.000Z" },
      { clientId: uuid(1), body: "first", createdAt: "2026-11-01T08:00:00.000Z" },
    ]);
    expect(JSON.parse(storage.getItem(JOURNAL_STORAGE_KEY) ?? "[]")).toHaveLength(2);
  });

  it("gives each entry a fresh UUID by default", () => {
    const storage = memoryStorage();
    const a = addLocalEntry(storage, "a");
    const b = addLocalEntry(storage, "b");
    expect(a?.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(a?.clientId).not.toBe(b?.clientId);
  });

  it("removes only the given entries and keeps ones it cannot read", () => {
    const storage = memoryStorage({
      [JOURNAL_STORAGE_KEY]: JSON.stringify([
        { clientId: uuid(1), body: "one", createdAt: "2026-11-01T08:00:00.000Z" },
        { clientId: uuid(2), body: "two", createdAt: "2026-11-02T08:00:00.000Z" },
        { from: "a future version" },
      ]),
    });
    expect(loadLocalEntries(storage).map((e) => e.body)).toEqual(["two", "one"]);
    removeLocalEntries(storage, [uuid(1)]);
    expect(loadLocalEntries(storage).map((e) => e.body)).toEqual(["two"]);
    expect(JSON.parse(storage.getItem(JOURNAL_STORAGE_KEY) ?? "[]")).toHaveLength(2);
  });

  it("survives broken storage and browsers that refuse to store", () => {
    expect(loadLocalEntries(memoryStorage({ [JOURNAL_STORAGE_KEY]: "{not json" }))).toEqual([]);
    expect(loadLocalEntries(null)).toEqual([]);
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(addLocalEntry(full, "hello")).toBeNull();
  });

  it("checks the body with the contract's messages", () => {
    expect(checkBody("   ")).toEqual({ ok: false, message: JOURNAL_MSG.empty });
    expect(checkBody("x".repeat(5001))).toEqual({ ok: false, message: JOURNAL_MSG.tooLong });
    expect(checkBody(" fine ")).toEqual({ ok: true, body: "fine" });
  });

  it("splits an import into batches of at most 200, oldest first", () => {
    const entries: LocalJournalEntry[] = Array.from({ length: 450 }, (_, i) => ({
      clientId: uuid(i),
      body: `entry ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    })).reverse();
    const batches = importBatches(entries);
    expect(batches.map((b) => b.length)).toEqual([200, 200, 50]);
    expect(batches[0]?.[0]?.body).toBe("entry 0");
    expect(batches[2]?.[49]?.body).toBe("entry 449");
  });
});
