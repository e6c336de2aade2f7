import type { Locale } from "@saathi/contract/locale";
import type { Notification, NotificationType } from "@saathi/contract/notifications";
import { formatDateTime } from "../../platform/i18n/format.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import type { NotificationRow } from "./notifications.repository.ts";

/**
 * The stored message: a catalog text in English (data.message, ICU placeholders) and its values
 * (data.message_values, JSON), shown in the reader's language. Values that are catalog texts (what
 * was moderated, a mute's length) are translated too; `when` is an ISO time shown as a date.
 */
export function messageOf(d: Record<string, unknown>, locale: Locale | string | null | undefined): string | null {
  if (typeof d.message !== "string") return null;
  const t = translatorFor(locale);
  let values: Record<string, unknown> | undefined;
  if (typeof d.message_values === "string") {
    try {
      const raw = JSON.parse(d.message_values) as Record<string, string>;
      values = Object.fromEntries(
        Object.entries(raw).map(([k, v]) => [k, k === "when" ? formatDateTime(v, locale) : t(String(v))]),
      );
    } catch {
      values = undefined;
    }
  }
  return t(d.message, values);
}

/** What the owner of a notification sees; the actor's name respects their hide-name flag. */
export function presentNotification(row: NotificationRow, locale: Locale | string | null = "en"): Notification {
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
      ...(typeof d.message === "string" ? { message: messageOf(d, locale) ?? d.message } : {}),
      ...(typeof d.item_id === "string" ? { itemId: d.item_id } : {}),
      ...(d.care === "check_in" ? { checkIn: true } : {}),
      ...(typeof d.care_check_in === "string" ? { careCheckInId: d.care_check_in } : {}),
      ...(typeof d.circle_occurrence_id === "string" ? { circleOccurrenceId: d.circle_occurrence_id } : {}),
      ...(d.young_notice === "turned_18" || d.young_notice === "guardian_withdrawal"
        ? { youngNotice: d.young_notice }
        : {}),
    },
  };
}
