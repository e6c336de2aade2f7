// A visitor's journal, kept only in this browser (localStorage), in the shape the import endpoint takes.
import {
  JOURNAL_IMPORT_MAX,
  JOURNAL_MSG,
  type JournalEntryInput,
  journalEntryInputSchema,
} from "@saathi/contract/journal";
import { type ListStorage, readList, writeList } from "../shared/local-list.ts";

export const JOURNAL_STORAGE_KEY = "saathi.journal.v1";

/** An entry written in this browser: its own id, the words, when (ISO). */
export type LocalJournalEntry = JournalEntryInput;

const byNewest = (a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt);

/** The entries in this browser, newest first (anything unreadable is skipped, never deleted). */
export function loadLocalEntries(storage: ListStorage | null): LocalJournalEntry[] {
  return readList(storage, JOURNAL_STORAGE_KEY, journalEntryInputSchema).sort(byNewest);
}

/** Checks the words of an entry: the trimmed body, or the kind message to show. */
export function checkBody(body: string): { ok: true; body: string } | { ok: false; message: string } {
  const parsed = journalEntryInputSchema.shape.body.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? JOURNAL_MSG.empty };
}

/** Adds an entry; returns it, or null when the browser would not store it. */
export function addLocalEntry(
  storage: ListStorage | null,
  body: string,
  { now = new Date(), id = crypto.randomUUID() }: { now?: Date; id?: string } = {},
): LocalJournalEntry | null {
  const entry: LocalJournalEntry = { clientId: id, body: body.trim(), createdAt: now.toISOString() };
  const raw = readRaw(storage);
  return writeList(storage, JOURNAL_STORAGE_KEY, [...raw, entry]) ? entry : null;
}

/** Removes the entries with these ids (after a delete, or once the account has them). */
export function removeLocalEntries(storage: ListStorage | null, clientIds: readonly string[]): boolean {
  const gone = new Set(clientIds);
  const raw = readRaw(storage);
  const kept = raw.filter(
    (e) => !(typeof e === "object" && e !== null && gone.has((e as { clientId?: unknown }).clientId as string)),
  );
  return writeList(storage, JOURNAL_STORAGE_KEY, kept);
}

/** Splits entries into batches the import endpoint accepts (oldest first, so the order survives). */
export function importBatches(entries: readonly LocalJournalEntry[], size = JOURNAL_IMPORT_MAX): LocalJournalEntry[][] {
  const oldestFirst = [...entries].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const batches: LocalJournalEntry[][] = [];
  for (let i = 0; i < oldestFirst.length; i += size) batches.push(oldestFirst.slice(i, i + size));
  return batches;
}

// Items this version cannot read are kept as they are: a later version may understand them.
function readRaw(storage: ListStorage | null): unknown[] {
  if (!storage) return [];
  try {
    const raw: unknown = JSON.parse(storage.getItem(JOURNAL_STORAGE_KEY) ?? "[]");
    return Array.isArray(raw) ? raw : [];
  } catch {
    return [];
  }
}
