import type { Notification, NotificationType } from "@saathi/contract/notifications";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import type { NotificationRow } from "./notifications.repository.ts";

/** What the owner of a notification sees; the actor's name respects their hide-name flag. */
export function presentNotification(row: NotificationRow): Notification {
  const a = row.actor ? presentPerson(row.actor) : null;
  const d = (row.data ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    type: row.type as NotificationType,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    data: {
      actorId: a?.userId ?? null,
      actorName: a?.displayName ?? null,
      actorAvatarUrl: a?.avatarUrl ?? null,
      actorUsername: a?.username ?? null,
      ...(typeof d.booking_id === "string" ? { bookingId: d.booking_id } : {}),
      ...(typeof d.starts_at === "string" ? { startsAt: d.starts_at } : {}),
      ...(typeof d.message === "string" ? { message: d.message } : {}),
      ...(typeof d.item_id === "string" ? { itemId: d.item_id } : {}),
    },
  };
}
