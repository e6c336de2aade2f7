import type { JournalEntry } from "@saathi/contract/journal";
import type { QueuedJournal } from "../../../lib/offline/outbox.ts";
import type { ShownEntry } from "./journal-entry-list.tsx";

/**
 * The member's entries as the list shows them, newest first: those still waiting on this phone
 * (written offline, or waiting for consent) first, marked pending, then the account's.
 * One the account already has (same client id) shows once.
 */
export function shownEntries(saved: JournalEntry[], queued: QueuedJournal[]): ShownEntry[] {
  const known = new Set(saved.map((e) => e.clientId));
  const pending = queued
    .filter((i) => !known.has(i.clientId))
    .sort((a, b) => b.order - a.order)
    .map(
      (i): ShownEntry => ({
        key: i.clientId,
        body: i.body,
        createdAt: i.createdAt,
        pending: i.state === "consent" || i.state === "failed" ? i.state : "waiting",
        error: i.error,
      }),
    );
  return [...pending, ...saved.map((e) => ({ key: e.id, body: e.body, createdAt: e.createdAt }))];
}
