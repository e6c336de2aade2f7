// 'You have {n} notifications' is said once per new batch, not on every load: the newest unread
// notification marks the batch, and the browser remembers the last batch it announced. The bell's
// unread badge stays the calm, lasting signal.
import type { Notification } from "@saathi/contract/notifications";

const key = (userId: string) => `saathi:unread-summary:${userId}`;

/** The newest unread notification's id: what the summary would announce; null when nothing is unread. */
export function batchOf(list: { items: Notification[]; unread: number }): string | null {
  if (list.unread <= 0) return null;
  const newest = list.items
    .filter((n) => !n.isRead)
    .reduce<Notification | null>((a, n) => (!a || n.createdAt > a.createdAt ? n : a), null);
  // Unread beyond the first page: the count itself marks the batch.
  return newest ? newest.id : `count:${list.unread}`;
}

/** True when this batch was not announced in this browser yet; remembers it as announced. */
export function claimSummary(userId: string, batch: string | null, storage: Storage = localStorage): boolean {
  if (!batch) return false;
  try {
    if (storage.getItem(key(userId)) === batch) return false;
    storage.setItem(key(userId), batch);
  } catch {
    // storage blocked: say it this once
  }
  return true;
}
