// Small, failure-proof access to lists kept in the browser (private mode, full storage or bad JSON never throw).
import type { z } from "zod";

/** The part of Web Storage the tools use; tests pass an in-memory one. */
export type ListStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The browser's localStorage, or null where it cannot be used (blocked, server-side). */
export function browserStorage(): ListStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Reads a JSON array and keeps only the items the schema accepts. */
export function readList<T>(storage: ListStorage | null, key: string, item: z.ZodType<T>): T[] {
  if (!storage) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(key) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((value) => {
    const parsed = item.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Writes a list; returns false when the browser refused (storage full or blocked). */
export function writeList<T>(storage: ListStorage | null, key: string, items: T[]): boolean {
  if (!storage) return false;
  try {
    if (items.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(items));
    return true;
  } catch {
    return false;
  }
}

/** An in-memory storage for tests and for browsers that block localStorage. */
export function memoryStorage(initial: Record<string, string> = {}): ListStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, String(v));
    },
    removeItem: (k) => {
      data.delete(k);
    },
  };
}
