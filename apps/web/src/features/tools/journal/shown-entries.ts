import type { JournalEntry } from "@saathi/contract/journal";
import { journalSendId, type QueuedJournal } from "../../../lib/offline/outbox.ts";
import type { ShownEntry } from "./journal-entry-list.tsx";

/**
 * The member's entries as the list shows them, newest first: those still waiting on this phone
 * (written offline, or waiting for consent) first, marked pending, then the account's.
 * One the account already has (same client id, or the new one it is sent under, and the same words) shows
 * once; one refused because its id is another entry's (other words) still shows, so the member never loses
 * those words.
 */
export function shownEntries(saved: JournalEntry[], queued: QueuedJournal[]): ShownEntry[] {
  const known = new Map(saved.map((e) => [e.clientId, e.body]));
  const pending = queued
    .filter((i) => known.get(journalSendId(i)) !== i.body.trim())
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
